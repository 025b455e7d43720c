//! Unit tests of src/service/comfort.rs.

use seireigi::service::{offset_text, parse_utc_offset};

#[test]
fn offsets_are_read_in_the_usual_spellings_and_nothing_else() {
    assert_eq!(parse_utc_offset("+9"), Some(540));
    assert_eq!(parse_utc_offset("UTC+09:00"), Some(540));
    assert_eq!(parse_utc_offset("gmt-5:30"), Some(-330));
    assert_eq!(parse_utc_offset("+0545"), Some(345));
    assert_eq!(parse_utc_offset("UTC"), Some(0));
    assert_eq!(parse_utc_offset(" z "), Some(0));
    assert_eq!(parse_utc_offset("+14"), Some(840));
    for bad in [
        "Europe/Paris",
        "+15",
        "-13",
        "9",
        "+9:60",
        "+",
        "+1:2:3",
        "++1",
        "+٣",
    ] {
        assert_eq!(parse_utc_offset(bad), None, "{bad}");
    }
    assert_eq!(offset_text(-330), "-05:30");
    assert_eq!(offset_text(540), "+09:00");
}
