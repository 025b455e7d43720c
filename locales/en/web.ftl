# The web pages (src/web): the game page, its board and its answers. The page's language
# is the reader's: ?lang=, its cookie, or the browser's Accept-Language (docs/web.md).

web-bad-lang = lang must be one of { $list }
web-title = { $game } · { $black } vs { $white } · Seireigi
web-computer = Computer ({ $level })
web-player = Player { $id }
web-side = { $side ->
        [black] Black
       *[other] White
    }
web-to-move = to move
web-no-moves = No moves yet.
web-status-start = Start position · { $total } moves played
web-status-after = After move { $ply } of { $total }
web-status-turn = { $side ->
        [black] Black
       *[other] White
    } to move · move { $move }
web-status-over = Game over: { $result } · { $total } moves
web-status-check = { $status } · check
web-result-win = { $side ->
        [black] Black
       *[other] White
    } ({ $name }) wins by { $reason }
web-result-draw = Draw by { $reason }
web-no-limit = No time limit.
web-clock-left = { $left } left for { $who }, until
web-clock-out = No time left for { $who }: the time ran out at
web-clock-left-end = .
web-clock-out-end = .
web-left-minutes = { $minutes } min
web-left-hours = { $hours } h { $minutes } min
web-left-days = { $days } { $days ->
        [one] day
       *[other] days
    } { $hours } h
web-replay = Replay
web-first = First position (Home)
web-back = Back (←)
web-forward = Forward (→)
web-last = Last position (End)
web-flip = Flip board
web-western-pieces = Western pieces
web-kanji-pieces = Kanji pieces
web-download = Download:
web-record = Record
web-board-label = { $width } by { $height } board
web-piece-title = { $side ->
        [black] Black
       *[other] White
    } { $name }
web-stand-label = { $side ->
        [black] Black
       *[other] White
    }'s pieces in hand
web-no-hand = no pieces in hand
web-hand-title = { $count } { $name }
web-no-such-move = This game has { $total } moves so far: no move { $ply }.
web-bad-flag = { $what } must be 0 or 1
web-bad-ply = ply must be a move number (0 for the start)
web-bad-style = style must be kanji or western

## Personal links refused

web-link-expired = This link has expired: ask the bot for a new one with the Open my board button under the game's board.
web-link-expired-local = This link has expired: open the game again from the lobby.
web-link-revoked = This link was revoked: ask the bot for a new one with the Open my board button.
web-link-revoked-local = This link was revoked: open the game again from the lobby.
web-link-other-game = This link is for another game.
web-link-not-a-player = This link is not for a player of this game.
web-link-forged = This link is not valid: it was changed or not made here.

## The lobby of `seireigi web` (src/web/lobby.rs)

web-lobby-remote = Each game's page is linked from its Discord thread.
web-lobby-title = Seireigi on this computer
web-lobby-new = New game
web-lobby-new-screen = New game at one screen
web-lobby-game = Game
web-lobby-opponent = Opponent
web-lobby-at-one-screen = at one screen
web-lobby-against = against the computer ({ $level })
web-lobby-side = Your side
web-lobby-you-play = { $side ->
        [black] you play Black
       *[other] you play White
    }
web-lobby-start = Start
web-lobby-games = Games
web-lobby-no-games = No games yet.
web-lobby-moves = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
web-lobby-computer = against the computer, { $level } level
web-lobby-finished = finished
web-lobby-play = { $side ->
        [black] play Black
       *[other] play White
    }
web-lobby-unknown-game = Unknown game.
web-lobby-no-computer = The computer does not play here.
web-lobby-unknown-opponent = Unknown opponent: { $list }.
web-lobby-unknown-side = Unknown side: black or white.
web-lobby-no-page = The game has no page.

## The web board's moves (src/web/play.rs): its JSON answers

web-slow-down = Too many requests: wait a minute and try again.
web-no-game = There is no such game.
web-db-away = The database is not answering; try again in a moment.
web-our-fault = Something went wrong on our side; it has been logged.
web-needs-link = This needs your personal link (?t=...).
web-body-shape = The request must be JSON: {"{"}"t": your link's token, "ply": the game's ply, "move": the move{"}"}.
web-too-large = The request is too large: a move needs at most 4 KiB.
web-say-move = Say which move to play.
web-moved-on = The game moved on since this page was drawn: look at the board again.
web-may-promote = On { $square } the { $piece } may promote.
web-several-fit = Several moves fit ({ $list }): which one?
# A legal move in words, for the Confirm button: `$vowel` is "yes" when the English name
# begins with a vowel.
web-words-drop = drop { $vowel ->
        [yes] an
       *[other] a
    } { $piece } on { $square }
web-words-move = { $piece } { $from } to { $to }
web-words-then = { $text } then { $to }
web-words-back = { $text } and back to { $to }
web-words-taking = { $text } taking the { $piece }
web-words-promoting = { $text }, promoting to { $piece }

## The move panel of the web board (src/web/static/play.js), passed to the page in its
## language: `{ "{" }square{ "}" }` and the like are filled in by the script.

web-play-pick-square = { $piece }: tap a marked square.
web-play-to = to { $square }
web-play-drop-on = drop on { $square }
web-play-stop-on = Stop on { $square }
web-play-back-to = Back to { $square } (take and return)
web-play-go-on = Go on to { $square }
web-play-second-step = { $piece } on { $square }: stop there, or a second step?
web-play-promote-to = Promote to { $piece }
web-play-confirm = Confirm { $mv } ({ $words })
web-play-playing = Playing { $mv }…
web-play-played = Played { $mv }.
web-play-which = Which move?
web-play-not-played = The move was not played (HTTP { $status }).
web-play-not-sent = The move could not be sent: check the connection and try again.
web-play-move-label = Move
web-play-button = Play
web-play-not-loaded = Your moves could not be loaded.
web-play-opponent-to-move = Your opponent is to move.
web-play-in-hand = { $piece } in hand
web-play-on = { $piece } on { $square }
web-play-your-move = Your move: tap a piece, or type the move.
web-play-example = e.g. { $moves }

# The server's fixed one-line answers (src/web/said.rs).
web-said-not-found = Not found.
web-said-wrong-method = This address does not take that method.
web-said-no-such-export = No such export: kif, usi, sfen, record or gif.
web-said-database-away = The database is not answering; try again in a moment.
web-said-disk-full = The server is out of disk space; try again once it has room.
web-said-our-fault = Something went wrong on our side; it has been logged.
web-said-busy = Busy: try again in a moment.
web-said-gif-failed = The GIF could not be drawn.
web-said-too-many-live = Too many live pages are open on this server; reload later.
