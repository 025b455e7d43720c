//! The unit tests of src/usi/command.rs.

use seireigi::usi::command::*;
use std::time::Duration;

#[test]
fn commands_read() {
    assert_eq!(parse("usi"), Command::Usi);
    assert_eq!(parse("  isready \r"), Command::IsReady);
    assert_eq!(
        parse("position startpos moves 7g7f"),
        Command::Position("startpos moves 7g7f".into())
    );
    assert_eq!(
        parse("setoption name USI_Hash value 32"),
        Command::SetOption {
            name: "USI_Hash".into(),
            value: Some("32".into())
        }
    );
    assert_eq!(
        parse("setoption name USI_Ponder"),
        Command::SetOption {
            name: "USI_Ponder".into(),
            value: None
        }
    );
    for unknown in [
        "",
        "setoption",
        "setoption name",
        "usix",
        "hello world",
        "é",
    ] {
        assert_eq!(parse(unknown), Command::Unknown, "{unknown:?}");
    }
}

#[test]
fn go_reads_every_limit_and_skips_bad_numbers() {
    let Command::Go(go) =
        parse("go btime 60000 wtime 50000 byoyomi 1000 binc 5 winc 6 depth 7 nodes 800")
    else {
        panic!("not a go");
    };
    assert_eq!(go.btime, Some(Duration::from_secs(60)));
    assert_eq!(go.wtime, Some(Duration::from_secs(50)));
    assert_eq!(go.byoyomi, Some(Duration::from_secs(1)));
    assert_eq!(
        (go.binc, go.winc),
        (
            Some(Duration::from_millis(5)),
            Some(Duration::from_millis(6))
        )
    );
    assert_eq!((go.depth, go.nodes), (Some(7), Some(800)));
    assert!(!go.waits_for_stop());
    let Command::Go(go) = parse("go movetime x depth -3 infinite") else {
        panic!("not a go");
    };
    assert_eq!((go.movetime, go.depth), (None, None));
    assert!(go.infinite && go.waits_for_stop());
    let Command::Go(go) = parse("go") else {
        panic!("not a go");
    };
    assert!(go.waits_for_stop());
    let Command::Go(go) = parse("go btime -5 mate 1000") else {
        panic!("not a go");
    };
    assert_eq!(go.btime, Some(Duration::ZERO));
    assert!(go.mate);
}
