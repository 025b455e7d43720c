# Posts in games' threads (in the server's language) and the messages that tell a player it
# is their move (in theirs). Mentions, moves and Discord timestamps come as arguments.

clock-runs-out = time runs out <t:{ $unix }:R> (<t:{ $unix }:f>)
clock-unlimited = no time limit
side-black = ☗ Black
side-white = ☖ White
post-computer-label = { $player } (computer, { $level })
post-played = **{ $ply }.** { $player } played **{ $mv }** (`{ $canonical }`)
post-played-check = **{ $ply }.** { $player } played **{ $mv }** (`{ $canonical }`) · check
post-thinking = { $player } is thinking…
post-to-move = { $player } to move, { $clock }.
post-reminder = ⏰ { $player }, your move: { $clock }.
post-game-over = 🏁 Game { $game } ({ $black } against { $white }) is over. { $result }
post-wins = { $player } ({ $side }) wins { $how }.
post-draw = Draw { $how }.
post-ratings = Ratings: { $black } { $black_change } · { $white } { $white_change }
how-checkmate = by checkmate
how-no-legal-move = as the opponent has no legal move
how-repetition = by repetition (the same position for the { $count ->
        [2] second
        [3] third
        [4] fourth
        [5] fifth
       *[other] { $count }th
    } time)
how-perpetual-check = by perpetual check (the checking side loses)
how-impasse = by impasse points
how-resignation = by resignation
how-time = on time
how-check = by giving check (the first check wins)
how-far-rank = by bringing the King to the far rank
how-royal-capture = by capturing the last royal piece (King and Crown Prince)
how-bare-king = by baring the King (the other side has only its King left)
how-lone-kings = as only the two Kings are left
how-perpetual-attack = by perpetual attack (the side that checked or attacked a piece with every move loses)
how-illegal-move = because the other side played an illegal move
how-agreement = by agreement
post-game-begins-kanji = Game { $game } begins: ☗ { $black } (Black) against ☖ { $white } (White). { $player } to move, { $clock }. Boards here show kanji pieces (agreed from your settings); press My view for yours.
post-game-begins-western = Game { $game } begins: ☗ { $black } (Black) against ☖ { $white } (White). { $player } to move, { $clock }. Boards here show western-letter pieces (agreed from your settings); press My view for yours.
post-offer-draw = offers a draw
post-offer-takeback = asks to take back their last move
post-offer-takeback-two = asks to take back their last move and the reply to it (2 moves)
post-offer-impasse = proposes to end the game by impasse points
post-offer = { $player } { $offer }. { $opponent }, do you accept?
post-offer-to-computer = { $player } { $offer } to { $computer }.
post-accepted-draw = { $player } accepted the draw offer.
post-accepted-takeback = { $player } accepted the takeback offer.
post-accepted-impasse = { $player } accepted the impasse offer.
post-declined-draw = { $player } declined the draw offer.
post-declined-takeback = { $player } declined the takeback offer.
post-declined-impasse = { $player } declined the impasse offer.
post-took-back = ↩ { $plies ->
        [one] 1 move
       *[other] { $plies } moves
    } taken back. { $player } to move, { $clock }.
post-on-vacation = 🏖 { $opponent }, your opponent { $player } is on vacation: their clock in this game is stopped until <t:{ $until }:f>.
dm-your-move-thread = Your move in game { $game } ({ $variant }) in <#{ $thread }>: your opponent played { $mv }; { $clock }.
dm-your-move = Your move in game { $game } ({ $variant }): your opponent played { $mv }; { $clock }.
dm-reminder-thread = Your move in game { $game } ({ $variant }) in <#{ $thread }>: { $clock }.
dm-reminder = Your move in game { $game } ({ $variant }): { $clock }.
dm-your-board = Your board: { $link }

## Buttons
button-accept = Accept
button-decline = Decline
button-move = Move
button-my-view = My view
button-open-my-board = Open my board
button-web-board = Web board
button-revoke-links = Revoke my links
button-cancel-challenge = Cancel my challenge
side-word-black = Black
side-word-white = White

## The time left (the command line's game view)
time-left-days = { $days ->
        [one] 1 day
       *[other] { $days } days
    } { $hours } h left
time-left-hours = { $hours } h { $minutes } min left
time-left-minutes = { $minutes } min left
time-left-over = no time left
time-left-unlimited = no time limit
