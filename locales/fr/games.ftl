# Un jeu dans la langue du lecteur : /rules, /piece, et les textes des jeux sur les pages
# web et en ligne de commande (src/i18n/games.rs).

# Le nom d'un jeu avec sa courte note, dans les en-têtes d'images et les titres.
game-title-note = { $name } ({ $note })

## /rules

rules-heading = **{ $name } ({ $kanji })** : un plateau de { $width }x{ $height } et { $kinds } { $kinds ->
        [one] sorte
       *[other] sortes
    } de pièces.
rules-sources = Sources : { $sources }
rules-note = ⚠ **{ $note }**
rules-sentence-gap = { " " }
rules-captures-drop = Les pièces capturées changent de camp et peuvent être parachutées.
rules-captures-leave = Les pièces capturées quittent la partie.
rules-promote-start = commence
rules-promote-middle = passe
rules-promote-end = finit
rules-or = { $first } ou { $last }
rules-promotion = Une pièce peut être promue par un coup qui { $squares } dans les { $depth } { $depth ->
        [one] dernière rangée
       *[other] dernières rangées
    }.
rules-promotion-forced = Une pièce peut être promue par un coup qui { $squares } dans les { $depth } { $depth ->
        [one] dernière rangée
       *[other] dernières rangées
    } (obligatoirement là où elle ne pourrait plus bouger).
rules-two-on-a-file = Un camp ne peut avoir deux pièces « { $piece } » non promues sur une même colonne.
rules-no-drop-mate = Le parachutage d'une pièce « { $piece } » ne peut pas donner mat.
rules-repetition = Une position qui se produit pour la { $count }e fois (même plateau, mêmes réserves, même camp au trait) fait nulle.
rules-repetition-check-loses = Une position qui se produit pour la { $count }e fois (même plateau, mêmes réserves, même camp au trait) fait nulle, sauf si un camp a donné échec à chaque coup depuis sa première apparition : ce camp perd.
rules-no-legal-move-loses = Un camp sans coup légal perd.
rules-no-legal-move-draws = Un camp sans coup légal, qui n'est pas en échec, fait nulle.
rules-impasse = Impasse : quand les deux Rois sont dans leur zone de promotion, chaque joueur peut proposer de finir la partie aux points (/impasse). Chaque pièce, sur le plateau ou en réserve, compte comme sa forme non promue : { $groups } ; les Rois ne comptent rien. Un joueur qui a moins de { $threshold } { $threshold ->
        [one] point
       *[other] points
    } perd ; si les deux en ont { $threshold } ou plus, la partie est nulle.
rules-impasse-each = { $points } { $points ->
        [one] point
       *[other] points
    } pour chacune de ces pièces : { $pieces }
rules-impasse-others = { $points } { $points ->
        [one] point
       *[other] points
    } pour chaque autre pièce
rules-group-separator = { " ; " }

## /piece

piece-label-kanji = { $name } ({ $kanji })
piece-label-reading = { $name } ({ $reading })
piece-heading = **{ $piece }** au { $game }
piece-promotes = Promotion : { $piece }.
piece-promoted = Forme promue de la pièce « { $base } ».
piece-promoted-returns = Forme promue de la pièce « { $base } » ; capturée, la pièce revient en réserve comme « { $base } ».
piece-no-promotion = Pas de promotion.
piece-unknown-in-game = { $game } n'a pas de pièce nommée « { $name } » : commencez à taper et choisissez un nom dans la liste
piece-unknown = aucun jeu n'a de pièce nommée « { $name } » : commencez à taper et choisissez un nom dans la liste
rules-promotion-compulsory = Une pièce est promue à chaque coup qui { $squares } dans les { $depth } { $depth ->
        [one] dernière rangée
       *[other] dernières rangées
    } : elle ne peut pas refuser.
rules-most-on-a-file = Un camp ne peut avoir plus de { $count } pièces « { $piece } » non promues sur une même colonne.
rules-no-facing-kings = Les Rois ne peuvent pas se faire face sur une colonne sans pièce entre eux.
rules-first-check-wins = Le premier échec gagne.
rules-campmate = Un Roi qui atteint la dernière rangée gagne.
rules-campmate-safe = Un Roi qui atteint la dernière rangée sur une case qu'aucune pièce adverse n'attaque gagne ; si les deux Rois y sont ainsi, la partie est nulle.
