-- A public id per game, as migrations/sqlite/0010 says: 32 hexadecimal digits from
-- gen_random_uuid (122 random bits, from the server's strong random source).
ALTER TABLE games ADD COLUMN public_id TEXT;
UPDATE games SET public_id = replace(gen_random_uuid()::text, '-', '') WHERE public_id IS NULL;
CREATE UNIQUE INDEX games_by_public_id ON games (public_id);
