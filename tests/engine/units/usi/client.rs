//! The unit tests of src/usi/client.rs.

use seireigi::usi::client::*;

#[test]
fn specs_read() {
    let s = EngineSpec::parse("/usr/games/fairy-stockfish;Skill Level=3; go = nodes 2000")
        .expect("spec");
    assert_eq!(s.program, "/usr/games/fairy-stockfish");
    assert!(s.args.is_empty());
    assert_eq!(s.options, [("Skill Level".to_string(), "3".to_string())]);
    assert_eq!(s.go.as_deref(), Some("nodes 2000"));
    let s = EngineSpec::parse("target/release/seireigi usi;Level=normal").expect("spec");
    assert_eq!(s.args, ["usi"]);
    assert!(EngineSpec::parse("").is_err());
    assert!(EngineSpec::parse("engine;Hash").is_err());
}
