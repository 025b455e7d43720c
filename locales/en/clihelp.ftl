# seireigi --help and each command's help (src/cli/help.rs): cli-about-<command> describes a
# command, cli-arg-<command>-<option> an option of one command, cli-opt-<option> the global
# options and clap's own --help and --version.

cli-help-usage = Usage:
cli-help-commands = Commands
cli-help-options = Options
cli-help-default = {" "}[default: { $value }]

cli-about = Large shogi variants with drops: rules engine, images and Discord bot
cli-opt-games-dir = Also load the game files (*.toml) of this folder (default: $SEIREIGI_GAMES_DIR)
cli-opt-lang = The language of what is said and drawn: en, fr or ja (default: from $LANG)
cli-opt-help = Print help
cli-opt-version = Print version
cli-about-help = Print this message or the help of the given subcommand(s)

cli-about-moves = List the legal moves of a position (or of each position read from standard input)
cli-arg-moves-variant = The game's id (`seireigi games` lists them)
cli-arg-moves-position = "startpos [moves ...]" or "sfen <SFEN> [moves ...]"; without it, one per input line
cli-arg-moves-json = One JSON object per position

cli-about-perft = Count the move paths to a depth
cli-arg-perft-divide = Count per first move

cli-about-render = Draw a position as a PNG image
cli-arg-render-style = kanji or western
cli-arg-render-flip = White at the bottom
cli-arg-render-checkered = Checkered board (dark square at each player's left-hand corner)
cli-arg-render-size = Image width in pixels
cli-arg-render-moves-of = Mark the moves of the piece on this square (or of a piece in hand: P*)

cli-about-render-piece = Draw one piece's moves on an empty board as a PNG image
cli-arg-render-piece-piece = Name in any language, ID or abbreviation; a promoted form's name for the promoted piece

cli-about-render-game = Draw a whole game as an animated GIF, one frame a move, the last move highlighted
cli-arg-render-game-position = "startpos moves ..." or "sfen ... moves ..."
cli-arg-render-game-delay-ms = Time each position is shown; the final one stays five times as long (at least 4 s)
cli-arg-render-game-size = Width in pixels; smaller if the file would pass 8 MB

cli-about-play = Play a game at this keyboard, two players taking turns (one line per move or command)
cli-arg-play-variant = The game's id (`seireigi games` lists them)
cli-arg-play-db = Database file that keeps the game (default: in memory, gone on exit)
cli-arg-play-resume = Continue game GAME_ID kept in the --db file
cli-arg-play-position = Start position: "startpos [moves ...]", "sfen <SFEN> [moves ...]" or an SFEN
cli-arg-play-images = Write a board image after each move into this folder
cli-arg-play-style = Image pieces: kanji or western
cli-arg-play-days = Days per move (1, 2, 3, 5, 7, 10 or 14); unlimited without it
cli-arg-play-against = "computer": the computer plays White
cli-arg-play-level = The computer's level: easy, normal (the default) or strong; needs --against computer

cli-about-serve = Run the Discord bot (DISCORD_TOKEN, DATABASE_URL, DISCORD_GUILD_ID: see the README)
cli-arg-serve-shards = Run only these gateway shards, e.g. 0-3/8 (default: $SEIREIGI_SHARDS, else all the shards Discord recommends)

cli-about-web = Serve the game pages of a database on this computer, without Discord (docs/web.md): a lobby that starts games at one screen, each game's live page, replay and exports
cli-arg-web-db = The database (default: DATABASE_URL, else seireigi.db)
cli-arg-web-addr = Where to listen (default: $SEIREIGI_WEB_ADDR, else 127.0.0.1:8080)
cli-arg-web-names = The local players' names, Black's then White's

cli-about-analyse = Review a game: each move searched, mistakes and blunders marked with a better move
cli-arg-analyse-position = "startpos moves ..." or "sfen <SFEN> moves ..."
cli-arg-analyse-time-ms = Time per position in milliseconds
cli-arg-analyse-depth = A fixed depth per position instead (repeatable results)
cli-arg-analyse-budget-ms = The whole review within this many milliseconds (as the bot's /analyse): each position gets a share, at most --time-ms; a long game is sampled

cli-about-usi = Speak USI on standard input and output, as a shogi engine (docs/usi.md)

cli-about-invite = Print the link a server admin opens to add the bot (with the permissions it needs)
cli-arg-invite-application-id = The application id (Discord developer portal, General Information)

cli-about-match = Play two engines against each other, colours alternating: our levels, a random or greedy mover, or an external USI or XBoard engine (docs/usi.md)
cli-arg-match-a = easy, normal, strong, random, greedy, or an external engine: "usi:PROGRAM [ARGS];Name=Value;...;go=nodes 10000" or "xboard:PROGRAM [ARGS][;depth=N][;variant=NAME]" (docs/usi.md)
cli-arg-match-time-ms = Time per engine move in milliseconds (default: the level's own)
cli-arg-match-max-plies = Games longer than this are stopped and counted as draws
cli-arg-match-threads = Games played at once (default: the cores available)
cli-arg-match-opening-plies = Random legal moves that open each pair of games (both games of a pair alike, colours swapped): varies the games of engines that always play the same move

cli-about-games = The loaded games (embedded and --games-dir); with --damaged, for the operator: games whose record cannot be read, and notifications given up
cli-arg-games-db = The bot's database (default: DATABASE_URL, else seireigi.db)
cli-arg-games-damaged = List the games marked damaged (and notifications whose delivery was given up)
cli-arg-games-check = First read every game, replaying its moves, and mark those that cannot be read

cli-about-copy-db = Copy every game, move, challenge, setting and notification of one database into a new, empty one (e.g. SQLite to PostgreSQL), keeping ids, and check the row counts. Stop the bot first
cli-arg-copy-db-from = The database to copy (`sqlite:path`, a path, or `postgres://...`)
cli-arg-copy-db-to = The new database, which must hold no rows (created and migrated if needed)

## Options clap has no description for in src/cli/args.rs.

cli-arg-perft-variant = The game's id (`seireigi games` lists them)
cli-arg-perft-depth = How many moves deep to count
cli-arg-perft-position = "startpos [moves ...]" or "sfen <SFEN> [moves ...]"
cli-arg-render-variant = The game's id (`seireigi games` lists them)
cli-arg-render-position = "startpos [moves ...]" or "sfen <SFEN> [moves ...]"
cli-arg-render-out = The PNG file to write
cli-arg-render-piece-variant = The game's id (`seireigi games` lists them)
cli-arg-render-piece-out = The PNG file to write
cli-arg-render-piece-style = kanji or western
cli-arg-render-piece-size = Image width in pixels
cli-arg-render-game-variant = The game's id (`seireigi games` lists them)
cli-arg-render-game-out = The GIF file to write
cli-arg-render-game-style = kanji or western
cli-arg-render-game-flip = White at the bottom
cli-arg-analyse-variant = The game's id (`seireigi games` lists them)
cli-arg-match-variant = The game's id (`seireigi games` lists them)
cli-arg-match-b = The other engine, as --a
cli-arg-match-games = How many games to play
cli-arg-match-seed = The seed of the random choices (the same seed plays the same match)
