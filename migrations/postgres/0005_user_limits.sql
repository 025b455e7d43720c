-- Per-user limits (issue 11), as migrations/sqlite/0005 says.
CREATE TABLE offer_log (
    game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind       TEXT   NOT NULL,
    offered_by BIGINT NOT NULL,
    ply        BIGINT NOT NULL,
    PRIMARY KEY (game_id, kind, offered_by)
);

CREATE TABLE vacations (
    user_id    BIGINT NOT NULL,
    started_at BIGINT NOT NULL,
    ends_at    BIGINT NOT NULL
);
CREATE INDEX vacations_by_user ON vacations (user_id, ends_at);
