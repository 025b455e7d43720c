-- Personal links to the web board (docs/web.md): the secret they are signed with, made once
-- by the first process that needs it (unless SEIREIGI_WEB_SECRET gives one), and a version
-- per user that every link carries: raising it revokes all of the user's links.
CREATE TABLE web_secret (
    id     INTEGER PRIMARY KEY CHECK (id = 1),
    secret TEXT    NOT NULL
);
ALTER TABLE users ADD COLUMN web_key_version INTEGER NOT NULL DEFAULT 0;
