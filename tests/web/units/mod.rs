//! Tests of the library's internals, moved out of `src/` so that the library is compiled
//! once (issue 29): `units/<path>` tests `src/<path>` (`units/web/mod.rs`: `src/web/mod.rs`).

mod web;
