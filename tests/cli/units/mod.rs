//! Tests of the library's internals, moved out of `src/` so that the library is compiled
//! once (issue 29): `units/<path>` tests `src/<path>` (`units/cli/mod.rs`: `src/cli/mod.rs`).

mod cli;
mod i18n;
mod wording;
