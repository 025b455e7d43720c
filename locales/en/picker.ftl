# The move picker (private: in the player's language). Piece names and squares come as
# arguments; `$vowel` is "yes" when the English name begins with a vowel (for "an").

picker-title = **Game { $game } · move { $ply }** ({ $side }) · { $question }
picker-choose-piece = Choose a piece to move, or a piece in hand to drop.
picker-pieces = Pieces
picker-which-piece = Which { $piece }? Choose its square.
picker-where-to = Where does the { $piece } on { $square } go?
picker-where-drop = Where do you drop the { $piece }?
picker-squares = Squares
picker-second-step-question = The { $piece } takes on { $square }: stop there, or go on with a second step?
picker-second-step = Second step
picker-promotion = Promotion
picker-promotion-question = On { $square } the { $piece } may promote: promote to { $promoted }, or stay { $vowel ->
        [yes] an
       *[other] a
    } { $piece }?
picker-promote-to = Promote to { $piece }
picker-stay = Stay { $vowel ->
        [yes] an
       *[other] a
    } { $piece }
picker-your-move = Your move: **{ $mv }**. Press Confirm to play it.
picker-your-move-canonical = Your move: **{ $mv }** (`{ $canonical }`). Press Confirm to play it.
picker-which-part = { $what }: which part?
picker-kind-can-move = { $piece } ({ $count } can move)
picker-in-hand = { $piece } in hand (drop)
picker-in-hand-held = { $piece } in hand (drop; { $count } held)
picker-squares-count = { $count ->
        [one] 1 square
       *[other] { $count } squares
    }
picker-then-second-step = then stop, or a second step
picker-then-promote = then promote or not
picker-stop-on = Stop on { $square }
picker-back-to = Back to { $square } (take and return)
picker-go-on = Go on to { $square }
picker-go-on-taking = Go on to { $square } ×{ $piece }
picker-stale = This picker is out of date: the position has changed since. Press Move on the latest board to pick again.
picker-unknown = This picker does not belong to this bot any more.
picker-forged = This button is not part of a picker: press Move on the board to pick a move.
picker-closed = Picker closed. Press Move on the board to pick again.
picker-not-a-player = You are not playing in game { $game }; /moves shows where a piece can go.
picker-game-over = Game { $game } is over.
picker-not-your-turn = It is { $player }'s turn in game { $game }: you can pick your move once they have played.
button-confirm = Confirm
button-back = Back
button-cancel = Cancel

## Planning a reply (a conditional move) on the opponent's turn.
button-plan-reply = Plan a reply
button-plan-next = Next: your answer
button-plan-store = Keep this reply
picker-plan-expected = **Game { $game } · plan a reply** · first the move you expect from your opponent. { $question }
picker-plan-answer = **Game { $game } · plan a reply** · if they play { $expected }, your answer: { $question }
picker-plan-your-turn = It is your turn in game { $game }: press Move to play.
