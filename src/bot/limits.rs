//! Discord's limits on the texts the bot sends, each checked in one function that every
//! text of its kind goes through where it is built: a text over a limit makes Discord refuse
//! the whole message (or empty the whole menu), so it is cut here instead, saying so where
//! there is room. A leaf: it knows nothing of the rest of the bot.

/// Characters in a message's content.
pub const MESSAGE: usize = 2000;
/// Characters in an embed's description.
pub const EMBED_DESCRIPTION: usize = 4096;
/// Characters in an autocomplete or option choice's name, and in its string value.
pub const CHOICE: usize = 100;
/// Characters in a select menu option's label (and description).
pub const SELECT_LABEL: usize = 100;
/// Characters in a thread's name.
pub const THREAD_NAME: usize = 100;
/// Characters in a link button's URL.
pub const URL: usize = 512;
/// Choices in one autocomplete answer, options in one select menu.
pub const CHOICES: usize = 25;

/// A message's content within [`MESSAGE`]: longer text is cut (on a line break when there
/// is one near the end), saying how much was left out.
pub fn message(text: impl Into<String>) -> String {
    cut_saying(text.into(), MESSAGE)
}

/// An embed's description within [`EMBED_DESCRIPTION`], cut as [`message`] cuts.
pub fn embed_description(text: impl Into<String>) -> String {
    cut_saying(text.into(), EMBED_DESCRIPTION)
}

/// An autocomplete choice's name or string value: one line within [`CHOICE`].
pub fn choice(text: &str) -> String {
    one_line(text, CHOICE)
}

/// A select menu option's label or description: one line within [`SELECT_LABEL`].
pub fn select_label(text: &str) -> String {
    one_line(text, SELECT_LABEL)
}

/// A thread's name: one line within [`THREAD_NAME`].
pub fn thread_name(text: &str) -> String {
    one_line(text, THREAD_NAME)
}

/// A link button's URL, or `None` when Discord would refuse it for its length (a long
/// public URL): better no button than no message.
pub fn link_url(url: String) -> Option<String> {
    (url.len() <= URL).then_some(url)
}

/// At most [`CHOICES`] of `items`, the first ones.
pub fn choices<T>(mut items: Vec<T>) -> Vec<T> {
    items.truncate(CHOICES);
    items
}

/// `text` on one line (control characters, line breaks and direction overrides as spaces)
/// and at most `max` characters, cut with an ellipsis.
fn one_line(text: &str, max: usize) -> String {
    let clean: String = text
        .chars()
        .map(|c| {
            if c.is_control()
                || ('\u{202a}'..='\u{202e}').contains(&c)
                || ('\u{2066}'..='\u{2069}').contains(&c)
            {
                ' '
            } else {
                c
            }
        })
        .collect();
    let clean = clean.trim();
    if clean.chars().count() <= max {
        return clean.to_string();
    }
    let mut out: String = clean.chars().take(max - 1).collect();
    out.push('…');
    out
}

fn cut_saying(text: String, max: usize) -> String {
    let total = text.chars().count();
    if total <= max {
        return text;
    }
    let room: String = text.chars().take(max - 40).collect();
    let kept = match room.rfind('\n') {
        Some(i) if i > room.len() / 2 => &room[..i],
        _ => room.as_str(),
    };
    let left = total - kept.chars().count();
    format!("{kept}\n… ({left} more characters not shown)")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn len(s: &str) -> usize {
        s.chars().count()
    }

    #[test]
    fn a_message_is_cut_to_2000_and_says_so() {
        let text = "line of text ☗\n".repeat(500);
        let out = message(text.as_str());
        assert!(len(&out) <= MESSAGE, "{}", len(&out));
        assert!(out.ends_with("more characters not shown)"), "{out}");
        assert!(text.starts_with(out.lines().next().unwrap_or("?")));
        assert_eq!(message("short"), "short");
        let exact = "é".repeat(MESSAGE);
        assert_eq!(message(exact.as_str()), exact);
    }

    #[test]
    fn an_embed_description_is_cut_to_4096() {
        let out = embed_description("x".repeat(10_000));
        assert!(
            len(&out) <= EMBED_DESCRIPTION && len(&out) > MESSAGE,
            "{}",
            len(&out)
        );
        assert!(out.contains("more characters not shown"));
    }

    #[test]
    fn a_choice_is_one_line_of_at_most_100() {
        let out = choice(&format!("a\nb\u{0}c\u{202e}{}", "名".repeat(300)));
        assert_eq!(len(&out), CHOICE);
        assert!(out.starts_with("a b c "), "{out}");
        assert!(out.ends_with('…'));
        assert_eq!(choice("7g7f"), "7g7f");
    }

    #[test]
    fn a_select_label_is_at_most_100() {
        let out = select_label(&"Lion ".repeat(50));
        assert_eq!(len(&out), SELECT_LABEL);
        assert_eq!(select_label("Lion"), "Lion");
    }

    #[test]
    fn a_thread_name_is_one_line_of_at_most_100() {
        let out = thread_name(&format!("Game 1: {}\nx", "Very long name ".repeat(20)));
        assert_eq!(len(&out), THREAD_NAME);
        assert!(!out.contains('\n'));
        assert_eq!(thread_name("Game 1"), "Game 1");
    }

    #[test]
    fn at_most_25_choices() {
        assert_eq!(choices((0..100).collect::<Vec<_>>()).len(), CHOICES);
        assert_eq!(choices(vec![1, 2]), vec![1, 2]);
    }
}
