# Conditional moves (/forecast), private notes (/note) and rematches (issue 33).

## /forecast and /note as Discord shows them
cmd-forecast = Conditional moves: your answers to your opponent's moves, played for you at once
cmd-forecast-add = Add a line: your opponent's expected move, your answer, their next move, your answer...
cmd-forecast-add-moves = Moves in turn, separated by spaces, starting with your opponent's
cmd-forecast-add-game = Game number (default: this thread's game)
cmd-forecast-list = Show your conditional moves in a game (only you see them)
cmd-forecast-list-game = Game number (default: this thread's game)
cmd-forecast-clear = Forget all your conditional moves in a game
cmd-forecast-clear-game = Game number (default: this thread's game)
cmd-note = A private note on a game: give a text to keep it, leave it out to read it
cmd-note-text = Your note (replaces the old one; a single - deletes it)
cmd-note-game = Game number (default: this thread's game)

## Answers to /forecast, only for the player who asked
forecast-added = { $lines ->
    [one] Stored. Your conditional moves in game { $game } (their move → your answer), { $lines } line:
   *[other] Stored. Your conditional moves in game { $game } (their move → your answer), { $lines } lines:
}
forecast-list = { $lines ->
    [one] Your conditional moves in game { $game } (their move → your answer), { $lines } line:
   *[other] Your conditional moves in game { $game } (their move → your answer), { $lines } lines:
}
forecast-none = You have no conditional moves in game { $game }.
forecast-cleared = Your conditional moves in game { $game } are forgotten.

## In the game's thread
# After the move of a player whose prepared answer comes next.
forecast-answers-next = { $player } answers with a prepared move.
# Marks the post of a move played from /forecast.
forecast-prepared-mark = prepared move

## Refusals: nothing was stored
forecast-your-turn = It is your turn in game { $game }: conditional moves answer your opponent's move, so play yours first.
forecast-computer = The computer answers at once: conditional moves are for games between people.
forecast-no-answer = A line needs your opponent's expected move and then your answer, separated by a space.
forecast-too-many-lines = You already have { $max } lines in this game, the most there can be: clear them with /forecast clear first.
forecast-too-many-plies = A line may have at most { $max } moves (yours and your opponent's); this one has { $given }.
forecast-bad-move = Move { $ply } of the line ("{ $input }") cannot be played there: { $why }
forecast-game-ends = The game would be over after move { $ply } of the line: leave out the moves after it.

## /note
note-saved = Your note on game { $game } is kept; only you can read it.
note-deleted = Your note on game { $game } is deleted.
note-shown = Your note on game { $game }:
note-none = You have no note on game { $game }: write one with /note text:
note-too-long = A note may have at most { $max } characters; this one has { $given }.

## Rematch
rematch-button = Rematch
rematch-card = { $challenger } asks { $opponent } for a rematch of game { $game }: the same game and time, colours swapped.
rematch-sent = Your rematch is sent to { $opponent } (challenge { $challenge }); it waits for their answer like any challenge.
rematch-game-not-over = Game { $game } is still being played: a rematch comes once it is over.

## "Play this if my time runs out" (/forecast timeout)
cmd-forecast-timeout = Keep a move to be played for you if your time runs out before you move
cmd-forecast-timeout-move = Your move in this position, played only if your time runs out first
cmd-forecast-timeout-game = Game number (default: this thread's game)
forecast-timeout-set = Kept: if your time runs out in game { $game } before you move, { $planned } is played for you (before any extension or vacation day). Playing a move yourself forgets it.
forecast-timeout-shown = If your time runs out in game { $game } before you move: { $planned }.
forecast-timeout-not-your-turn = It is not your turn in game { $game }: a move for when your time runs out is kept on your turn, for that position.
forecast-timeout-bad-move = "{ $input }" cannot be played there: { $why }
