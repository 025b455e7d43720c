# Les pages web (src/web) : la page d'une partie, son plateau et ses réponses.

web-bad-lang = lang doit valoir { $list }
web-title = { $game } · { $black } contre { $white } · Seireigi
web-computer = Ordinateur ({ $level })
web-player = Joueur { $id }
web-side = { $side ->
        [black] Noirs
       *[other] Blancs
    }
web-to-move = au trait
web-no-moves = Aucun coup pour l'instant.
web-status-start = Position de départ · { $total } { $total ->
        [one] coup joué
       *[other] coups joués
    }
web-status-after = Après le coup { $ply } sur { $total }
web-status-turn = Aux { $side ->
        [black] noirs
       *[other] blancs
    } de jouer · coup { $move }
web-status-over = Partie terminée : { $result } · { $total } { $total ->
        [one] coup
       *[other] coups
    }
web-status-check = { $status } · échec
web-result-win = les { $side ->
        [black] noirs
       *[other] blancs
    } ({ $name }) gagnent par { $reason }
web-result-draw = nulle par { $reason }
web-no-limit = Pas de limite de temps.
web-clock-left = Il reste { $left } à { $who }, jusqu'au
web-clock-out = Plus de temps pour { $who } : le temps s'est écoulé le
web-clock-left-end = .
web-clock-out-end = .
web-left-minutes = { $minutes } min
web-left-hours = { $hours } h { $minutes } min
web-left-days = { $days } { $days ->
        [one] jour
       *[other] jours
    } { $hours } h
web-replay = Relecture
web-first = Position de départ (Début)
web-back = Reculer (←)
web-forward = Avancer (→)
web-last = Dernière position (Fin)
web-flip = Retourner le plateau
web-western-pieces = Pièces occidentales
web-kanji-pieces = Pièces en kanji
web-download = Télécharger :
web-record = Relevé
web-board-label = plateau de { $width } sur { $height }
web-piece-title = { $name } ({ $side ->
        [black] noirs
       *[other] blancs
    })
web-stand-label = pièces en réserve des { $side ->
        [black] noirs
       *[other] blancs
    }
web-no-hand = aucune pièce en réserve
web-hand-title = { $name } × { $count }
web-no-such-move = Cette partie compte { $total } { $total ->
        [one] coup
       *[other] coups
    } pour l'instant : pas de coup { $ply }.
web-bad-flag = { $what } doit valoir 0 ou 1
web-bad-ply = ply doit être un numéro de coup (0 pour le départ)
web-bad-style = style doit valoir kanji ou western

## Personal links refused

web-link-expired = Ce lien a expiré : demandez-en un nouveau au bot avec le bouton Open my board sous le plateau de la partie.
web-link-expired-local = Ce lien a expiré : rouvrez la partie depuis l'accueil.
web-link-revoked = Ce lien a été révoqué : demandez-en un nouveau au bot avec le bouton Open my board.
web-link-revoked-local = Ce lien a été révoqué : rouvrez la partie depuis l'accueil.
web-link-other-game = Ce lien est celui d'une autre partie.
web-link-not-a-player = Ce lien n'est pas celui d'un joueur de cette partie.
web-link-forged = Ce lien n'est pas valable : il a été modifié ou ne vient pas d'ici.
