//! The web board (src/web) over HTTP: the real server started in-process on 127.0.0.1:0 on a
//! real database (SQLite, and PostgreSQL when it runs: see tests/service_common/backend.rs),
//! read with reqwest and, when Debian's Chromium is installed, with a real browser.

#[macro_use]
#[path = "../service_common/mod.rs"]
mod service_common;

mod browser;
mod computer;
mod errors;
mod forecast;
mod fuzz;
mod hostile;
mod languages;
mod live;
mod moving;
mod notation;
mod ops;
mod page;
mod play;
mod play_languages;
mod raw_http;
mod reading;
mod readme_picture;
mod server;
mod touch;
mod typed;
mod zoom;

/// Tests of the library's internals, one file per source file (units/<path> tests src/<path>).
mod units;
