-- Commands in a game's thread find the game by its thread id.
CREATE INDEX games_by_thread ON games (thread_id);
