-- Forecasts and notes, as migrations/sqlite/0015 says.
CREATE TABLE forecasts (
    game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    BIGINT  NOT NULL,
    ply        BIGINT  NOT NULL,
    lines      TEXT    NOT NULL,
    updated_at BIGINT  NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

CREATE TABLE game_notes (
    game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    BIGINT  NOT NULL,
    note       TEXT    NOT NULL,
    updated_at BIGINT  NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
