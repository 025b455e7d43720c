//! What the tests and benches of `seireigi` share, built once for all of them (a
//! dev-dependency of `seireigi`, depending on it in turn):
//! - [`fake_discord`]: a fake Discord, REST and gateway, to run the real bot against;
//! - [`bot_harness`]: the bot in-process against the fake, driven as players would;
//! - [`cdp`]: headless Chromium driven over the DevTools protocol, for the browser tests;
//! - [`backend`]: a fresh SQLite file or PostgreSQL schema per test, and tests on both;
//! - [`pg_schema`]: a PostgreSQL schema of its own for a benchmark run;
//! - [`pg_cluster`]: a throwaway PostgreSQL server, for tests that stop and start it;
//! - [`positions`]: positions from piece lists, move sets as text, rotation of a position;
//! - [`process`]: a program run to its end with arguments and an input, and `seireigi serve`
//!   as a child process;
//! - [`seeded`]: repeatable pseudo-random numbers and games;
//! - [`TempDir`]: a directory of its own, removed when dropped.
//!
//! Only integration tests and benches may use it: a unit test inside `seireigi` would see two
//! copies of the library (the one under test and the one this crate links), whose types differ.

pub mod backend;
pub mod bot_harness;
pub mod cdp;
pub mod fake_discord;
pub mod pg_cluster;
pub mod pg_schema;
pub mod positions;
pub mod process;
pub mod seeded;
mod temp_dir;

pub use temp_dir::TempDir;
