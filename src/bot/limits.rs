//! Discord's limits on the texts the bot sends, each checked in one function that every
//! text of its kind goes through where it is built: a text over a limit makes Discord refuse
//! the whole message (or empty the whole menu), so it is cut here instead, saying so where
//! there is room. Every builder that carries text to Discord (messages, replies, follow-ups,
//! edits, embeds, buttons, menu options, threads, choices) is begun here, with its text,
//! and nowhere else in the bot (`every_text_is_built_here` checks the sources). A leaf: it
//! knows nothing of the rest of the bot. The builders of long texts take the language the
//! text is in, for the note that says what was cut.

use crate::i18n::Lang;
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::{
    AutocompleteChoice, CreateButton, CreateEmbed, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, CreateThread, EditInteractionResponse, EditMessage,
};

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
/// Characters in a select menu's placeholder.
pub const PLACEHOLDER: usize = 150;
/// Characters in a button's label.
pub const BUTTON_LABEL: usize = 80;
/// Characters in an embed's title.
pub const EMBED_TITLE: usize = 256;
/// Characters in a link button's URL.
pub const URL: usize = 512;
/// Choices in one autocomplete answer, options in one select menu.
pub const CHOICES: usize = 25;

/// A message's content within [`MESSAGE`]: longer text is cut (on a line break when there
/// is one near the end), saying how much was left out.
pub fn message(lang: Lang, text: impl Into<String>) -> String {
    cut_saying(lang, text.into(), MESSAGE)
}

/// A message's content within [`MESSAGE`] with no note (for a text already cut in its
/// language by [`message`], checked again): cut with an ellipsis.
pub fn within_message(text: String) -> String {
    if text.chars().count() <= MESSAGE {
        return text;
    }
    let mut out: String = text.chars().take(MESSAGE - 1).collect();
    out.push('…');
    out
}

/// An embed's description within [`EMBED_DESCRIPTION`], cut as [`message`] cuts.
pub fn embed_description(lang: Lang, text: impl Into<String>) -> String {
    cut_saying(lang, text.into(), EMBED_DESCRIPTION)
}

/// An autocomplete choice's name or string value: one line within [`CHOICE`].
pub fn choice(text: &str) -> String {
    one_line(text, CHOICE)
}

/// A select menu option's label or description: one line within [`SELECT_LABEL`].
pub fn select_label(text: &str) -> String {
    one_line(text, SELECT_LABEL)
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

/// A message for a channel, a game's thread or a DM.
pub fn channel_message(lang: Lang, content: impl Into<String>) -> CreateMessage {
    CreateMessage::new().content(message(lang, content))
}

/// A command's reply (sent with `context::send`, which checks it again).
pub fn reply(lang: Lang, content: impl Into<String>) -> poise::CreateReply {
    poise::CreateReply::default().content(message(lang, content))
}

/// The first answer to a button or menu press: a new message or its message updated.
pub fn response(lang: Lang, content: impl Into<String>) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new().content(message(lang, content))
}

/// A private follow-up to an acknowledged interaction.
pub fn private_follow_up(
    lang: Lang,
    content: impl Into<String>,
) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .ephemeral(true)
        .content(message(lang, content))
}

/// An edit of an interaction's original answer.
pub fn edit_response(lang: Lang, content: impl Into<String>) -> EditInteractionResponse {
    EditInteractionResponse::new().content(message(lang, content))
}

/// An edit of a message the bot posted.
pub fn edit_message(lang: Lang, content: impl Into<String>) -> EditMessage {
    EditMessage::new().content(message(lang, content))
}

/// An embed with its title and description within their limits.
pub fn embed(lang: Lang, title: &str, description: impl Into<String>) -> CreateEmbed {
    CreateEmbed::new()
        .title(one_line(title, EMBED_TITLE))
        .description(embed_description(lang, description))
}

/// A button with its custom id and a label within [`BUTTON_LABEL`].
pub fn button(custom_id: String, label: &str) -> CreateButton {
    CreateButton::new(custom_id).label(one_line(label, BUTTON_LABEL))
}

/// A link button, or `None` when Discord would refuse its URL (see [`link_url`]).
pub fn link_button(url: String, label: &str) -> Option<CreateButton> {
    link_url(url).map(|url| CreateButton::new_link(url).label(one_line(label, BUTTON_LABEL)))
}

/// A string select menu of at most [`CHOICES`] options, its placeholder within
/// [`PLACEHOLDER`].
pub fn select_menu(
    custom_id: String,
    options: Vec<CreateSelectMenuOption>,
    placeholder: &str,
) -> CreateSelectMenu {
    let options = choices(options);
    CreateSelectMenu::new(custom_id, CreateSelectMenuKind::String { options })
        .placeholder(one_line(placeholder, PLACEHOLDER))
}

/// A select menu's option: its label and description within [`SELECT_LABEL`], its value
/// within [`CHOICE`].
pub fn select_option(
    label: &str,
    value: &str,
    description: Option<&str>,
) -> CreateSelectMenuOption {
    let option = CreateSelectMenuOption::new(select_label(label), one_line(value, CHOICE));
    match description {
        Some(d) => option.description(select_label(d)),
        None => option,
    }
}

/// A thread named `name` and then `tail`, within [`THREAD_NAME`]: a long name is cut
/// before `tail` (a game's number), which is kept whole.
pub fn thread(name: &str, tail: &str) -> CreateThread<'static> {
    let room = THREAD_NAME.saturating_sub(tail.chars().count()).max(1);
    CreateThread::new(one_line(
        &format!("{}{tail}", one_line(name, room)),
        THREAD_NAME,
    ))
}

/// An autocomplete choice with a string value, both within [`CHOICE`].
pub fn autocomplete(name: &str, value: &str) -> AutocompleteChoice {
    AutocompleteChoice::new(choice(name), choice(value))
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

/// `text` within `max` characters, cut with a note in `lang` saying how much was left out.
fn cut_saying(lang: Lang, text: String, max: usize) -> String {
    let total = text.chars().count();
    if total <= max {
        return text;
    }
    // Room for the note with the largest count it can say (the whole text's length).
    let widest = t!(lang, "cut-note", count = total).chars().count() + 1;
    let room: String = text.chars().take(max.saturating_sub(widest)).collect();
    let kept = match room.rfind('\n') {
        Some(i) if i > room.len() / 2 => &room[..i],
        _ => room.as_str(),
    };
    let left = total - kept.chars().count();
    let note = t!(lang, "cut-note", count = left);
    format!("{kept}\n{note}")
}
