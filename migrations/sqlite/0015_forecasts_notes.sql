-- Conditional moves (forecasts), private notes, and rematches (issue 33).
-- A player's forecast in a game: lines of alternating moves (the opponent's expected move,
-- then the answer, ...), canonical moves separated by spaces, one line per text line.
-- `ply` is the game's ply when they were stored: they answer the move at ply + 1 only.
-- Only the player not to move has any; every move of the game replaces them (what is kept
-- of the matching line) in its own transaction, so a prepared move is played exactly once.
CREATE TABLE forecasts (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    ply        INTEGER NOT NULL,
    lines      TEXT    NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

-- A player's private note on a game, never shown to the opponent.
CREATE TABLE game_notes (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    note       TEXT    NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
