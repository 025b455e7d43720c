# Les mots dessinés dans les images (src/render). Chaque caractère doit se trouver dans
# les polices embarquées (scripts/make_font_subset.py lit ce fichier).

# La ligne au-dessus des images d'une partie : les joueurs (☗ Noirs, ☖ Blancs) et le jeu.
image-header = ☗ { $black }  contre  ☖ { $white } · { $game }
image-turn-black = Aux noirs de jouer
image-turn-white = Aux blancs de jouer
image-footer = { $turn } · coup { $move }
image-footer-check = { $turn } · coup { $move } · échec
image-planning = { $turn } au prochain tour (prévision)
image-preview = Aperçu de votre coup : il n'est joué qu'une fois confirmé
image-final = { $result } · { $moves } { $moves ->
        [one] coup
       *[other] coups
    }
image-result-black-wins = Les noirs gagnent par { $reason }
image-result-white-wins = Les blancs gagnent par { $reason }
image-result-draw = Nulle par { $reason }
image-result-game = { $result } · partie { $game }
image-reason-checkmate = mat
image-reason-no-legal-move = absence de coup légal
image-reason-repetition = répétition
image-reason-perpetual-check = échec perpétuel
image-reason-impasse = impasse
image-reason-resignation = abandon
image-reason-time = dépassement du temps
image-reason-check = premier échec
image-reason-far-rank = Roi sur la dernière rangée
image-reason-royal-capture = dernière pièce royale prise
image-reason-bare-king = Roi seul
image-reason-lone-kings = deux Rois seuls
image-reason-perpetual-attack = attaque perpétuelle
image-reason-illegal-move = coup illégal
image-reason-agreement = accord mutuel

## Diagrammes de pièce (/piece)

image-piece-header = { $name } { $kanji } · { $game }
image-piece-header-kanji = { $name } · { $game }
image-piece-promotes = promotion : { $piece }
image-piece-promoted = forme promue de « { $base } », revient en réserve comme « { $base } »
image-piece-promoted-gone = forme promue de « { $base } »
image-piece-no-promotion = pas de promotion
image-legend-step = pas
image-legend-slide = glissement
image-legend-jump = saut
image-legend-hook-turn = crochet
image-legend-lion-step = pas de lion
image-legend-range-jump = capture par saut
