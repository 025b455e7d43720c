# Messages des fils de parties (dans la langue du serveur) et messages qui préviennent un
# joueur que c'est à lui (dans la sienne).

clock-runs-out = le temps s'écoule <t:{ $unix }:R> (<t:{ $unix }:f>)
clock-unlimited = pas de limite de temps
side-black = ☗ Noirs
side-white = ☖ Blancs
post-computer-label = { $player } (ordinateur, { $level })
post-played = **{ $ply }.** { $player } a joué **{ $mv }** (`{ $canonical }`)
post-played-check = **{ $ply }.** { $player } a joué **{ $mv }** (`{ $canonical }`) · échec
post-thinking = { $player } réfléchit…
post-to-move = Au tour de { $player } ; { $clock }.
post-reminder = ⏰ { $player }, c'est à vous : { $clock }.
post-game-over = 🏁 La partie { $game } ({ $black } contre { $white }) est terminée. { $result }
post-wins = { $player } ({ $side }) gagne { $how }.
post-draw = Nulle { $how }.
post-ratings = Classements : { $black } { $black_change } · { $white } { $white_change }
how-checkmate = par échec et mat
how-no-legal-move = car l'adversaire n'a plus de coup légal
how-repetition = par répétition (la même position pour la { $count }e fois)
how-perpetual-check = par échec perpétuel (le camp qui donne échec perd)
how-impasse = aux points d'impasse
how-resignation = par abandon
how-time = au temps
how-check = en donnant échec (le premier échec gagne)
how-far-rank = en amenant le Roi sur la dernière rangée
how-royal-capture = en prenant la dernière pièce royale (Roi et Prince héritier)
how-bare-king = en laissant le Roi adverse seul (il ne reste que lui à l'adversaire)
how-lone-kings = car il ne reste que les deux Rois
how-perpetual-attack = par attaque perpétuelle (le camp qui a donné échec ou attaqué une pièce à chaque coup perd)
how-illegal-move = car l'autre camp a joué un coup illégal
how-agreement = d'un commun accord
post-game-begins-kanji = La partie { $game } commence : ☗ { $black } (Noirs) contre ☖ { $white } (Blancs). Au tour de { $player } ; { $clock }. Les plateaux de ce fil montrent des pièces en kanji (convenu d'après vos réglages) ; appuyez sur Ma vue pour les vôtres.
post-game-begins-western = La partie { $game } commence : ☗ { $black } (Noirs) contre ☖ { $white } (Blancs). Au tour de { $player } ; { $clock }. Les plateaux de ce fil montrent des pièces en lettres occidentales (convenu d'après vos réglages) ; appuyez sur Ma vue pour les vôtres.
post-offer-draw = propose la nulle
post-offer-takeback = demande à reprendre son dernier coup
post-offer-takeback-two = demande à reprendre son dernier coup et la réponse (2 coups)
post-offer-impasse = propose de finir la partie aux points d'impasse
post-offer = { $player } { $offer }. { $opponent }, acceptez-vous ?
post-offer-to-computer = { $player } { $offer } à { $computer }.
post-accepted-draw = { $player } a accepté la nulle.
post-accepted-takeback = { $player } a accepté de reprendre le coup.
post-accepted-impasse = { $player } a accepté de finir aux points d'impasse.
post-declined-draw = { $player } a refusé la nulle.
post-declined-takeback = { $player } a refusé de reprendre le coup.
post-declined-impasse = { $player } a refusé de finir aux points d'impasse.
post-took-back = ↩ { $plies ->
        [one] { $plies } coup repris
       *[other] { $plies } coups repris
    }. Au tour de { $player } ; { $clock }.
post-on-vacation = 🏖 { $opponent }, votre adversaire { $player } est en vacances : sa pendule dans cette partie est arrêtée jusqu'au <t:{ $until }:f>.
dm-your-move-thread = C'est à vous dans la partie { $game } ({ $variant }), dans <#{ $thread }> : votre adversaire a joué { $mv } ; { $clock }.
dm-your-move = C'est à vous dans la partie { $game } ({ $variant }) : votre adversaire a joué { $mv } ; { $clock }.
dm-reminder-thread = C'est à vous dans la partie { $game } ({ $variant }), dans <#{ $thread }> : { $clock }.
dm-reminder = C'est à vous dans la partie { $game } ({ $variant }) : { $clock }.
dm-your-board = Votre plateau : { $link }

## Boutons
button-accept = Accepter
button-decline = Refuser
button-move = Jouer
button-my-view = Ma vue
button-open-my-board = Ouvrir mon plateau
button-web-board = Plateau web
button-revoke-links = Révoquer mes liens
button-cancel-challenge = Annuler mon défi
side-word-black = Noirs
side-word-white = Blancs

## Le temps restant (la partie en ligne de commande)
time-left-days = il reste { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } { $hours } h
time-left-hours = il reste { $hours } h { $minutes } min
time-left-minutes = il reste { $minutes } min
time-left-over = plus de temps
time-left-unlimited = pas de limite de temps
