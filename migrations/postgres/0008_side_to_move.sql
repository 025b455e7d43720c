-- Whose turn it is, stored with each game, and the unread move hashes dropped, as
-- migrations/sqlite/0008 says.
ALTER TABLE games ADD COLUMN side_to_move TEXT CHECK (side_to_move IN ('black', 'white'));
UPDATE games SET side_to_move = CASE substr(position_sfen, strpos(position_sfen, ' ') + 1, 2)
    WHEN 'b ' THEN 'black'
    WHEN 'w ' THEN 'white'
END;

ALTER TABLE moves DROP COLUMN position_hash;
