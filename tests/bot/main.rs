//! End to end through the real bot against the fake Discord (tests/fake_discord/), and the
//! bot's own planning code.
//! One test binary for these files, so that the shared code and the link are built once.

/// Fresh PostgreSQL databases (a schema each) for the tests of several processes on one
/// server: the service tests' helper, with its rule for a missing server.
#[allow(dead_code, unused_macros)]
#[path = "../service_common/backend.rs"]
mod backend;
#[path = "../bot_harness/mod.rs"]
mod bot_harness;
#[path = "../common/mod.rs"]
mod common;
#[path = "../fake_discord/mod.rs"]
mod fake_discord;
use bot_harness::TempDir;

mod analyse;
mod commands;
mod computer;
mod e2e;
mod fake_selftest;
mod faults;
mod first_contact;
mod gif;
mod hardening;
mod picker;
mod picker_plan;
mod process;
mod server;
mod shards;
