//! The game service and the store, on SQLite and (when it runs) PostgreSQL: see tests/service_common/.
//! One test binary for these files, so that the shared code and the link are built once.

#[macro_use]
#[path = "../service_common/mod.rs"]
mod service_common;

mod basic;
mod challenges;
mod claims;
mod cli_games;
mod clock;
mod comfort;
mod computer;
mod concurrency;
mod copy_db;
mod disk_full;
mod endings;
mod faults;
mod forecast;
mod games;
mod hardening;
mod limits;
mod move_result;
mod offers;
mod ratings;
mod rules_hash;
mod settings;
mod tournaments;

/// Tests of the library's internals, one file per source file (units/<path> tests src/<path>).
mod units;
