-- Personal links to the web board, as migrations/sqlite/0011 says.
CREATE TABLE web_secret (
    id     BIGINT PRIMARY KEY CHECK (id = 1),
    secret TEXT   NOT NULL
);
ALTER TABLE users ADD COLUMN web_key_version BIGINT NOT NULL DEFAULT 0;
