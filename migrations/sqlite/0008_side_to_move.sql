-- Whose turn it is, stored with each game, so that reading a game's summary (lists, headers,
-- the scheduler) needs no parse of its position. Filled here from the side letter of the
-- stored position (the second field of an SFEN); a position without one is left NULL, and
-- the game reads as damaged.
ALTER TABLE games ADD COLUMN side_to_move TEXT CHECK (side_to_move IN ('black', 'white'));
UPDATE games SET side_to_move = CASE substr(position_sfen, instr(position_sfen, ' ') + 1, 2)
    WHEN 'b ' THEN 'black'
    WHEN 'w ' THEN 'white'
END;

-- Each move's position hash was written and never read (repetitions are counted on the
-- replayed game, whose hashes the rules compute themselves): gone, so that no stored value
-- depends on how the rules hash a position.
ALTER TABLE moves DROP COLUMN position_hash;
