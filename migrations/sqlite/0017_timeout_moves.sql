-- "Play this if my time runs out" (issue 33): one move a player keeps for the position of
-- their turn at `ply` (canonical text). When their time runs out at that ply, the scheduler's
-- tick plays it, in the transaction that checks the deadline, before any extension, vacation
-- day or loss on time: exactly once. Every move of the game forgets the game's rows.
CREATE TABLE timeout_moves (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    ply        INTEGER NOT NULL,
    move       TEXT    NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
