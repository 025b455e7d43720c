-- Games against the computer: which player is the engine and at what level it plays.
-- Both are NULL in games between people.
ALTER TABLE games ADD COLUMN computer BIGINT;
ALTER TABLE games ADD COLUMN computer_level TEXT CHECK (computer_level IN ('easy', 'normal', 'strong'));
CREATE INDEX games_with_computer ON games (status, computer) WHERE computer IS NOT NULL;
