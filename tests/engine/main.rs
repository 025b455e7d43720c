//! The computer opponent: legal and tactical play, piece values, reviews, matches through USI.
//! One test binary for these files, so that the shared code and the link are built once.

mod analyse;
mod hostile_engines;
mod legal;
mod play_computer;
mod tactics;
mod usi_match;
mod values;

/// Tests of the library's internals, one file per source file (units/<path> tests src/<path>).
mod units;
