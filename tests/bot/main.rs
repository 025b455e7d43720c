//! End to end through the real bot against the fake Discord (tests/fake_discord/), and the
//! bot's own planning code.
//! One test binary for these files, so that the shared code and the link are built once.

#[path = "../bot_harness/mod.rs"]
mod bot_harness;
#[path = "../common/mod.rs"]
mod common;
#[path = "../fake_discord/mod.rs"]
mod fake_discord;

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
