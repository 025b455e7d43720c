-- Per-user limits (issue 11). The last offer of each kind by each player of a game, kept after
-- the offer is answered (offers itself holds only the open ones), so that the same offer waits
-- a number of the offerer's moves; and the vacations taken, for the yearly vacation budget.
CREATE TABLE offer_log (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL,
    offered_by INTEGER NOT NULL,
    ply        INTEGER NOT NULL,
    PRIMARY KEY (game_id, kind, offered_by)
) WITHOUT ROWID;

CREATE TABLE vacations (
    user_id    INTEGER NOT NULL,
    started_at INTEGER NOT NULL,
    ends_at    INTEGER NOT NULL
);
CREATE INDEX vacations_by_user ON vacations (user_id, ends_at);
