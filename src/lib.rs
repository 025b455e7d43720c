//! Seireigi: correspondence play of large shogi variants with drops.

pub mod ai;
pub mod bot;
pub mod cli;
pub mod i18n;
pub mod rating;
pub mod render;
pub mod rules;
pub mod service;
pub mod store;
pub mod tournament;
pub mod usi;
pub mod web;
pub mod wording;
