-- Correspondence tournaments (docs/tournaments.md). A tournament belongs to one server; its
-- players join until `starts_at`; the scheduler starts it (status 'open' -> 'running') in one
-- transaction that creates every game of its first stage, and a game's end finishes a stage
-- (starting the final of a groups tournament) or the tournament, in that game's transaction.
CREATE TABLE tournaments (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    variant       TEXT    NOT NULL,
    days_per_move INTEGER,
    format        TEXT    NOT NULL CHECK (format IN ('round_robin', 'double_round_robin', 'groups')),
    rated         INTEGER NOT NULL,
    max_players   INTEGER NOT NULL,
    advance       INTEGER NOT NULL,
    starts_at     INTEGER NOT NULL,
    created_by    INTEGER NOT NULL,
    created_at    INTEGER NOT NULL,
    status        TEXT    NOT NULL CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    -- The stage being played (1: the groups, or the only section; 2: the final); 0 before.
    stage         INTEGER NOT NULL DEFAULT 0,
    winner        INTEGER,
    finished_at   INTEGER,
    -- Where it is shown: the announcement and the tournament's thread.
    channel_id    INTEGER,
    message_id    INTEGER,
    thread_id     INTEGER
);
CREATE INDEX tournaments_by_start ON tournaments (status, starts_at);
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);

-- Who joined, in order; withdrawn_at once they left a running tournament.
CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL,
    joined_at     INTEGER NOT NULL,
    withdrawn_at  INTEGER,
    PRIMARY KEY (tournament_id, user_id)
);

-- Each section's players by draw number (1..=n: the Berger table's numbers).
CREATE TABLE tournament_seats (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    stage         INTEGER NOT NULL,
    section       INTEGER NOT NULL,
    number        INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, stage, section, number)
);

-- Each tournament game and the pairing it plays (draw numbers of its section).
CREATE TABLE tournament_games (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    stage         INTEGER NOT NULL,
    section       INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    sente         INTEGER NOT NULL,
    gote          INTEGER NOT NULL,
    UNIQUE (tournament_id, stage, section, round, sente)
);
CREATE INDEX tournament_games_by_stage ON tournament_games (tournament_id, stage, section);
