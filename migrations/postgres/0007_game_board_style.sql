-- The agreed piece style of a game's public posts, as migrations/sqlite/0007 says.
ALTER TABLE games ADD COLUMN board_style TEXT CHECK (board_style IN ('kanji', 'western'));
