-- Languages (docs/i18n.md, "Which language"). Kept in tables of their own, beside users and
-- guilds, so that noting a language never touches a row the game code locks.
-- seen:   the language of the user's Discord client as last seen on an interaction (for
--         messages with no interaction: reminders, DMs); for a server, Discord's preferred
--         locale of the server. A language code the bot speaks ('en', 'fr', 'ja').
-- chosen: /settings language: or /server language:; NULL follows `seen`.
CREATE TABLE user_languages (
    user_id INTEGER PRIMARY KEY,
    seen    TEXT,
    chosen  TEXT
);

CREATE TABLE guild_languages (
    guild_id INTEGER PRIMARY KEY,
    seen     TEXT,
    chosen   TEXT
);
