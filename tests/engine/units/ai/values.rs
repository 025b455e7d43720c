//! The unit tests of src/ai/values.rs.

use seireigi::ai::values::*;
use seireigi::rules::Variant;

#[test]
fn shogi_values_are_sensible() {
    let g = Variant::builtin("shogi").game();
    let v = values(Variant::builtin("shogi"));
    let val = |id: &str, p: bool| v.board(g.kind_by_id(id).unwrap(), p);
    assert_eq!(val("P", false), 100);
    assert!(val("G", false) > val("S", false));
    assert!(val("S", false) > val("L", false));
    assert!(val("R", false) > val("B", false));
    assert!(val("R", true) > val("R", false));
    assert!(val("P", true) > 300);
}
