//! The loaded games: the files embedded from assets/games/ and, when the operator gives a
//! folder, its files too (docs/games.md), and the lookups of a [`Variant`] among them.
//!
//! The rules core does no I/O: the program reads the operator's folder and passes the texts
//! to [`install`] before anything asks for a game. Without that call the registry holds the
//! embedded games only.

use super::game::Variant;
use super::game_file::{self, GameFileError};
use std::sync::OnceLock;

use super::builtin::BUILTIN_GAMES;

/// The lookups of games by the rest of the program.
impl Variant {
    /// The game named by an id or an alias, in any case, with spaces or `_` for `-`.
    pub fn from_id(text: &str) -> Option<Variant> {
        registry().find(text)
    }

    /// Every loaded game, the default first.
    pub fn all() -> impl Iterator<Item = Variant> + Clone {
        registry().games.iter().copied()
    }

    /// The game used when a command names none.
    pub fn default_game() -> Variant {
        registry().default
    }

    /// The game external engines play (its file says `standard_shogi = true`), the first
    /// loaded if several do: `seireigi usi` starts in it. The embedded shogi.toml is one.
    pub fn standard_shogi() -> Option<Variant> {
        Variant::all().find(|v| v.game().standard_shogi)
    }

    /// An embedded game, for tests and benchmarks that need one particular board. The
    /// embedded files are fixed at build time, so an unknown id is a bug in the caller.
    pub fn builtin(id: &str) -> Variant {
        match registry().find(id) {
            Some(v) => v,
            None => panic!("no embedded game {id:?}"),
        }
    }

    /// The loaded games' ids, for messages that list them (joined in the reader's language
    /// by `i18n::refusals::game_ids`).
    pub fn ids() -> Vec<&'static str> {
        Variant::all().map(Variant::id).collect()
    }
}

/// A set of loaded games with distinct ids, aliases and names.
pub struct Registry {
    games: Vec<Variant>,
    default: Variant,
}

/// How an id is compared: lower case, `-` for spaces and `_`.
pub fn normalize_id(text: &str) -> String {
    text.trim().to_ascii_lowercase().replace([' ', '_'], "-")
}

impl Registry {
    /// The embedded games followed by `extra` (file name, text) in the order given.
    pub fn load(extra: &[(String, String)]) -> Result<Registry, GameFileError> {
        let mut games: Vec<Variant> = Vec::new();
        // Every file, so that a `base` may name any game, whatever the order of the files.
        let files: Vec<(String, String)> = BUILTIN_GAMES
            .iter()
            .map(|&(name, text)| (name.to_string(), text.to_string()))
            .chain(extra.iter().cloned())
            .collect();
        for (name, text) in &files {
            let (name, text) = (name.clone(), text.as_str());
            let game = game_file::load_among(&name, text, &files)?;
            for (field, key) in
                std::iter::once(("id", game.id)).chain(game.aliases.iter().map(|a| ("aliases", *a)))
            {
                if let Some(other) = games.iter().find(|v| v.answers_to(key)) {
                    return Err(GameFileError::new(
                        &name,
                        field,
                        format!(
                            "{key:?} already names {} ({})",
                            other.game().name,
                            other.game().file
                        ),
                    ));
                }
            }
            // Menus and messages show games by name: two alike could not be told apart.
            if let Some(other) = games
                .iter()
                .find(|v| v.game().name.trim().eq_ignore_ascii_case(game.name.trim()))
            {
                return Err(GameFileError::new(
                    &name,
                    "name",
                    format!(
                        "{:?} is already the name of {} ({}): give this game another name",
                        game.name,
                        other.id(),
                        other.game().file
                    ),
                ));
            }
            games.push(game.variant());
        }
        let defaults: Vec<Variant> = games
            .iter()
            .copied()
            .filter(|v| v.game().is_default)
            .collect();
        let default = match defaults.as_slice() {
            [] => *games
                .first()
                .ok_or_else(|| GameFileError::new("", "", "no games".into()))?,
            [one] => *one,
            [first, second, ..] => {
                return Err(GameFileError::new(
                    second.game().file,
                    "default",
                    format!("{} is already the default game", first.game().file),
                ))
            }
        };
        games.retain(|v| *v != default);
        games.insert(0, default);
        Ok(Registry { games, default })
    }

    pub fn find(&self, text: &str) -> Option<Variant> {
        let want = normalize_id(text);
        self.games.iter().copied().find(|v| v.answers_to(&want))
    }

    pub fn games(&self) -> &[Variant] {
        &self.games
    }
}

static REGISTRY: OnceLock<Registry> = OnceLock::new();

/// The loaded games (the embedded ones if [`install`] was never called).
pub fn registry() -> &'static Registry {
    REGISTRY.get_or_init(|| match Registry::load(&[]) {
        Ok(r) => r,
        // The embedded files are checked by every test run.
        Err(e) => panic!("embedded game file: {e}"),
    })
}

/// Loads the embedded games and the operator's (file name, text) pairs, once, before any
/// game is used. Fails on a bad file, or if the games were already loaded.
pub fn install(extra: &[(String, String)]) -> Result<&'static Registry, GameFileError> {
    let loaded = Registry::load(extra)?;
    REGISTRY
        .set(loaded)
        .map_err(|_| GameFileError::new("", "", "the games were already loaded".into()))?;
    Ok(registry())
}
