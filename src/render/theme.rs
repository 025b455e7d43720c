//! Colours, in one place so the look can be tuned without touching geometry.

/// Dark walnut page: sits well in Discord's dark theme and makes the board and
/// the piece stands read as separate objects.
pub const PAGE: &str = "#2b2320";
pub const PAGE_TEXT: &str = "#f2e8d8";
pub const COORD_TEXT: &str = "#e6d5b8";

/// Flat, not a gradient: a gradient doubles the PNG size for little gain.
pub const WOOD: &str = "#f0cf8e";
/// Dark squares of the checkered option.
pub const WOOD_CHECK: &str = "#cc9a55";
pub const GRID: &str = "#3d2a12";
/// Promotion zones: a faint shadow, enough to see, never enough to hide a mark.
pub const ZONE: &str = "#8a5a1c";
pub const ZONE_OPACITY: f32 = 0.13;

pub const STAND: &str = "#d9ae68";
pub const STAND_EDGE: &str = "#8c6232";

pub const PIECE_FILL: &str = "#fbeacb";
pub const PIECE_EDGE: &str = "#5b3d1c";
pub const PIECE_TEXT: &str = "#1b1410";
pub const PROMOTED_TEXT: &str = "#c4161c";

pub const LAST_MOVE: &str = "#7fbf3f";
pub const LAST_MOVE_OPACITY: f32 = 0.45;
/// A frame inside the last move's squares: a piece covers most of a tint, and on a phone the
/// corners left showing are a few pixels.
pub const LAST_MOVE_FRAME: &str = "#3f8a12";
pub const CHECK: &str = "#e0201b";
pub const CHECK_OPACITY: f32 = 0.55;
pub const DEST: &str = "#1f5f8b";
pub const DEST_OPACITY: f32 = 0.72;

// Piece-diagram marks: hue and shape both differ, so they stay apart for
// colour-blind players too.
pub const STEP: &str = "#23803a";
pub const SLIDE: &str = "#1c5fb8";
pub const JUMP: &str = "#e07b00";
pub const HOOK: &str = "#7b3fb0";
pub const LION: &str = "#c8102e";
pub const RANGE_JUMP: &str = "#0f7f86";

/// Western style: Black's pieces are dark tiles with light letters and White's light tiles
/// with dark letters, so the side's name is the piece's colour, as in chess; upright letters
/// stay readable and the sides part at a glance even at 25 px a square.
pub const DARK_PIECE_FILL: &str = "#2e2620";
pub const DARK_PIECE_EDGE: &str = "#120d0a";
pub const DARK_PIECE_TEXT: &str = "#f7ead0";
pub const DARK_PROMOTED_TEXT: &str = "#ff7b66";

/// The piece giving check: a red frame without the King's fill, so the two read as a pair.
pub const CHECK_FRAME: &str = "#d0100c";
/// The chosen piece of a /moves image.
pub const SELECTED: &str = "#1f5f8b";
pub const SELECTED_OPACITY: f32 = 0.30;

/// Count badges on pieces in hand.
pub const BADGE: &str = "#1b1410";
pub const BADGE_TEXT: &str = "#ffffff";
pub const SHADOW: &str = "#000000";
pub const SHADOW_OPACITY: f32 = 0.3;
