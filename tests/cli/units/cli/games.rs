//! The unit tests of src/cli/games.rs.

#[test]
fn times_read_as_utc_dates() {
    assert_eq!(seireigi::cli::games::utc(0), "1970-01-01 00:00 UTC");
    assert_eq!(
        seireigi::cli::games::utc(1_700_000_000_000),
        "2023-11-14 22:13 UTC"
    );
    assert_eq!(
        seireigi::cli::games::utc(951_782_400_000),
        "2000-02-29 00:00 UTC"
    );
}
