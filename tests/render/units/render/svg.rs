//! The unit tests of src/render/svg.rs.

use seireigi::render::svg::*;

#[test]
fn escapes_and_nests() {
    let mut w = SvgWriter::new(10.0, 5.5);
    w.start("g").attr("class", "a\"b").open();
    w.start("text").attr("x", 1.004_f32).text("<&>");
    w.end();
    let s = w.finish();
    assert!(s.contains("viewBox=\"0 0 10 5.5\""));
    assert!(s.contains("<g class=\"a&quot;b\"><text x=\"1\">&lt;&amp;&gt;</text></g></svg>"));
}

#[test]
fn numbers_are_short() {
    let mut s = String::new();
    push_num(&mut s, -0.001);
    s.push(',');
    push_num(&mut s, 12.345_6);
    s.push(',');
    push_num(&mut s, f32::NAN);
    assert_eq!(s, "0,12.35,0");
}
