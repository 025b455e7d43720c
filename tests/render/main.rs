//! The renderer: SVG structure, PNGs against golden images, sizes, GIFs.
//! One test binary for these files, so that the shared code and the link are built once.

mod gif;
mod golden;
mod header_names;
mod position;
mod samples;
mod sizes;
mod standings;
mod svg;

/// Tests of the library's internals, one file per source file (units/<path> tests src/<path>).
mod units;
