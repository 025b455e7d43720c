//! The unit tests of src/rules/betza.rs.

use seireigi::rules::betza::*;

fn jumps(text: &str) -> Vec<(i8, i8)> {
    let mut v = parse(text).unwrap().jumps;
    v.sort();
    v
}

#[test]
fn oblique_prefixes_follow_rules_md() {
    assert_eq!(jumps("fN"), vec![(-1, 2), (1, 2)]);
    assert_eq!(jumps("fsN"), vec![(-2, 1), (2, 1)]);
    assert_eq!(jumps("bsZ"), vec![(-3, -2), (3, -2)]);
    assert_eq!(jumps("bC"), vec![(-1, -3), (1, -3)]);
    assert_eq!(jumps("fhN"), vec![(-2, 1), (-1, 2), (1, 2), (2, 1)]);
    assert_eq!(jumps("vN").len(), 4);
    assert!(parse("xN").is_err());
    // Betza's single oblique leaps and pairs.
    assert_eq!(jumps("ffN"), jumps("fN"));
    assert_eq!(jumps("frN"), vec![(2, 1)]);
    assert_eq!(jumps("rfN"), vec![(1, 2)]);
    assert_eq!(jumps("lN"), vec![(-2, -1), (-2, 1)]);
    assert_eq!(jumps("blN"), vec![(-2, -1)]);
    assert_eq!(jumps("lvN"), vec![(-1, -2), (-1, 2)]);
    assert_eq!(jumps("rhN"), vec![(1, -2), (1, 2), (2, -1), (2, 1)]);
    assert_eq!(jumps("frflN"), vec![(-2, 1), (2, 1)]);
    for modal in ["nN", "jR", "iW", "gQ"] {
        assert_eq!(
            parse(modal).unwrap_err().reason,
            "modifier not supported (only the direction prefixes f b s v l r h and m c p are)",
            "{modal}"
        );
    }
    assert!(parse("D3").is_err());
    assert!(parse("f").is_err());
}

#[test]
fn slides_steps_and_ranges() {
    let gold = parse("WfF").unwrap();
    assert_eq!(gold.rays, [1, 1, 1, 0, 1, 0, 1, 1]);
    let wolf = parse("vW3sWfF").unwrap();
    assert_eq!(wolf.rays, [3, 1, 1, 0, 3, 0, 1, 1]);
    let teaching_king = parse("fBvRbFsW").unwrap();
    assert_eq!(
        teaching_king.rays,
        [UNLIMITED, UNLIMITED, 1, 1, UNLIMITED, 1, 1, UNLIMITED]
    );
    assert_eq!(parse("K").unwrap().rays, [1; 8]);
    assert_eq!(parse("Q").unwrap().rays, [UNLIMITED; 8]);
}
