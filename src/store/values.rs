//! The words the database stores for settings, results and choices, read and written as
//! typed values, so that neither the store nor the service compares or builds these strings.
//! A word the program does not know fails to decode: the row is reported damaged, never
//! taken for a default.
//!
//! The settings are the store's own enums (`derive(sqlx::Type)`: the derive's names are their
//! only text), and so are the stored forms of the renderer's piece style ([`StoredStyle`])
//! and the computer's level ([`StoredLevel`]): the service converts them, so the store knows
//! neither the renderer nor the engine. Values of the rules (a game's result, a side) keep
//! their one text where they are defined, and [`stored_as_text!`] stores exactly that text.

use crate::rules::{Color, Reason};
use serde::{Deserialize, Serialize};

/// How a user reads moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "text")]
#[sqlx(rename_all = "lowercase")]
pub enum Notation {
    Canonical,
    Western,
    Japanese,
}

/// Which way up a user sees the boards of their own games.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "text")]
#[sqlx(rename_all = "snake_case")]
pub enum Orientation {
    /// My side at the bottom.
    Mine,
    /// The side to move at the bottom.
    ToMove,
}

/// How a user is told it is their turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "text")]
#[sqlx(rename_all = "lowercase")]
pub enum Notify {
    Mention,
    Dm,
    None,
}

/// Which colour the challenger wants.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ColorChoice {
    Black,
    White,
    Random,
}

impl ColorChoice {
    pub const ALL: [ColorChoice; 3] = [ColorChoice::Black, ColorChoice::White, ColorChoice::Random];

    /// The word stored.
    pub fn as_str(self) -> &'static str {
        match self {
            ColorChoice::Black => "black",
            ColorChoice::White => "white",
            ColorChoice::Random => "random",
        }
    }

    /// Reads what a player typed: a side as [`Color::parse`] reads it, or `random` (also
    /// for nothing at all).
    pub fn parse(text: &str) -> Option<ColorChoice> {
        let text = text.trim();
        match Color::parse(text) {
            Some(Color::Black) => Some(ColorChoice::Black),
            Some(Color::White) => Some(ColorChoice::White),
            None if text.is_empty() || text.eq_ignore_ascii_case("random") => {
                Some(ColorChoice::Random)
            }
            None => None,
        }
    }
}

/// Draw, takeback and impasse proposals. Its word is the same in the database, in the
/// outbox's JSON and in button ids: [`OfferKind::as_str`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum OfferKind {
    Draw,
    Takeback,
    Impasse,
}

impl OfferKind {
    pub const ALL: [OfferKind; 3] = [OfferKind::Draw, OfferKind::Takeback, OfferKind::Impasse];

    pub fn as_str(self) -> &'static str {
        match self {
            OfferKind::Draw => "draw",
            OfferKind::Takeback => "takeback",
            OfferKind::Impasse => "impasse",
        }
    }

    pub fn parse(text: &str) -> Option<OfferKind> {
        OfferKind::ALL.into_iter().find(|k| k.as_str() == text)
    }
}

impl From<OfferKind> for &'static str {
    fn from(kind: OfferKind) -> &'static str {
        kind.as_str()
    }
}

impl TryFrom<String> for OfferKind {
    type Error = String;

    fn try_from(text: String) -> Result<OfferKind, String> {
        OfferKind::parse(&text).ok_or_else(|| format!("unknown offer {text:?}"))
    }
}

/// A piece style as stored (the renderer's `PieceStyle`, converted by the service).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "text")]
#[sqlx(rename_all = "lowercase")]
pub enum StoredStyle {
    #[default]
    Kanji,
    Western,
}

/// The computer's level as stored (the engine's `Level`, converted by the service).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "text")]
#[sqlx(rename_all = "lowercase")]
pub enum StoredLevel {
    Easy,
    Normal,
    Strong,
}

/// Stores a type defined outside the store as the text `$word` gives each of `$all`, and
/// reads it back by the same words: one text per value, for every database sqlx speaks
/// (`TEXT` columns). `$what` names the value in the error of a word no value has.
macro_rules! stored_as_text {
    ($ty:ty, $what:literal, $all:expr, $word:expr) => {
        impl<DB: sqlx::Database> sqlx::Type<DB> for $ty
        where
            str: sqlx::Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <str as sqlx::Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <str as sqlx::Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: sqlx::Database> sqlx::Encode<'q, DB> for $ty
        where
            &'q str: sqlx::Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as sqlx::Database>::ArgumentBuffer<'q>,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                let word: &'static str = $word(*self);
                <&'q str as sqlx::Encode<'q, DB>>::encode(word, buf)
            }
        }

        impl<'r, DB: sqlx::Database> sqlx::Decode<'r, DB> for $ty
        where
            &'r str: sqlx::Decode<'r, DB>,
        {
            fn decode(
                value: <DB as sqlx::Database>::ValueRef<'r>,
            ) -> Result<Self, sqlx::error::BoxDynError> {
                let text = <&'r str as sqlx::Decode<'r, DB>>::decode(value)?;
                $all.into_iter()
                    .find(|v| $word(*v) == text)
                    .ok_or_else(|| format!("unknown {} {text:?}", $what).into())
            }
        }
    };
}

stored_as_text!(Reason, "end reason", Reason::ALL, Reason::id);
stored_as_text!(Color, "side", Color::BOTH, Color::name);
stored_as_text!(OfferKind, "offer", OfferKind::ALL, OfferKind::as_str);
stored_as_text!(
    ColorChoice,
    "colour choice",
    ColorChoice::ALL,
    ColorChoice::as_str
);
