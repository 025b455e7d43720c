//! Unit tests of src/service/forecast.rs.

use seireigi::service::units::{decode, encode, merge};
use seireigi::service::MAX_FORECAST_LINES;

#[test]
fn lines_round_trip_and_merge() {
    let l = |s: &str| s.split(' ').map(str::to_string).collect::<Vec<_>>();
    let mut lines = vec![l("7g7f 3c3d")];
    merge(&mut lines, l("7g7f 3c3d 2g2f 8c8d")).unwrap();
    assert_eq!(lines, vec![l("7g7f 3c3d 2g2f 8c8d")]);
    merge(&mut lines, l("7g7f 3c3d")).unwrap();
    assert_eq!(lines.len(), 1);
    merge(&mut lines, l("2g2f 8c8d")).unwrap();
    assert_eq!(decode(&encode(&lines)), lines);
    let mut full: Vec<Vec<String>> = (0..MAX_FORECAST_LINES)
        .map(|i| vec![i.to_string(), "x".into()])
        .collect();
    assert!(merge(&mut full, l("a b")).is_err());
}
