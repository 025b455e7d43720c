-- Seireigi schema, version 1. Times are Unix milliseconds; user, guild, channel, thread and
-- message ids are Discord snowflakes (or small local ids for the terminal front end).

CREATE TABLE users (
    id             INTEGER PRIMARY KEY,
    notation       TEXT    NOT NULL DEFAULT 'western' CHECK (notation IN ('canonical', 'western', 'japanese')),
    piece_style    TEXT    NOT NULL DEFAULT 'kanji' CHECK (piece_style IN ('kanji', 'western')),
    orientation    TEXT    NOT NULL DEFAULT 'mine' CHECK (orientation IN ('mine', 'to_move')),
    notify         TEXT    NOT NULL DEFAULT 'mention' CHECK (notify IN ('mention', 'dm', 'none')),
    reminders      INTEGER NOT NULL DEFAULT 1,
    vacation_until INTEGER,
    dm_failed      INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE guilds (
    id               INTEGER PRIMARY KEY,
    default_variant  TEXT,
    default_days     INTEGER,
    allowed_channels TEXT
);

CREATE TABLE games (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    variant       TEXT    NOT NULL,
    black         INTEGER NOT NULL,
    white         INTEGER NOT NULL,
    start_sfen    TEXT    NOT NULL,
    position_sfen TEXT    NOT NULL,
    ply           INTEGER NOT NULL DEFAULT 0,
    status        TEXT    NOT NULL CHECK (status IN ('active', 'finished')),
    winner        TEXT    CHECK (winner IN ('black', 'white')),
    reason        TEXT,
    days_per_move INTEGER,
    deadline      INTEGER,
    reminder_at   INTEGER,
    reminder_sent INTEGER NOT NULL DEFAULT 0,
    version       INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    guild_id      INTEGER,
    channel_id    INTEGER,
    thread_id     INTEGER,
    message_id    INTEGER
);
CREATE INDEX games_by_deadline ON games (status, deadline);
CREATE INDEX games_by_reminder ON games (status, reminder_sent, reminder_at);
CREATE INDEX games_by_black ON games (black, status);
CREATE INDEX games_by_white ON games (white, status);

CREATE TABLE moves (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply           INTEGER NOT NULL,
    move          TEXT    NOT NULL,
    position_hash INTEGER NOT NULL,
    played_at     INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

CREATE TABLE challenges (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    challenger    INTEGER NOT NULL,
    challenged    INTEGER,
    variant       TEXT    NOT NULL,
    start_sfen    TEXT    NOT NULL,
    color         TEXT    NOT NULL CHECK (color IN ('black', 'white', 'random')),
    days_per_move INTEGER,
    status        TEXT    NOT NULL CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
    created_at    INTEGER NOT NULL,
    expires_at    INTEGER NOT NULL,
    game_id       INTEGER REFERENCES games (id),
    guild_id      INTEGER,
    channel_id    INTEGER,
    message_id    INTEGER
);
CREATE INDEX challenges_by_expiry ON challenges (status, expires_at);

CREATE TABLE offers (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL CHECK (kind IN ('draw', 'takeback', 'impasse')),
    offered_by INTEGER NOT NULL,
    ply        INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, kind)
) WITHOUT ROWID;

-- The outbox: what the scheduler decided (reminders, time-outs, expiries), written in the
-- same transaction as the decision, delivered by a front end and then marked.
CREATE TABLE notifications (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id      INTEGER REFERENCES games (id) ON DELETE CASCADE,
    challenge_id INTEGER REFERENCES challenges (id),
    event        TEXT    NOT NULL,
    created_at   INTEGER NOT NULL,
    delivered_at INTEGER
);
CREATE INDEX notifications_pending ON notifications (delivered_at, id);
