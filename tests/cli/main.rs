//! The command line, through the real binary.
//! One test binary for these files, so that the link is done once.

mod binary;
mod clap_refusals;
mod commands;
mod crash_safety;
mod first_contact;
mod languages;
mod play;
mod start_refusals;
mod usi_engine;

/// Tests of the library's internals, one file per source file (units/<path> tests src/<path>).
mod units;
