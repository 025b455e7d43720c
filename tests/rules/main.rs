//! The rules core: move generation (perft), notation, positions, history, game files.
//! One test binary for these files, so that the link is done once.

/// Positions from piece lists, move sets as text, the rotation of a position.
use seireigi_test_support::positions as common;

mod captures;
mod check;
mod chu_shogi;
mod dai_lion;
mod dai_special;
mod discord_texts;
mod dobutsu;
mod drops_promotion;
mod file_faults;
mod format_rules;
mod game_texts;
mod games_dir;
mod history;
mod i18n_literals;
mod inheritance;
mod layers;
mod modal_moves;
mod notation;
mod perft_brute_force;
mod perft_files;
mod perft_shogi;
mod piece_moves;
mod promotion_chains;
mod properties;
mod royal_capture_hands;
mod sfen_hands;
mod shogi_vs_haitaka;
mod short_kanji;
mod start;

/// Tests of the library's internals, one file per source file (units/<path> tests src/<path>).
mod units;
