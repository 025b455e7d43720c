-- The piece style of a game's public posts, agreed when the game starts: western letters if
-- either player chose them, else kanji. NULL (games started before) reads as kanji.
ALTER TABLE games ADD COLUMN board_style TEXT CHECK (board_style IN ('kanji', 'western'));
