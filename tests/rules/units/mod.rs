//! Tests of the library's internals, moved out of `src/` so that the library is compiled
//! once (issue 29): `units/<path>` tests `src/<path>` (`units/rating.rs`: `src/rating/mod.rs`).

mod rating;
mod rules;
mod tournament;
