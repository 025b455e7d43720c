-- Ratings, as migrations/sqlite/0012 says (REAL is DOUBLE PRECISION here).
ALTER TABLE challenges ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;

CREATE TABLE ratings (
    user_id      BIGINT           NOT NULL,
    variant      TEXT             NOT NULL,
    rating       DOUBLE PRECISION NOT NULL,
    deviation    DOUBLE PRECISION NOT NULL,
    volatility   DOUBLE PRECISION NOT NULL,
    games        BIGINT           NOT NULL DEFAULT 0,
    wins         BIGINT           NOT NULL DEFAULT 0,
    losses       BIGINT           NOT NULL DEFAULT 0,
    draws        BIGINT           NOT NULL DEFAULT 0,
    best         DOUBLE PRECISION NOT NULL,
    last_game_at BIGINT,
    PRIMARY KEY (user_id, variant)
);

CREATE TABLE rating_history (
    game_id          BIGINT           NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id          BIGINT           NOT NULL,
    variant          TEXT             NOT NULL,
    played_at        BIGINT           NOT NULL,
    rating_before    DOUBLE PRECISION NOT NULL,
    deviation_before DOUBLE PRECISION NOT NULL,
    rating_after     DOUBLE PRECISION NOT NULL,
    deviation_after  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX rating_history_by_user ON rating_history (user_id, variant, played_at);
