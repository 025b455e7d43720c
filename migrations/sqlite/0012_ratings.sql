-- Ratings (docs/ratings.md): Glicko-2, one pool per game (variant), global across servers.
-- `rated` on challenges and games: 1 for a rated game between two people. Rows stored before
-- this migration are friendly (0): their games were never announced as rated.
ALTER TABLE challenges ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;

-- A player's rating in one pool, as of their last rated game (the deviation grows from
-- last_game_at at read time). best: the highest rating reached after a rated game.
CREATE TABLE ratings (
    user_id      INTEGER NOT NULL,
    variant      TEXT    NOT NULL,
    rating       REAL    NOT NULL,
    deviation    REAL    NOT NULL,
    volatility   REAL    NOT NULL,
    games        INTEGER NOT NULL DEFAULT 0,
    wins         INTEGER NOT NULL DEFAULT 0,
    losses       INTEGER NOT NULL DEFAULT 0,
    draws        INTEGER NOT NULL DEFAULT 0,
    best         REAL    NOT NULL,
    last_game_at INTEGER,
    PRIMARY KEY (user_id, variant)
);

-- One row per player and rated game, written in the transaction that ends the game: the
-- primary key makes a second rating of the same game impossible. It is also the record the
-- result post and the /rating graph read.
CREATE TABLE rating_history (
    game_id          INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id          INTEGER NOT NULL,
    variant          TEXT    NOT NULL,
    played_at        INTEGER NOT NULL,
    rating_before    REAL    NOT NULL,
    deviation_before REAL    NOT NULL,
    rating_after     REAL    NOT NULL,
    deviation_after  REAL    NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX rating_history_by_user ON rating_history (user_id, variant, played_at);
