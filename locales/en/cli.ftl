# The command line (src/cli), in the language of --lang or $LANG.

cli-bad-lang = --lang { $lang }: the languages are { $list }
cli-no-piece = no piece "{ $name }" in { $game }; its pieces (promoted forms included) are { $pieces }
cli-unknown-game = unknown game "{ $name }"; the games are { $list }
cli-error = error: { $text }
cli-not-utf8 = line { $number } is not UTF-8 text
cli-lines-failed = { $count ->
        [one] { $count } line
       *[other] { $count } lines
    } of the input held no valid position
cli-side = { $side ->
        [black] Black
       *[other] White
    }

## seireigi play (src/cli/play): what it says at the prompt. The commands typed stay English
## words (moves, board, y, n...), as Discord's command names do.

cli-help-title = Commands:
cli-help-move = a move, e.g. { $canonical }, { $dashed }, { $western }{ $drop } (+ promotes, = declines)
cli-help-move-drop = , { $drop }
cli-help-no-move = a move (there is none in this position)
cli-help-moves = list the legal moves
cli-help-board = show the board again
cli-help-draw = offer a draw (the other player answers y or n)
cli-help-takeback = take back the last move (the other player answers y or n)
cli-help-impasse = propose ending the game by impasse points (both Kings in their zones)
cli-help-resign = resign the game
cli-help-help = this list
cli-help-quit = leave; with --db the game is kept and --resume continues it
cli-level-alone = --level { $level } is the computer's level: add --against computer, or leave --level out
cli-unknown-level = unknown level "{ $level }": use easy, normal or strong
cli-against = --against takes "computer", not "{ $text }"
cli-image-folder = cannot create the image folder { $dir }: { $why }
cli-resume-needs-db = --resume needs --db FILE: a game in memory ends with the program
cli-variant-needed = --variant is needed for a new game
cli-other-game = game { $game } is { $id }, not { $wanted }
cli-game-over = Game over: { $result }.
cli-result-win = { $side ->
        [black] Black
       *[other] White
    } wins by { $reason }
cli-result-draw = draw by { $reason }
cli-promote-question = Promote? y for { $yes }, n for { $no }.
cli-reminder = Reminder: { $side } has used 80% of the time for this move.
cli-time-up = Time is up.
cli-resigns = { $side } resigns.
cli-computer-thinks = White (computer, { $level }) thinks...
cli-check = check!
cli-checkmate = checkmate!
cli-offer = { $side } { $kind ->
        [takeback] asks to take back the last move
        [draw] offers a draw
       *[impasse] proposes impasse
    }.
cli-offer-question = { $to }, { $side } { $kind ->
        [takeback] asks to take back the last move
        [draw] offers a draw
       *[impasse] proposes impasse
    }: accept? (y/n)
cli-answer-y-or-n = answer y or n
cli-answer-promotion = answer y to promote or n not to (or quit)
cli-declines = { $side } declines.
cli-accepts = { $side } accepts.
cli-took-back = Took back { $plies ->
        [one] { $plies } move
       *[other] { $plies } moves
    }.
cli-legal-moves = { $count ->
        [one] { $count } legal move:
       *[other] { $count } legal moves:
    }
cli-days-per-move = , { $days ->
        [one] { $days } day per move
       *[other] { $days } days per move
    }
cli-white-computer = White (the computer, { $level })
cli-white-player = White (player { $id })
cli-header = { $game } game { $number } { $resumed ->
        [yes] resumed
       *[other] started
    }: Black (player { $black }) against { $white }{ $clock }.
cli-kept-in = Kept in { $db }.
cli-not-kept = Not kept: add --db FILE to keep the game.
cli-type-move = Type a move (e.g. { $canonical }, { $dashed } or { $western }) or help.
cli-type-help = Type help for the commands.
cli-to-move = { $side ->
        [black] Black
       *[other] White
    } to move (move { $number })
cli-in-check = , in check
cli-image = image: { $path }
cli-removed = removed: { $path }
cli-cannot-remove = cannot remove { $path }: { $why }
cli-farewell-kept = Game { $game } is kept in { $db }: continue it with --db { $db } --resume { $number }.
cli-farewell-gone = Game { $game } ends here (not kept).
cli-in-hand = { $side ->
        [black] Black
       *[other] White
    } in hand: { $pieces }
cli-status = { $status }.
cli-time-left = , { $left }

## seireigi render, render-piece and render-game (src/cli/render.rs).

cli-unknown-style = unknown piece style "{ $style }": use kanji or western
cli-none-in-hand = { $side ->
        [black] Black
       *[other] White
    } has no { $piece } in hand to drop
cli-not-a-square = "{ $text }" is not a square of the { $board } board (e.g. 7i) or a piece in hand (e.g. P*)
cli-empty-square = there is no piece on { $square }: give the square of a piece
cli-size-range = --size { $size } is outside { $min }..={ $max }
cli-delay-range = --delay-ms { $delay } is outside 20..=60000
cli-cannot-write = cannot write { $path }: { $why }
cli-io = { $kind ->
        [not-found] no such file or folder
        [denied] permission denied
        [folder] it is a folder
        [not-folder] a part of the path is not a folder
        [full] the disk is full
       *[read-only] the file system is read-only
    }
cli-drawing-failed = the image could not be drawn: { $why }
cli-gif-written = { $path }: { $frames ->
        [one] { $frames } frame
       *[other] { $frames } frames
    }, { $width } px wide, { $megabytes } MB
cli-gif-smaller = drawn smaller than { $size } px to fit 8 MB
cli-gif-every = one position in { $every } kept, to fit 8 MB
cli-gif-note = { $report } ({ $note })

## seireigi games (src/cli/game_files.rs, src/cli/games.rs) and the --games-dir warnings.

cli-warning = warning: { $text }
cli-games-line = { $id }{ $aliases }: { $title }, { $board }, { $kinds ->
        [one] { $kinds } kind of piece
       *[other] { $kinds } kinds of piece
    }{ $default ->
        [yes] , default
       *[other] {""}
    }{ $standard ->
        [yes] , standard shogi (external engines)
       *[other] {""}
    } · { $file } · rules { $hash }
cli-games-aliases = {" "}(also { $list })
cli-games-skipped = skipped { $path }: { $why ->
        [case] game files end in .toml, in lower case
        [extension] not a game file (game files end in .toml)
        [not-file] not a file
        [dangling] a link to nothing
       *[unreadable] cannot be read
    }
cli-games-folder-unreadable = cannot read the games folder { $path }: { $why }
cli-games-file-unreadable = cannot read { $path }: { $why }
cli-games-file-too-large = { $path }: larger than { $kib } KiB: not a game file
cli-games-file-not-utf8 = { $path }: not UTF-8 text
cli-games-glyphs-pieces = { $file }: the embedded fonts lack { $chars } of its pieces' names; those pieces show a blank in images (see docs/rendering.md to add glyphs)
cli-games-glyphs-name = { $file }: the embedded fonts lack { $chars } of its kanji_name; image headers show '?' for it (see docs/rendering.md to add glyphs)
cli-games-checked = read { $read ->
        [one] { $read } game
       *[other] { $read } games
    }: { $found } newly found damaged
cli-games-none-damaged = no damaged games
cli-games-damaged = game { $id } damaged since { $since }: { $why }
cli-games-given-up = notification { $id } given up after { $attempts ->
        [one] { $attempts } failed delivery
       *[other] { $attempts } failed deliveries
    }: { $error }

## seireigi invite (src/cli/dispatch.rs): the permissions by the names Discord's settings
## give them in each language.

cli-invite-header = It asks for these permissions:
cli-invite-permission = { $name }: to { $why }
cli-permission-name = { $permission ->
        [view-channel] View Channel
        [send-messages] Send Messages
        [embed-links] Embed Links
        [attach-files] Attach Files
        [read-message-history] Read Message History
        [create-public-threads] Create Public Threads
        [send-messages-in-threads] Send Messages in Threads
       *[manage-threads] Manage Threads
    }
cli-permission-why = { $permission ->
        [view-channel] see the channels it is asked to play in
        [send-messages] post challenge cards
        [embed-links] show a challenge's rules summary
        [attach-files] post board images
        [read-message-history] edit and answer its own posts
        [create-public-threads] open a thread for each game
        [send-messages-in-threads] post moves in game threads
       *[manage-threads] reopen a game's thread archived after a week of silence
    }

## seireigi copy-db (src/cli/copy_db.rs): table names stay the database's.

cli-copy-same = --from and --to name the same database
cli-copy-cannot-open = cannot copy from { $from }: { $why }
cli-copy-table = { $table }: { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    }
cli-copy-done = copied { $total ->
        [one] { $total } row
       *[other] { $total } rows
    }; counts checked

## seireigi analyse (src/cli/analyse.rs): a side's count is the bot's analyse-side.

cli-analyse-progress = { $done }/{ $total } moves
cli-analyse-comment = { $verdict ->
        [blunder] blunder
       *[mistake] mistake
    } (-{ $loss }), better { $better }
cli-analyse-sampled = { $judged } of { $moves } moves judged (a sample spread through the game, to keep within the budget)

## seireigi perft --divide (src/cli/perft.rs): its last line.

cli-perft-total = total: { $total }

# clap's refusals of malformed arguments (src/cli/clap_refusal.rs); argument names and values
# as typed or as `--help` shows them.
cli-args-bad-value = invalid value '{ $value }' for { $arg }
cli-args-bad-value-list = invalid value '{ $value }' for { $arg }; the values are { $list }
cli-args-unknown = unknown argument '{ $arg }'
cli-args-unknown-command = unknown command '{ $name }'
cli-args-missing = missing argument: { $args }
cli-args-no-command = a command is needed
cli-args-conflict = { $arg } cannot be used with { $other }
cli-args-bad-use = wrong use of { $arg }
cli-args-invalid = the arguments are not valid
cli-args-did-you-mean = { $text } (did you mean '{ $name }'?)
cli-args-see-help = see `{ $command } --help`

# `seireigi serve`'s and `seireigi web`'s refusals at start-up (src/cli/serve.rs,
# src/bot/options.rs, src/cli/web.rs).
cli-serve-no-token = DISCORD_TOKEN is not set: see the README for how to get a bot token
cli-serve-empty-token = DISCORD_TOKEN is set but empty: see the README for how to get a bot token
cli-serve-empty-database = DATABASE_URL is set but empty: give a database (a file path, sqlite://path or postgres://...), or unset it to use seireigi.db
cli-serve-bad-guild = DISCORD_GUILD_ID must be a guild's id (a number above 0)
cli-serve-bad-tick = SEIREIGI_TICK_MS must be a number of milliseconds above 0
cli-serve-bad-lease = SEIREIGI_LEASE_MS must be milliseconds from 100 to 3600000
cli-web-bad-names = --names must be two names of at most 64 bytes, BLACK,WHITE
cli-web-bad-addr = --addr must be an address and port such as 127.0.0.1:8080

# `seireigi match` (src/cli/matches.rs): the line rewritten after each game, and the summary,
# from A's side.
cli-match-progress = { $games } games: +{ $wins } -{ $losses } ={ $draws }
cli-match-score = { $a } vs { $b } on { $variant }: { $games } games, { $a } won { $wins }, lost { $losses }, drew { $draws } ({ $unfinished } stopped at { $plies } plies); score { $score } %
cli-match-ending = { $verdict ->
        [won] won
        [lost] lost
       *[drew] drew
    } { $how } { $count }
cli-match-stopped = (stopped at { $plies } plies)
cli-match-forfeit-illegal = lost by an illegal move: game { $game }, move { $ply }: { $engine } ({ $side }) played { $mv }, which is not a legal move, in { $sfen }
cli-match-forfeit-unreadable = lost by an illegal move: game { $game }, move { $ply }: { $engine } ({ $side }) answered { $text }, which is not a move of this game, in { $sfen }
cli-match-endings = { $a }: { $list }
cli-match-elo = Elo difference { $a } - { $b }: { $elo } ± { $margin } (95 %)
cli-match-elo-unbounded = Elo difference { $a } - { $b }: unbounded (one side scored everything)
