-- Claims on due work, as migrations/sqlite/0009 says.
ALTER TABLE notifications ADD COLUMN claimed_by TEXT;
ALTER TABLE notifications ADD COLUMN claimed_until BIGINT;
ALTER TABLE games ADD COLUMN claimed_by TEXT;
ALTER TABLE games ADD COLUMN claimed_until BIGINT;
