# Private answers of /moves, /hint, /analyse, /history, /export and
# /move's questions, and the refusals the bot itself makes (the game option, another
# server's game, the per-user gates): in the user's language.

## The game option, and who may look at a game.

refuse-not-a-game-number = "{ $text }" is not a game number (e.g. 12).
refuse-unknown-game = There is no game "{ $text }"; the games are { $list }.
refuse-no-game-here = You have no game here: use this in a game's thread, or give the game number.
refuse-several-games = You have several games ({ $list }): give the game number.
refuse-several-games-item = { $game } ({ $variant })
refuse-other-server = Game { $game } is not played in this server: only its players can look at it from elsewhere.

## The per-user gates: `$work` is review, hint, export or gif.

refuse-busy-yours = { $work ->
        [review] Your review of game { $game } is on its way: one review at a time, please wait for it.
        [hint] Your hint for game { $game } is on its way: one hint at a time, please wait for it.
        [export] Your export of game { $game } is on its way: one export at a time, please wait for it.
       *[gif] Your GIF of game { $game } is on its way: one GIF at a time, please wait for it.
    }
refuse-busy-game = { $work ->
        [review] A review of game { $game } is on its way already: ask again once it is posted.
        [hint] A hint for game { $game } is on its way already: ask again once it is posted.
        [export] An export of game { $game } is on its way already: ask again once it is posted.
       *[gif] A GIF of game { $game } is on its way already: ask again once it is posted.
    }
refuse-busy-full = The bot is busy with { $work ->
        [review] { $capacity ->
            [one] 1 review
           *[other] { $capacity } reviews
        }
        [hint] { $capacity ->
            [one] 1 hint
           *[other] { $capacity } hints
        }
        [export] { $capacity ->
            [one] 1 export
           *[other] { $capacity } exports
        }
       *[gif] { $capacity ->
            [one] 1 GIF
           *[other] { $capacity } GIFs
        }
    }: try again in a few minutes.

## /hint

refuse-hint-people = Hints are only for games against the computer.
refuse-hint-not-your-turn = It is not your turn in game { $game }: a hint is for your own move.
refuse-hint-no-move = There is no move to suggest: the game is over.
hint-answer = Hint for game { $game }: **{ $mv }**, { $verdict }.
hint-mate = { $moves ->
        [one] mate in 1
       *[other] mate in { $moves }
    }
hint-mated = but you are mated in { $moves } at best
hint-even = about even
hint-score = { $score } Pawns for you

## /history and /export

history-answer = Game { $game } ({ $variant }): { $moves }
history-no-moves = No moves yet.
export-answer = Game { $game }
export-gif = Game { $game }, { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }: one frame a move, the last move framed in green.

## /moves: `$owner` is moves-owner-*, `$place` moves-on or moves-in-hand.

moves-owner-mine = your { $piece }
moves-owner-black = Black's { $piece }
moves-owner-white = White's { $piece }
moves-on = on { $square }
moves-in-hand = in hand
moves-list = { $owner } { $place } has { $count ->
        [one] 1 legal move
       *[other] { $count } legal moves
    }: { $moves }.
moves-none-check = { $owner } { $place } has no legal move: its King is in check, and this piece can neither block nor capture the checker.
moves-none-drop = { $owner } { $place } has no legal move: there is no square it may be dropped on.
moves-none-blocked = { $owner } { $place } has no legal move: every square it reaches is blocked by its own side, or moving it would expose its King.
moves-planning-mine = It is { $side }'s turn; these are the moves on your next turn, if the position stays as it is.
moves-planning-theirs = It is { $side }'s turn; these are the moves on { $owner }'s next turn, if the position stays as it is.
moves-no-such-piece = { $game } has no piece "{ $text }": write a piece letter and * (e.g. { $example }).
moves-none-in-hand-mine = You have no { $piece } in hand, so there is nothing to drop.
moves-none-in-hand = { $side } has no { $piece } in hand.
moves-not-a-square = "{ $text }" is not a square of the { $board } board (e.g. 7i) or a piece in hand (e.g. P*).
moves-empty-square = There is no piece on { $square }: give the square of a piece.

## /analyse: `$verdict` is mistake or blunder.

refuse-analyse-not-finished = Game { $game } is not finished: /analyse reviews finished games only.
analyse-title = Review of game { $game } ({ $variant }, { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }{ $judged ->
        [0] {""}
       *[other] , { $judged } judged
    }):
analyse-line = { $ply }. { $mark } { $mv }: { $verdict ->
        [blunder] blunder
       *[mistake] mistake
    } (-{ $loss }), better { $better }
analyse-none = No mistakes found.
analyse-side = { $side }: { $mistakes ->
        [one] 1 mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] 1 blunder
       *[other] { $blunders } blunders
    }
analyse-in-file = { $count ->
        [one] 1 mistake or blunder
       *[other] { $count } mistakes and blunders
    }: the whole list is in the attached file.

## /move's questions: `$vowel` is "yes" when the English name begins with a vowel.

move-promotion-question = { $mv } may promote here: promote to { $promoted }, or stay { $vowel ->
        [yes] an
       *[other] a
    } { $piece }?
move-candidates = Several moves fit ({ $list }): which one do you mean?
