# The slash commands as Discord lists them: a command's description is the message
# `cmd-<command>` (subcommands: `cmd-<command>-<subcommand>`), an option's is
# `cmd-<command>-<option>`; the attribute `.name` renames a command or option in this
# language (English keeps the names in the code). Choices are `choice-<slug of the English
# name>`. Discord's limits: names 1 to 32 lower-case letters, digits, - or _; descriptions and
# choices at most 100 characters.

cmd-analyse = The computer's review of a finished game: mistakes, blunders and better moves.
cmd-analyse-game = Game number

cmd-challenge = Challenge someone (or anyone, or the computer: choose the bot) to a game.
cmd-challenge-opponent = Who to play; leave empty for an open challenge anyone may take
cmd-challenge-game = Which game (default: the server's, else the first of the list)
cmd-challenge-time = Time per move (default: the server's, else 3 days)
cmd-challenge-color = Your colour (default: random)
cmd-challenge-position = Start from this position (SFEN)
cmd-challenge-level = Against the computer (choose me as opponent): how well it plays (default: normal)
cmd-challenge-rated = Rated (default: yes between two people; False for a friendly game)

cmd-move = Make a move: type it (a square or piece letter, then pick), or leave it out to point at it
cmd-move-move = Type a square or piece letter and pick from the list; leave out to pick by pointing
cmd-move-game = Game number (default: this thread's game, or your game waiting for you)

cmd-board = Post the current board again at the bottom of the channel.
cmd-board-game = Game number
cmd-board-flip = Show White at the bottom

cmd-history = The moves of a game so far, in your notation.
cmd-history-game = Game number

cmd-export = The game as a file: KIF, USI moves, SFEN, the game record, or an animated GIF.
cmd-export-game = Game number
cmd-export-format = File format (default: KIF)

cmd-games = Active games of a user: opponent, game, whose turn, time left.
cmd-games-user = Whose games (default: yours)

cmd-help = What this bot does, with examples.

cmd-hint = A suggestion for your move (in games against the computer).
cmd-hint-game = Game number

cmd-moves = Where the piece on a square (or a piece in hand, e.g. P*) can go.
cmd-moves-square = A square like 7i, or a piece in hand like P*
cmd-moves-game = Game number

cmd-resign = Resign a game (asks to confirm).
cmd-resign-game = Game number

cmd-draw = Offer a draw; your opponent accepts or declines.
cmd-draw-game = Game number

cmd-takeback = Ask to take back your last move (and the reply to it, when it is your turn again).
cmd-takeback-game = Game number

cmd-impasse = Propose ending the game by impasse points (both Kings in their promotion zones).
cmd-impasse-game = Game number

cmd-piece = How a piece moves: a diagram, its promotion, its XBetza.
cmd-piece-name = Piece name, e.g. Lion or Dragon King (promoted names too)
cmd-piece-game = Which game (default: this thread's game, else the first game that has it)

cmd-rating = A player's rating in a game: rating, deviation, games, results, best, and a graph.
cmd-rating-user = Whose rating (default: yours)
cmd-rating-game = Which game (default: this thread's, else your latest rated game)

cmd-leaderboard = This server's best players of a game (25 a page).
cmd-leaderboard-game = Which game (default: the server's)
cmd-leaderboard-page = Page (25 players a page; default: the first)

cmd-rules = A game's rules in brief, with its start position.
cmd-rules-game = Which game

cmd-settings = Your settings: notation, piece style, board orientation, notifications, vacation.
cmd-settings-notation = How moves are written for you
cmd-settings-style = Pieces in images
cmd-settings-orientation = Board orientation
cmd-settings-notify = How you are told it is your move
cmd-settings-reminders = Reminders before your time runs out
cmd-settings-vacation = Vacation days (your clocks stop); 0 ends a vacation
cmd-settings-revoke_links = True: every personal web board link you were given stops working

cmd-server = Server settings (Manage Server): where challenges are made, the default game and time.
cmd-server-show = This server's settings.
cmd-server-add-channel = Challenges may be made in this channel (once one is listed, only in the listed ones).
cmd-server-add-channel-channel = A channel where challenges may be made
cmd-server-remove-channel = Challenges may no longer be made in this channel (games there go on).
cmd-server-remove-channel-channel = A channel listed for challenges
cmd-server-all-channels = Challenges may be made in any channel again.
cmd-server-defaults = The game and time per move of a challenge whose player chooses none.
cmd-server-defaults-game = Default game of this server's challenges
cmd-server-defaults-time = Default time per move of this server's challenges
cmd-server-defaults-reset = Forget the server's default game and time first (then set those given)

choice-1-day-per-move = 1 day per move
choice-2-days-per-move = 2 days per move
choice-3-days-per-move = 3 days per move
choice-5-days-per-move = 5 days per move
choice-7-days-per-move = 7 days per move
choice-10-days-per-move = 10 days per move
choice-14-days-per-move = 14 days per move
choice-unlimited = unlimited
choice-black-sente-moves-first = black (sente, moves first)
choice-white-gote = white (gote)
choice-random = random
choice-easy = easy
choice-normal = normal
choice-strong = strong
choice-kif = KIF
choice-usi-move-list = USI move list
choice-sfen-of-the-current-position = SFEN of the current position
choice-seireigi-game-record-json = Seireigi game record (JSON)
choice-gif-of-the-whole-game-move-by-move = GIF of the whole game, move by move
choice-canonical-7i7h = canonical (7i7h)
choice-western-p-7h = western (P-7h)
choice-japanese = Japanese (７八歩)
choice-kanji = kanji
choice-western-letters = western letters
choice-my-side-at-the-bottom = my side at the bottom
choice-side-to-move-at-the-bottom = side to move at the bottom
choice-mention-in-the-thread = mention in the thread
choice-direct-message = direct message
choice-none = none

cmd-tournament = Correspondence tournaments: create (Manage Server), join, leave, standings, list.
cmd-tournament-create = Create a tournament in this channel, with a thread of its own (Manage Server).
cmd-tournament-create-name = The tournament's name
cmd-tournament-create-format = Round-robin, double round-robin, or groups with a final
cmd-tournament-create-start = When it starts: 2026-12-24 18:00 (UTC), or in 2h, in 3d
cmd-tournament-create-game = Which game (default: the server's)
cmd-tournament-create-time = Time per move (default: 3 days)
cmd-tournament-create-rated = Rated (default: yes)
cmd-tournament-create-max_players = Most players (default: 16)
cmd-tournament-create-advance = Groups: how many of each group go to the final (default: 2)
cmd-tournament-join = Join a tournament before its start.
cmd-tournament-join-id = Tournament number (default: the one open on this server)
cmd-tournament-leave = Leave a tournament before its start, or withdraw from it after.
cmd-tournament-leave-id = Tournament number (default: the one you are in on this server)
cmd-tournament-standings = A tournament's standings: a table and a cross table.
cmd-tournament-standings-id = Tournament number (default: this thread's, else the newest)
cmd-tournament-list = This server's tournaments.
choice-round-robin = round-robin
choice-double-round-robin = double round-robin
choice-groups = groups
