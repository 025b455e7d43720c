-- A game whose stored record cannot be read (a position the rules refuse, an unknown game, an
-- illegal stored move) is marked here with why, and left out of the scheduler and the
-- computer's work so that it never stops the others. NULL: the game reads fine.
-- `seireigi games --damaged` lists them.
ALTER TABLE games ADD COLUMN damaged TEXT;
ALTER TABLE games ADD COLUMN damaged_at INTEGER;
CREATE INDEX games_damaged ON games (damaged_at) WHERE damaged IS NOT NULL;

-- Deliveries of the outbox that failed: how many times, when to try next (exponential
-- back-off), and, once given up (or for a row that cannot be read), when and why.
ALTER TABLE notifications ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE notifications ADD COLUMN next_attempt_at INTEGER;
ALTER TABLE notifications ADD COLUMN failed_at INTEGER;
ALTER TABLE notifications ADD COLUMN last_error TEXT;
