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

## L'accueil de `seireigi web` (src/web/lobby.rs)

web-lobby-remote = La page de chaque partie est donnée en lien dans son fil Discord.
web-lobby-title = Seireigi sur cet ordinateur
web-lobby-new = Nouvelle partie
web-lobby-new-screen = Nouvelle partie sur un seul écran
web-lobby-game = Jeu
web-lobby-opponent = Adversaire
web-lobby-at-one-screen = sur un seul écran
web-lobby-against = contre l'ordinateur ({ $level })
web-lobby-side = Votre camp
web-lobby-you-play = { $side ->
        [black] vous jouez les noirs
       *[other] vous jouez les blancs
    }
web-lobby-start = Commencer
web-lobby-games = Parties
web-lobby-no-games = Aucune partie pour l'instant.
web-lobby-moves = { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
web-lobby-computer = contre l'ordinateur, niveau { $level }
web-lobby-finished = terminée
web-lobby-play = { $side ->
        [black] jouer les noirs
       *[other] jouer les blancs
    }
web-lobby-unknown-game = Jeu inconnu.
web-lobby-no-computer = L'ordinateur ne joue pas ici.
web-lobby-unknown-opponent = Adversaire inconnu : { $list }.
web-lobby-unknown-side = Camp inconnu : black ou white.
web-lobby-no-page = La partie n'a pas de page.

## Les coups joués sur la page (src/web/play.rs) : ses réponses JSON

web-slow-down = Trop de requêtes : attendez une minute et réessayez.
web-no-game = Cette partie n'existe pas.
web-db-away = La base de données ne répond pas ; réessayez dans un instant.
web-our-fault = Une erreur s'est produite de notre côté ; elle a été consignée.
web-needs-link = Il faut pour cela votre lien personnel (?t=...).
web-body-shape = La requête doit être du JSON : {"{"}"t": le jeton de votre lien, "ply": le numéro du demi-coup de la partie, "move": le coup{"}"}.
web-too-large = La requête est trop longue : un coup tient en 4 Kio au plus.
web-say-move = Indiquez le coup à jouer.
web-moved-on = La partie a avancé depuis l'affichage de cette page : regardez de nouveau le plateau.
web-may-promote = { $piece } en { $square } : la promotion est possible.
web-several-fit = Plusieurs coups correspondent ({ $list }) : lequel ?
web-words-drop = { $vowel ->
       *[other] parachuter { $piece } en { $square }
    }
web-words-move = { $piece } de { $from } en { $to }
web-words-then = { $text } puis en { $to }
web-words-back = { $text } et retour en { $to }
web-words-taking = { $text } (prise : { $piece })
web-words-promoting = { $text }, avec promotion en { $piece }

## Le panneau des coups du plateau web (src/web/static/play.js)

web-play-pick-square = { $piece } : touchez une case marquée.
web-play-to = en { $square }
web-play-drop-on = parachuter en { $square }
web-play-stop-on = S'arrêter en { $square }
web-play-back-to = Revenir en { $square } (prendre et revenir)
web-play-go-on = Continuer en { $square }
web-play-second-step = { $piece } en { $square } : s'arrêter là, ou un second pas ?
web-play-promote-to = Promouvoir en { $piece }
web-play-confirm = Confirmer { $mv } ({ $words })
web-play-playing = Coup { $mv } en cours…
web-play-played = Coup joué : { $mv }.
web-play-which = Quel coup ?
web-play-not-played = Le coup n'a pas été joué (HTTP { $status }).
web-play-not-sent = Le coup n'a pas pu être envoyé : vérifiez la connexion et réessayez.
web-play-move-label = Coup
web-play-button = Jouer
web-play-not-loaded = Vos coups n'ont pas pu être chargés.
web-play-opponent-to-move = Votre adversaire a le trait.
web-play-in-hand = { $piece } en réserve
web-play-on = { $piece } en { $square }
web-play-your-move = À vous de jouer : touchez une pièce, ou tapez le coup.
web-play-example = p. ex. { $moves }

# Les réponses fixes du serveur, d'une ligne (src/web/said.rs).
web-said-not-found = Page introuvable.
web-said-wrong-method = Cette adresse n'accepte pas cette méthode.
web-said-no-such-export = Export inconnu : kif, usi, sfen, record ou gif.
web-said-database-away = La base de données ne répond pas ; réessayez dans un instant.
web-said-disk-full = Le serveur n'a plus de place sur le disque ; réessayez quand il en aura.
web-said-our-fault = Une erreur s'est produite de notre côté ; elle a été enregistrée.
web-said-busy = Serveur occupé : réessayez dans un instant.
web-said-gif-failed = Le GIF n'a pas pu être dessiné.
web-said-too-many-live = Trop de pages en direct sont ouvertes sur ce serveur ; rechargez plus tard.
