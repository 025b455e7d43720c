//! The command line, through the real binary.
//! One test binary for these files, so that the shared code and the link are built once.

#[path = "../common/temp_dir.rs"]
mod temp_dir;

mod commands;
mod crash_safety;
mod first_contact;
mod play;
