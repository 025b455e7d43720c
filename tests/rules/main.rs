//! The rules core: move generation (perft), notation, positions, history, game files.
//! One test binary for these files, so that the shared code and the link are built once.

#[path = "../common/mod.rs"]
mod common;

mod captures;
mod check;
mod dai_lion;
mod dai_special;
mod drops_promotion;
mod games_dir;
mod history;
mod layers;
mod notation;
mod perft_brute_force;
mod perft_files;
mod perft_shogi;
mod piece_moves;
mod promotion_chains;
mod properties;
mod sfen_hands;
mod shogi_vs_haitaka;
mod short_kanji;
mod start;
