//! The unit tests of src/rules/types.rs.

use seireigi::rules::types::*;

#[test]
fn squares_parse_and_print() {
    for text in ["1a", "7i", "12l", "15o", "16p"] {
        let sq = Square::parse(text).expect(text);
        assert_eq!(sq.to_string(), text);
    }
    assert_eq!(Square::parse("12L"), Square::new(12, 11));
    assert_eq!(
        Square::read("12l11k".chars()),
        Some((Square::new(12, 11).unwrap(), 3))
    );
    assert_eq!(
        Square::read("7i-7h".chars()),
        Some((Square::new(7, 8).unwrap(), 2))
    );
    for bad in [
        "", "0a", "17a", "7", "i7", "7ii", "07i", "7q", "7!", "123a", "1 a",
    ] {
        assert_eq!(Square::parse(bad), None, "{bad}");
    }
}

#[test]
fn colours_parse_every_way_they_are_written() {
    for (text, color) in [
        ("black", Color::Black),
        ("Sente", Color::Black),
        ("b", Color::Black),
        (" WHITE ", Color::White),
        ("gote", Color::White),
        ("w", Color::White),
    ] {
        assert_eq!(Color::parse(text), Some(color), "{text}");
    }
    for bad in ["", "blue", "bw", "black white", "x"] {
        assert_eq!(Color::parse(bad), None, "{bad}");
    }
    for c in Color::BOTH {
        assert_eq!(Color::parse(c.name()), Some(c));
        assert_eq!(Color::parse(&c.to_string()), Some(c));
    }
}
