# Cartes de défi, publiques : dans la langue du serveur.

card-title = Défi { $challenge } : { $variant }
card-board-drops = Un plateau de { $width }x{ $height }, une zone de promotion { $zone ->
        [one] d'une rangée
       *[other] de { $zone } rangées
    } ; les pièces prises peuvent être parachutées.
card-board-no-drops = Un plateau de { $width }x{ $height }, une zone de promotion { $zone ->
        [one] d'une rangée
       *[other] de { $zone } rangées
    } ; les pièces prises quittent la partie.
card-time = Temps : { $time }.
time-days-per-move = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup
time-unlimited = sans limite
card-rated = Classée.
card-friendly = Amicale (non classée).
card-plays-black = { $player } joue les Noirs (commence).
card-plays-white = { $player } joue les Blancs.
card-colours-random = Les couleurs sont tirées au sort quand le défi est accepté.
card-expires = Expire <t:{ $unix }:R>.
card-style-western = Plateaux du fil de la partie : lettres occidentales (l'un de vous les a choisies dans /settings).
card-style-kanji = Plateaux du fil de la partie : kanji, sauf si l'un de vous choisit les lettres occidentales dans /settings avant le début.
card-style-kanji-open = Plateaux du fil de la partie : kanji, ou lettres occidentales si le joueur qui accepte les a choisies dans /settings.
card-challenges = { $player } défie { $opponent } !
card-open = { $player } lance un défi ouvert : tout le monde peut l'accepter.
card-plays-computer = { $player } joue contre { $computer } (ordinateur, { $level }) : la partie commence tout de suite.
card-accepted = Défi accepté par { $player } : partie { $game }.
card-declined = Défi refusé par { $player }.
card-expired = Le défi { $challenge } de { $player } a expiré sans réponse ; lancez-en un autre avec /challenge.
card-expired-pressed = Ce défi a expiré sans réponse ; lancez-en un autre avec /challenge.
card-cancelled = Défi annulé par son auteur.
