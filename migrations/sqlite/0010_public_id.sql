-- A public id per game, for its web page (docs/web.md): 32 random hexadecimal digits (128
-- bits), so that a game's page cannot be found by counting game numbers. Games already
-- stored get one here; new games get theirs when they are inserted.
ALTER TABLE games ADD COLUMN public_id TEXT;
UPDATE games SET public_id = lower(hex(randomblob(16))) WHERE public_id IS NULL;
CREATE UNIQUE INDEX games_by_public_id ON games (public_id);
