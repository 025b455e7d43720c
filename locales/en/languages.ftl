# Which language the bot speaks (docs/i18n.md): /settings language: and /server language:.

cmd-settings-language = The language of my answers and messages to you
cmd-server-language = The language of the bot's posts in this server's game threads.
cmd-server-language-language = The language of game threads' posts
choice-english-en = English (en)
choice-french-fr = French (fr)
choice-japanese-ja = Japanese (ja)
choice-automatic-your-discord-language = automatic: your Discord language
choice-automatic-the-server-s-discord-language = automatic: the server's Discord language

language-en = English
language-fr = French
language-ja = Japanese
settings-language-chosen = Language: { $language } (your choice).
settings-language-auto = Language: { $language } (your Discord language; /settings language: chooses another).
server-language-chosen = Posts in this server's game threads are now in { $language }.
server-language-auto = Posts in this server's game threads follow the server's Discord language: { $language } for now.

## /server's answers
server-settings = Server settings: challenges may be made { $channels }. A challenge that names no game is for { $game }, and one that gives no time has { $time }.
server-channels-any = in any channel
server-channels-only = only in { $channels }
server-default-of-server = { $value } (this server's default)
server-default-of-bot = { $value } (the bot's default)
server-default-not-loaded = { $value } (this server's default, { $id }, is not loaded here)
refuse-server-not-listed = { $channel } is not listed for challenges; /server show lists the channels
refuse-server-defaults-empty = give a game, a time or reset:True; /server show shows the settings
refuse-server-not-in-server = server settings are changed with /server, in the server
refuse-server-not-manager = only members with the Manage Server permission can change the server's settings
list-or = { $first } or { $last }
