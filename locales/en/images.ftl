# The words drawn in images (src/render): board footers, the last frame of a game, the
# piece diagrams' header, footer and legend. Every character of these messages must be in
# the embedded fonts: scripts/make_font_subset.py reads this file in every language.

# The line above a game's board images: the players (☗ Black, ☖ White) and the game.
image-header = ☗ { $black }  vs  ☖ { $white } · { $game }
image-turn-black = Black to move
image-turn-white = White to move
image-footer = { $turn } · move { $move }
image-footer-check = { $turn } · move { $move } · check
image-planning = { $turn } next turn (planning)
image-preview = Preview of your move: not played until you confirm
# The last frame of a game's GIF: how it ended and its length.
image-final = { $result } · { $moves } { $moves ->
        [one] move
       *[other] moves
    }
image-result-black-wins = Black wins by { $reason }
image-result-white-wins = White wins by { $reason }
image-result-draw = Draw by { $reason }
image-result-game = { $result } · game { $game }
image-reason-checkmate = checkmate
image-reason-no-legal-move = no legal move
image-reason-repetition = repetition
image-reason-perpetual-check = perpetual check
image-reason-impasse = impasse
image-reason-resignation = resignation
image-reason-time = time
image-reason-check = first check
image-reason-far-rank = King on the far rank
image-reason-royal-capture = last royal piece captured
image-reason-bare-king = bare King
image-reason-lone-kings = two lone Kings
image-reason-perpetual-attack = perpetual attack
image-reason-illegal-move = illegal move
image-reason-agreement = agreement

## Piece diagrams (/piece)

image-piece-header = { $name } { $kanji } · { $game }
# When the piece's name is its kanji (Japanese).
image-piece-header-kanji = { $name } · { $game }
image-piece-promotes = promotes to { $piece }
image-piece-promoted = promoted { $base }, returns to hand as { $base }
image-piece-promoted-gone = promoted { $base }
image-piece-no-promotion = does not promote
image-legend-step = step
image-legend-slide = slide
image-legend-jump = jump
image-legend-hook-turn = hook turn
image-legend-lion-step = lion step
image-legend-range-jump = range-jump capture
