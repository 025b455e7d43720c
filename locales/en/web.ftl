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
