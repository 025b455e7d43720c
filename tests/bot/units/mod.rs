//! Tests of the library's internals, moved out of `src/` so that the library is compiled
//! once (issue 29): `units/<path>` tests `src/<path>` (`units/bot/commands/localize.rs`: `src/bot/commands/localize.rs`).

mod bot;
