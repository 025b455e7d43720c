-- "Play this if my time runs out", as migrations/sqlite/0017 says.
CREATE TABLE timeout_moves (
    game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    BIGINT NOT NULL,
    ply        BIGINT NOT NULL,
    move       TEXT   NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
