# /help. `$games` is the list of games (list-*), `$place` where the examples are legal.

help-intro = **Seireigi** plays large shogi variants by correspondence: { $games }.
help-challenge = • `/challenge opponent:@friend game:Chu Seireigi time:3 days per move`: your friend presses Accept and a thread opens for the game.
help-computer = • `/challenge opponent:@Seireigi level:normal`: play the computer (easy, normal or strong) at once; `/hint` then suggests a move.
help-move = • `/move { $western }` (or `{ $canonical }`, `{ $dashed }`{ $drop }; add `+` to promote or `=` not to) in the game's thread: these work { $place }. Start typing a square or a piece letter and pick from the list.
help-move-drop = , a drop like `{ $drop }`
help-move-any-drop = , a drop as the piece letter, `*` and the square (e.g. P*5e, once you hold a Pawn)
help-move-no-example = • `/move` in the game's thread: start typing a square or a piece letter and pick from the list.
help-look = • `/board`, `/moves square:{ $square }`, `/history`, `/export format:KIF`: look at a game; `/analyse` once it is over: its mistakes and a graph.
help-pieces = • `/piece name:Lion`: how a piece moves. `/rules game:Dai Seireigi`: the rules in brief.
help-offers = • `/draw`, `/takeback`, `/impasse`, `/resign`: your opponent answers with buttons.
help-yours = • `/games`: your games, those waiting for you first. `/settings`: notation, pieces, board orientation, notifications, reminders, vacation. `/rating`, `/leaderboard`: ratings (games between two people are rated unless `rated:False`).
help-place-game = in game { $game } now
help-place-start = at the start of { $name }

# Lists of names in a sentence.
list-two = { $first } and { $last }
list-separator = { ", " }
list-games-more = { $named } and { $more ->
        [one] { $more } more game
       *[other] { $more } more games
    } (`/rules` lists them all)

# Under a text cut to Discord's limit (bot/limits.rs).
cut-note = … ({ $count ->
        [one] { $count } more character not shown
       *[other] { $count } more characters not shown
    })
