-- Clock comfort (issue 33): extensions, vacation spent automatically, the daily digest.
-- Tables of their own, so that rows written before this migration need nothing.

-- Per challenge: one-day extensions each player of its game will get (0..=10).
CREATE TABLE challenge_extensions (
    challenge_id INTEGER PRIMARY KEY REFERENCES challenges (id) ON DELETE CASCADE,
    per_player   INTEGER NOT NULL CHECK (per_player BETWEEN 0 AND 10)
);

-- Per game: the extensions each player was given and has left. No row: none.
CREATE TABLE game_extensions (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    per_player  INTEGER NOT NULL CHECK (per_player BETWEEN 0 AND 10),
    black_left  INTEGER NOT NULL CHECK (black_left >= 0),
    white_left  INTEGER NOT NULL CHECK (white_left >= 0)
);

-- Per user: whether the clock may spend vacation days for them (1 or 0; NULL: as the
-- operator's SEIREIGI_AUTO_VACATION says), and the daily digest: its hour (0-23, NULL: no
-- digest) in their offset from UTC.
CREATE TABLE user_comfort (
    user_id            INTEGER PRIMARY KEY,
    auto_vacation      INTEGER CHECK (auto_vacation IN (0, 1)),
    digest_hour        INTEGER CHECK (digest_hour BETWEEN 0 AND 23),
    utc_offset_minutes INTEGER NOT NULL DEFAULT 0 CHECK (utc_offset_minutes BETWEEN -720 AND 840)
);

-- One row per user and local day whose digest was decided: the claim that makes it once.
CREATE TABLE digests (
    user_id    INTEGER NOT NULL,
    day        INTEGER NOT NULL,
    decided_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, day)
);
