-- Damaged games and the outbox's back-off, as migrations/sqlite/0004 says.
ALTER TABLE games ADD COLUMN damaged TEXT;
ALTER TABLE games ADD COLUMN damaged_at BIGINT;
CREATE INDEX games_damaged ON games (damaged_at) WHERE damaged IS NOT NULL;

ALTER TABLE notifications ADD COLUMN attempts BIGINT NOT NULL DEFAULT 0;
ALTER TABLE notifications ADD COLUMN next_attempt_at BIGINT;
ALTER TABLE notifications ADD COLUMN failed_at BIGINT;
ALTER TABLE notifications ADD COLUMN last_error TEXT;
