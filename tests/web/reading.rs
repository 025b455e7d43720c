//! What a reader reads of a page in Chromium, shared by the tests that look for English
//! left in a translated page (languages.rs, play_languages.rs).

use std::path::{Path, PathBuf};

/// The page's text (with what its scripts wrote), what it says in titles and labels, and
/// its title.
pub const EVERYTHING_READ: &str = r#"(() => {
    const attrs = [...document.querySelectorAll("[title],[aria-label],[placeholder]")]
        .map(e => (e.getAttribute("title") || "") + " " + (e.getAttribute("aria-label") || "")
            + " " + (e.getAttribute("placeholder") || ""));
    return document.title + "\n" + document.body.innerText + "\n" + attrs.join("\n");
})()"#;

/// The words of `words` that `text` contains.
pub fn found_in(words: &[&'static str], text: &str) -> Vec<&'static str> {
    words.iter().copied().filter(|w| text.contains(w)).collect()
}

/// Where the browser tests put their screenshots: target/test-output/web.
pub fn output_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-output/web");
    std::fs::create_dir_all(&dir).expect("create target/test-output/web");
    dir
}
