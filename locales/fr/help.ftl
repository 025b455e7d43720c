help-intro = **Seireigi** fait jouer par correspondance de grandes variantes du shogi : { $games }.
help-challenge = • `/défi adversaire:@ami jeu:Chu Seireigi temps:3 jours par coup` : votre ami appuie sur Accepter et un fil s'ouvre pour la partie.
help-computer = • `/défi adversaire:@Seireigi niveau:normal` : jouez tout de suite contre l'ordinateur (facile, normal ou fort) ; `/conseil` propose ensuite un coup.
help-move = • `/jouer { $western }` (ou `{ $canonical }`, `{ $dashed }`{ $drop } ; ajoutez `+` pour promouvoir ou `=` pour ne pas promouvoir) dans le fil de la partie : ces coups sont valables { $place }. Commencez à taper une case ou une lettre de pièce et choisissez dans la liste.
help-move-drop = , un parachutage comme `{ $drop }`
help-move-any-drop = , un parachutage avec la lettre de la pièce, `*` et la case (p. ex. P*5e, quand vous avez un Pion en main)
help-move-no-example = • `/jouer` dans le fil de la partie : commencez à taper une case ou une lettre de pièce et choisissez dans la liste.
help-look = • `/plateau`, `/coups case:{ $square }`, `/historique`, `/exporter format:KIF` : voir une partie ; `/analyse` une fois finie : ses fautes et une courbe.
help-pieces = • `/pièce nom:Lion` : comment se déplace une pièce. `/règles jeu:Dai Seireigi` : les règles en bref.
help-offers = • `/nulle`, `/reprendre`, `/impasse`, `/abandonner` : votre adversaire répond avec des boutons.
help-yours = • `/parties` : vos parties, d'abord celles qui vous attendent. `/réglages` : notation, pièces, orientation du plateau, notifications, rappels, vacances. `/cote`, `/classement` : les cotes (les parties entre deux personnes sont classées, sauf `classée:False`).
help-place-game = dans la partie { $game } en ce moment
help-place-start = au départ de { $name }

list-two = { $first } et { $last }
list-separator = { ", " }
list-games-more = { $named } et { $more ->
        [one] { $more } autre jeu
       *[other] { $more } autres jeux
    } (`/règles` les liste tous)

# Sous un texte coupé à la limite de Discord (bot/limits.rs).
cut-note = … ({ $count ->
        [one] { $count } caractère de plus non affiché
       *[other] { $count } caractères de plus non affichés
    })
