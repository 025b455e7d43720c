//! A tiny streaming SVG writer: every element goes through it, so escaping and
//! number formatting are done in one place and the output is deterministic
//! (golden images depend on that).

use std::fmt::Write as _;

pub struct SvgWriter {
    out: String,
    open: Vec<&'static str>,
}

/// An element whose start tag is being written; finish it with `leaf`, `open`
/// or `text`.
#[must_use = "an element must be finished with leaf(), open() or text()"]
pub struct Tag<'a> {
    w: &'a mut SvgWriter,
    name: &'static str,
}

pub trait AttrValue {
    fn write_to(&self, out: &mut String);
}

impl AttrValue for &str {
    fn write_to(&self, out: &mut String) {
        escape_into(self, out);
    }
}

impl AttrValue for String {
    fn write_to(&self, out: &mut String) {
        escape_into(self, out);
    }
}

impl AttrValue for f32 {
    fn write_to(&self, out: &mut String) {
        push_num(out, *self);
    }
}

impl AttrValue for u32 {
    fn write_to(&self, out: &mut String) {
        let _ = write!(out, "{self}");
    }
}

impl AttrValue for u8 {
    fn write_to(&self, out: &mut String) {
        let _ = write!(out, "{self}");
    }
}

/// Two decimals are far below a pixel at any size we render, and keep the SVG
/// short and stable across platforms.
pub fn push_num(out: &mut String, v: f32) {
    let v = if v.is_finite() { v } else { 0.0 };
    let r = (v * 100.0).round() / 100.0;
    let r = if r == 0.0 { 0.0 } else { r }; // no "-0"
    let _ = write!(out, "{r}");
}

/// Builds path data ("M x y L x y ... Z") with the same number format.
#[derive(Default)]
pub struct PathData(String);

impl PathData {
    pub fn new() -> Self {
        PathData(String::new())
    }

    fn cmd(&mut self, c: char, x: f32, y: f32) -> &mut Self {
        if !self.0.is_empty() {
            self.0.push(' ');
        }
        self.0.push(c);
        push_num(&mut self.0, x);
        self.0.push(' ');
        push_num(&mut self.0, y);
        self
    }

    pub fn move_to(&mut self, x: f32, y: f32) -> &mut Self {
        self.cmd('M', x, y)
    }

    pub fn line_to(&mut self, x: f32, y: f32) -> &mut Self {
        self.cmd('L', x, y)
    }

    pub fn close(&mut self) -> &mut Self {
        self.0.push_str(" Z");
        self
    }

    /// A closed polygon through `pts`.
    pub fn polygon(&mut self, pts: &[(f32, f32)]) -> &mut Self {
        for (i, &(x, y)) in pts.iter().enumerate() {
            if i == 0 {
                self.move_to(x, y);
            } else {
                self.line_to(x, y);
            }
        }
        self.close()
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

fn escape_into(s: &str, out: &mut String) {
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // XML 1.0 forbids most control characters; a stray one in a
            // player's name must not make the whole image fail to parse.
            c if (c as u32) < 0x20 && c != '\t' && c != '\n' && c != '\r' => out.push(' '),
            c => out.push(c),
        }
    }
}

impl SvgWriter {
    pub fn new(width: f32, height: f32) -> Self {
        let mut w = SvgWriter {
            out: String::with_capacity(64 * 1024),
            open: Vec::new(),
        };
        let vb = {
            let mut s = String::from("0 0 ");
            push_num(&mut s, width);
            s.push(' ');
            push_num(&mut s, height);
            s
        };
        w.start("svg")
            .attr("xmlns", "http://www.w3.org/2000/svg")
            .attr("width", width)
            .attr("height", height)
            .attr("viewBox", vb)
            .open();
        w
    }

    pub fn start(&mut self, name: &'static str) -> Tag<'_> {
        self.out.push('<');
        self.out.push_str(name);
        Tag { w: self, name }
    }

    /// Closes the innermost element opened with `Tag::open`.
    pub fn end(&mut self) {
        if let Some(name) = self.open.pop() {
            self.out.push_str("</");
            self.out.push_str(name);
            self.out.push('>');
        }
    }

    /// Text inside the innermost open element (escaped).
    pub fn chars(&mut self, content: &str) {
        escape_into(content, &mut self.out);
    }

    pub fn finish(mut self) -> String {
        while !self.open.is_empty() {
            self.end();
        }
        self.out
    }
}

impl Tag<'_> {
    pub fn attr(self, key: &str, value: impl AttrValue) -> Self {
        self.w.out.push(' ');
        self.w.out.push_str(key);
        self.w.out.push_str("=\"");
        value.write_to(&mut self.w.out);
        self.w.out.push('"');
        self
    }

    pub fn leaf(self) {
        self.w.out.push_str("/>");
    }

    pub fn open(self) {
        self.w.out.push('>');
        self.w.open.push(self.name);
    }

    pub fn text(self, content: &str) {
        self.w.out.push('>');
        escape_into(content, &mut self.w.out);
        self.w.out.push_str("</");
        self.w.out.push_str(self.name);
        self.w.out.push('>');
    }
}
