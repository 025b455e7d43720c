# A game in the reader's words: /rules, /piece, and the game texts shown on the web pages
# and the command line (src/i18n/games.rs). The game files give the names, notes and
# sources in each language (docs/games.md); these messages put them together.

# A game's name with its short note, in image headers and titles.
game-title-note = { $name } ({ $note })

## /rules

rules-heading = **{ $name } ({ $kanji })**: a { $width }x{ $height } board and { $kinds } { $kinds ->
        [one] kind
       *[other] kinds
    } of piece.
rules-sources = Sources: { $sources }
rules-note = ⚠ **{ $note }**
# Between two sentences of the rules.
rules-sentence-gap = { " " }
rules-captures-drop = Captured pieces change sides and may be dropped.
rules-captures-leave = Captured pieces leave the game.
# The squares of a move that let a piece promote, joined by rules-or: "starts, passes or ends".
rules-promote-start = starts
rules-promote-middle = passes
rules-promote-end = ends
rules-or = { $first } or { $last }
rules-promotion = A piece may promote on a move that { $squares } in the far { $depth } ranks.
rules-promotion-forced = A piece may promote on a move that { $squares } in the far { $depth } ranks (forced where a piece could not move again).
rules-two-on-a-file = No two unpromoted { $piece }s of a side on a file.
rules-no-drop-mate = A { $piece } drop may not mate.
rules-repetition = A position occurring for the { $count ->
        [2] second
        [3] third
        [4] fourth
        [5] fifth
       *[other] { $count }th
    } time (same board, hands, side to move) draws.
rules-repetition-check-loses = A position occurring for the { $count ->
        [2] second
        [3] third
        [4] fourth
        [5] fifth
       *[other] { $count }th
    } time (same board, hands, side to move) draws, unless one side gave check with every move since its first occurrence: that side loses.
rules-no-legal-move-loses = A side with no legal move loses.
rules-no-legal-move-draws = A side with no legal move, not in check, draws.
rules-impasse = Impasse: when both Kings stand in their promotion zones, either player may propose to end the game by points (/impasse). Each piece on the board or in hand counts as its unpromoted form: { $groups }; Kings count nothing. A player with fewer than { $threshold } { $threshold ->
        [one] point
       *[other] points
    } loses; if both have { $threshold } or more, the game is drawn.
rules-impasse-each = { $points } { $points ->
        [one] point
       *[other] points
    } for each { $pieces }
rules-impasse-others = { $points } { $points ->
        [one] point
       *[other] points
    } for every other piece
rules-group-separator = { "; " }

## /piece

# A piece's name and its kanji: "Dragon King (龍王)".
piece-label-kanji = { $name } ({ $kanji })
# A piece's name that is its kanji, with its reading: "龍王 (りゅうおう)".
piece-label-reading = { $name } ({ $reading })
piece-heading = **{ $piece }** in { $game }
piece-promotes = Promotes to { $piece }.
piece-promoted = The promoted { $base }.
piece-promoted-returns = The promoted { $base }; captured, it returns to hand as a { $base }.
piece-no-promotion = Does not promote.
piece-unknown-in-game = { $game } has no piece called "{ $name }": start typing and pick a name from the list
piece-unknown = no game has a piece called "{ $name }": start typing and pick a name from the list
rules-promotion-compulsory = A piece promotes on every move that { $squares } in the far { $depth } ranks: it may not decline.
rules-most-on-a-file = At most { $count } unpromoted { $piece }s of a side on a file.
rules-no-facing-kings = The Kings may not face each other on a file with nothing between them.
rules-first-check-wins = The first check wins.
rules-campmate = A King that reaches the far rank wins.
rules-campmate-safe = A King that reaches the far rank where no enemy piece attacks it wins; if both Kings stand so, the game is drawn.
