//! End to end through the real bot against the fake Discord (seireigi_test_support's
//! `fake_discord`, driven through its `bot_harness`), and the bot's own planning code.
//! One test binary for these files, so that the link is done once.

mod analyse;
mod commands;
mod computer;
mod e2e;
mod e2e_tls;
mod fake_selftest;
mod faults;
mod first_contact;
mod forecast;
mod gif;
mod hardening;
mod languages;
mod outage;
mod picker;
mod picker_plan;
mod process;
mod ratings;
mod server;
mod shards;
mod tournament;
mod web;

/// Tests of the library's internals, one file per source file (units/<path> tests src/<path>).
mod units;
