//! The slash commands of docs/bot.md. A command that writes or renders acknowledges first (a
//! defer, private when its answer is private), because Discord gives three seconds; it then
//! does the work and answers with follow-ups. Read-only checks may refuse before that.

mod analyse;
mod challenge;
mod common;
mod forecast;
mod game;
mod games;
mod help;
mod hint;
mod localize;
mod move_input;
mod moves;
mod offers;
mod piece;
mod ratings;
mod rules;
mod server;
mod settings;
mod tournament;

use crate::bot::context::{Data, Error};
pub use common::note_start;
// For `crate::bot::units` (tests/bot/units/) only.
pub use analyse::{fit_review, side_summary, Review};
use common::GameChoice;
pub use forecast::line_choices;
pub use help::{game_list, help_text, NAMES_ROOM};
pub use hint::judgement;
pub use localize::{choice_id, command_id};
pub use tournament::parse_start;

pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        challenge::challenge(),
        game::play_move(),
        forecast::forecast(),
        forecast::note(),
        game::board(),
        moves::moves(),
        game::history(),
        game::export(),
        hint::hint(),
        analyse::analyse(),
        offers::resign(),
        offers::draw(),
        offers::takeback(),
        offers::impasse(),
        piece::piece(),
        games::games(),
        ratings::rating(),
        ratings::leaderboard(),
        tournament::tournament(),
        rules::rules(),
        settings::settings(),
        help::help(),
        server::server(),
    ];
    // Discord takes an option's choices or its autocomplete, not both: while the games fit
    // in a menu, the menu it is.
    if GameChoice::as_menu() {
        for command in &mut commands {
            menu_not_autocomplete(command);
        }
    }
    localize::localize(&mut commands);
    commands
}

/// Drops the autocomplete of `command`'s `game` options, and its subcommands'.
fn menu_not_autocomplete(command: &mut poise::Command<Data, Error>) {
    for p in &mut command.parameters {
        if p.name == "game" {
            p.autocomplete_callback = None;
        }
    }
    for sub in &mut command.subcommands {
        menu_not_autocomplete(sub);
    }
}
