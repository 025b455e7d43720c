-- Clock comfort, as migrations/sqlite/0016 says.
CREATE TABLE challenge_extensions (
    challenge_id BIGINT PRIMARY KEY REFERENCES challenges (id) ON DELETE CASCADE,
    per_player   BIGINT NOT NULL CHECK (per_player BETWEEN 0 AND 10)
);

CREATE TABLE game_extensions (
    game_id     BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    per_player  BIGINT NOT NULL CHECK (per_player BETWEEN 0 AND 10),
    black_left  BIGINT NOT NULL CHECK (black_left >= 0),
    white_left  BIGINT NOT NULL CHECK (white_left >= 0)
);

CREATE TABLE user_comfort (
    user_id            BIGINT PRIMARY KEY,
    auto_vacation      BIGINT CHECK (auto_vacation IN (0, 1)),
    digest_hour        BIGINT CHECK (digest_hour BETWEEN 0 AND 23),
    utc_offset_minutes BIGINT NOT NULL DEFAULT 0 CHECK (utc_offset_minutes BETWEEN -720 AND 840)
);

CREATE TABLE digests (
    user_id    BIGINT NOT NULL,
    day        BIGINT NOT NULL,
    decided_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, day)
);
