# Conditional moves on the web board (issue 33): the player's own section of their page,
# on their opponent's turn, and the answers of its requests.
web-plan-title = Conditional moves
web-plan-about = Only you see them. When your opponent plays the move a line expects, its answer is played for you at once.
web-plan-none = You have no conditional moves in this game.
web-plan-start = Plan a reply
web-plan-save = Save the line
web-plan-undo = Undo the last move
web-plan-cancel = Cancel
web-plan-clear = Clear them all
web-plan-theirs = Tap the move you expect from your opponent.
web-plan-yours = Now tap your answer.
web-plan-more = Save the line, or tap the next move you expect from your opponent.
web-plan-failed = The server could not be reached: check the connection and try again.
web-plan-no-link = This needs your personal link (?t=...).
web-plan-too-large = The request is too large: a line needs at most 4 KiB.
web-plan-body = The request must be JSON: {"{"}"t": your link's token, "ply": the game's ply, "line": the moves{"}"}.
web-plan-moved-on = The game moved on since this page was drawn: look at the board again.
web-plan-saved = { $lines ->
    [one] Saved: you have { $lines } line in this game.
   *[other] Saved: you have { $lines } lines in this game.
}
web-plan-cleared = Your conditional moves in this game are forgotten.
# The web's own words for the limit of lines (the bot's point at /forecast clear).
web-plan-too-many = You already have { $max } lines in this game, the most there can be: press “Clear them all” first.
