//! The unit tests of src/ai/eval.rs.

use seireigi::ai::eval::*;
use seireigi::rules::{Position, Variant};

#[test]
fn start_positions_are_balanced() {
    for v in Variant::all() {
        let pos = Position::start(v);
        for w in [Weights::FULL, Weights::SIMPLE] {
            let s = evaluate(&pos, &w);
            assert_eq!(s, w.tempo, "{v}: {s}");
        }
    }
}
