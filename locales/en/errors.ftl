# Refusals: why a command changed nothing, one line each, saying what to do instead.
# Every message is a whole sentence; { $game } is a game number.

error-no-game = There is no game { $game }.
error-no-challenge = There is no such challenge.
error-self-challenge = You cannot challenge yourself.
error-not-for-you = This challenge is for someone else.
error-decline-own = You cannot decline your own challenge: press Cancel to withdraw it.
error-not-challenger = Only the challenger can cancel a challenge.
error-challenge-closed = This challenge is no longer open.
error-challenge-expired = This challenge has expired: send a new one with /challenge.
error-unknown-variant = There is no game "{ $name }": choose { $list }.
error-rules-changed = Game { $game } was started under other rules of { $name }: its game file ({ $file }) has changed since, so the game cannot go on until the server loads the old file again.
error-bad-position = Bad start position: { $reason }.
error-bad-time = Time per move must be 1, 2, 3, 5, 7, 10 or 14 days, or unlimited.
error-not-a-player = You are not playing in game { $game }.
error-not-your-turn = It is not your turn in game { $game }.
error-game-over = Game { $game } is over.
error-position-changed = The position changed before your move arrived: look at the board again.
error-already-offered = You already offered { $offer } in this game.
error-offer-waiting = Your opponent already offered { $offer }: answer that offer instead.
error-no-offer = There is no offer of { $offer } to answer.
error-own-offer = You cannot answer your own offer.
error-nothing-to-take-back = There is no move of yours to take back.
error-impasse-not-allowed = Impasse needs both Kings inside their promotion zones.
error-bad-vacation = Vacation must be between 0 and 60 days.
error-bad-discord-id = { $id } is not a Discord id.
# It does not say that nothing was done: a connection lost during a COMMIT leaves that
# unknown (sent again, a move that was stored is refused as not the player's turn).
error-unreachable = I cannot reach my database just now: try again in a minute or two.
error-disk-full = The server I run on is out of disk space, so nothing was saved: try again once its operator has made room.
error-internal = Something went wrong on our side; it has been logged. Try again later.
error-missing-permissions = I am missing permissions here: a server admin should let me send messages, create threads, embed links and attach files in this channel.

# What an offer offers, as the refusals above put it.
offer-draw = a draw
offer-takeback = a takeback
offer-impasse = an impasse

# The limits per user (docs/operations.md). { $when } is a time from now ("in 3 h 5 min").
limit-open-challenges = { $open ->
    [one] You have 1 open challenge
   *[other] You have { $open } open challenges
}, the most allowed at once ({ $max }): cancel one or wait until one is answered.
limit-open-challenges-oldest = { $open ->
    [one] You have 1 open challenge
   *[other] You have { $open } open challenges
}, the most allowed at once ({ $max }): cancel one or wait until one is answered; the oldest expires { $when }.
limit-computer-games = { $playing ->
    [one] You are playing 1 game
   *[other] You are playing { $playing } games
} against the computer, the most allowed at once ({ $max }): finish or resign one first.
limit-offer-interval = You offered { $offer } at move { $move }: the same offer may be made once per { $every ->
    [one] move
   *[other] { $every } moves
} of yours, so again after { $left ->
    [one] 1 more move
   *[other] { $left } more moves
} of yours.
limit-hints = Hints are limited to { $max } per minute: the next one is available { $when }.
limit-vacation = Vacation is limited to { $per_year ->
    [one] 1 day
   *[other] { $per_year } days
} per 365 days: you have { $left ->
    [one] 1 day
   *[other] { $left } days
} left.
limit-vacation-more = Vacation is limited to { $per_year ->
    [one] 1 day
   *[other] { $per_year } days
} per 365 days: you have { $left ->
    [one] 1 day
   *[other] { $left } days
} left; more days come back { $when }.
limit-challenge-channels = A server can keep challenges to at most { $max } channels.

# A time from now.
when-seconds = in { $seconds } s
when-minutes = in { $minutes } min
when-hours = in { $hours } h { $minutes } min
when-days = in { $days ->
    [one] 1 day
   *[other] { $days } days
} { $hours } h

# Why a typed move was refused.
move-unreadable = Cannot read "{ $input }" as a move: { $hint }.
move-no-piece-on = There is no { $piece } of yours on { $square }: start from a square where your piece stands.
move-no-piece-in-hand = You have no { $piece } in hand: drop only a piece you hold.
move-no-piece-on-board = You have no { $piece } on the board: name a piece you have there (drops are written like P*5e).
move-any-piece = piece
move-not-your-piece = The { $piece } on { $square } belongs to your opponent: move one of your own pieces.
move-cannot-go-from = Your { $piece } on { $from } cannot go to { $to }: pick a square it can reach.
move-cannot-go = No { $piece } of yours can go to { $to }: pick a square one of them can reach.
move-occupied = { $square } is not empty: drop pieces on empty squares only.
move-still-in-check = Your King is in check and that move does not answer it: block, capture or move the King.
move-into-check = That move would put your King in check: pick a move that keeps it safe.
move-pawn-drop-mate = A Pawn drop may not give checkmate: mate with another move, or drop elsewhere.
move-two-pawns = You already have an unpromoted Pawn on file { $file }: drop the Pawn on another file.
move-dead-drop = A { $piece } dropped on { $square } could never move: drop it farther from the last ranks.
move-ambiguous = Several moves fit ({ $candidates }): type one of them.
move-promotion-choice = This move may promote: add + to promote or = to decline.
move-cannot-promote = The { $piece } cannot promote on this move: leave out the +.
move-must-promote = The { $piece } must promote on this move: write + instead of =.

# The answer to the player of a move.
move-played = Played { $shown } in game { $game }.
move-stands-not-posted = Your move stands, but I could not post it in the thread of game { $game }: { $why }
move-post-refused = Discord refused the post.

## Why a start position was refused: clauses after error-bad-position's colon.

position-over = the game is already over in that position
position-form = a position is 'startpos [moves ...]' or 'sfen <SFEN> [moves ...]'
position-move-unreadable = move { $number } ({ $text }): not a move of the form 7i7h, 7i7h+, 8m8l7k or P*5e
position-move-illegal = move { $number } ({ $text }): not legal in that position
position-move-after-end = move { $number } ({ $text }): the game was already over
sfen-fields = an SFEN has a board, a side to move, hands and a move number; got { $count ->
        [one] 1 field
       *[other] { $count } fields
    }
sfen-ranks = the board has { $found } ranks, { $game } needs { $expected } (its board is { $board }: files x ranks)
sfen-rank-width = rank { $rank } has { $found } squares, the board is { $expected } wide
sfen-unknown-piece = unknown piece "{ $piece }" in this game
sfen-cannot-promote = { $piece } does not promote, so '+{ $id }' is impossible
sfen-side = side to move must be 'b' or 'w', not "{ $side }"
sfen-hand = bad hand "{ $hand }"
sfen-king-in-hand = a King cannot be in hand
sfen-no-hands = { $game } has no pieces in hand: captured pieces leave the game
sfen-too-many = { $count } × { $piece } in one position (board and hands together): at most { $max } of a kind
sfen-move-number = bad move number "{ $text }": a whole number from 1 to { $max }
sfen-two-kings = { $side } has more than one King
sfen-no-king = { $side } has no { $piece }: the game is won by mating it, so each side needs one
sfen-dead-piece = { $piece } on { $square } could never move
sfen-opponent-in-check = the side not to move ({ $side }) is in check
