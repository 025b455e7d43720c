//! Words at the edge (docs/i18n.md): every sentence a person reads is a Fluent message of
//! one catalogue per language, `locales/<language>/*.ftl`, embedded in the binary by
//! `build.rs`. The bot, the web pages and the command line look messages up here; the
//! service and the rules never do (they speak in values). A message missing in a language
//! falls back to English; the tests (tests/i18n) make sure none is missing.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::OnceLock;

mod forecast;
pub mod games;
pub mod moves;
pub mod refusals;
pub mod time;

include!(concat!(env!("OUT_DIR"), "/locale_files.rs"));

/// A language the bot speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    En,
    Fr,
    Ja,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::Ja];

    /// The language's code, also its folder under `locales/` and its Discord locale (English
    /// is Discord's default and has none).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Ja => "ja",
        }
    }

    /// The language of a locale tag as Discord (`fr`, `en-US`, `ja`) or `LANG` (`fr_FR.UTF-8`)
    /// writes it; `None` for a language the bot does not speak.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The language of `tag`, English when there is none or the bot does not speak it.
    pub fn or_english(tag: Option<&str>) -> Lang {
        tag.and_then(Lang::from_tag).unwrap_or(Lang::En)
    }
}

/// A value put into a message: a text (a name, a move) or a number (which chooses the plural).
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(s.as_str()))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(i32, i64, u32, u64, usize);

type Bundle = FluentBundle<FluentResource>;

/// The catalogues, one bundle per language in the order of [`Lang::ALL`].
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.iter().map(|&l| bundle(l)).collect())
}

fn bundle(lang: Lang) -> Bundle {
    let id = lang
        .code()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around values: Discord shows them as stray characters.
    bundle.set_use_isolating(false);
    for (code, file, text) in LOCALE_FILES {
        if *code != lang.code() {
            continue;
        }
        // A file with a syntax error keeps the messages that parsed; the tests refuse it.
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                tracing::warn!(file, errors = errors.len(), "locale file has syntax errors");
                r
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::warn!(
                file,
                errors = errors.len(),
                "locale file repeats message ids"
            );
        }
    }
    bundle
}

/// One language's catalogue (public, hidden, for the test that formats every message).
#[doc(hidden)]
pub fn bundle_of(lang: Lang) -> &'static Bundle {
    let i = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    &bundles()[i]
}

/// Arguments as Fluent takes them (public, hidden, for the test that formats every message).
#[doc(hidden)]
pub fn fluent_args(args: &[(&str, Arg)]) -> FluentArgs<'static> {
    let mut out = FluentArgs::new();
    for (name, value) in args {
        let value: FluentValue<'static> = match value {
            Arg::Text(s) => FluentValue::from(s.to_string()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        out.set(name.to_string(), value);
    }
    out
}

/// Message `id` of one language's catalogue, or of its attribute `attribute`; `None` when
/// that language lacks it.
pub fn lookup(
    lang: Lang,
    id: &str,
    attribute: Option<&str>,
    args: &[(&str, Arg)],
) -> Option<String> {
    let bundle = bundle_of(lang);
    let message = bundle.get_message(id)?;
    let pattern = match attribute {
        None => message.value()?,
        Some(a) => message.get_attribute(a)?.value(),
    };
    let args = fluent_args(args);
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    Some(text.into_owned())
}

/// Message `id` in `lang` with `args`, in English when `lang` lacks it, and the id itself
/// when English lacks it too (the tests make sure that never ships).
pub fn tr(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    lookup(lang, id, None, args)
        .or_else(|| lookup(Lang::En, id, None, args))
        .unwrap_or_else(|| id.to_string())
}

/// "a, b and c" in `lang`.
pub fn join_list<S: AsRef<str>>(lang: Lang, items: &[S]) -> String {
    join_with(lang, items, "list-two")
}

/// "a, b or c" in `lang`.
pub fn join_or<S: AsRef<str>>(lang: Lang, items: &[S]) -> String {
    join_with(lang, items, "list-or")
}

/// The items joined by the language's separator, the last two by `last_id`'s words.
fn join_with<S: AsRef<str>>(lang: Lang, items: &[S], last_id: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.as_ref().to_string(),
        Some((last, rest)) => {
            let separator = tr(lang, "list-separator", &[]);
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            tr(
                lang,
                last_id,
                &[
                    ("first", rest.join(&separator).into()),
                    ("last", last.as_ref().into()),
                ],
            )
        }
    }
}

/// The message ids of one language's catalogue, with the files that hold them, for the
/// tests that compare the languages.
pub fn catalogue_files(lang: Lang) -> impl Iterator<Item = (&'static str, &'static str)> {
    LOCALE_FILES
        .iter()
        .filter(move |(code, _, _)| *code == lang.code())
        .map(|(_, file, text)| (*file, *text))
}

/// Shorthand: `t!(lang, "id")`, `t!(lang, "id", name = value, ...)`.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:expr) => {
        $crate::i18n::tr($lang, $id, &[])
    };
    ($lang:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr($lang, $id, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}

/// The message ids of one language's catalogue (for the tests that compare it with what the
/// code looks up; public for them, since they are outside the library).
#[doc(hidden)]
pub fn message_ids(lang: Lang) -> std::collections::BTreeSet<String> {
    catalogue_files(lang)
        .flat_map(|(_, text)| {
            let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(r, _)| r);
            resource
                .body
                .into_iter()
                .filter_map(|e| match e {
                    fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// English, the language of whatever is not told otherwise (image options' default).
impl Default for Lang {
    fn default() -> Lang {
        Lang::En
    }
}
