# Refus : pourquoi une commande n'a rien changé, en une ligne, avec ce qu'il faut faire.

error-no-game = Il n'y a pas de partie { $game }.
error-no-challenge = Ce défi n'existe pas.
error-self-challenge = Vous ne pouvez pas vous défier vous-même.
error-not-for-you = Ce défi est adressé à quelqu'un d'autre.
error-decline-own = Vous ne pouvez pas refuser votre propre défi : appuyez sur Annuler pour le retirer.
error-not-challenger = Seul l'auteur du défi peut l'annuler.
error-challenge-closed = Ce défi n'est plus ouvert.
error-challenge-expired = Ce défi a expiré : lancez-en un nouveau avec /challenge.
error-unknown-variant = Il n'y a pas de jeu « { $name } » : choisissez { $list }.
error-rules-changed = La partie { $game } a commencé sous d'autres règles de { $name } : son fichier de jeu ({ $file }) a changé depuis, et la partie ne peut continuer que lorsque le serveur aura rechargé l'ancien fichier.
error-bad-position = Position de départ invalide : { $reason }.
error-bad-time = Le temps par coup doit être de 1, 2, 3, 5, 7, 10 ou 14 jours, ou illimité.
error-not-a-player = Vous ne jouez pas dans la partie { $game }.
error-not-your-turn = Ce n'est pas votre tour dans la partie { $game }.
error-game-over = La partie { $game } est terminée.
error-position-changed = La position a changé avant l'arrivée de votre coup : regardez de nouveau le plateau.
error-already-offered = Vous avez déjà proposé { $offer } dans cette partie.
error-offer-waiting = Votre adversaire a déjà proposé { $offer } : répondez plutôt à cette proposition.
error-no-offer = Il n'y a aucune proposition de { $offer } à laquelle répondre.
error-own-offer = Vous ne pouvez pas répondre à votre propre proposition.
error-nothing-to-take-back = Vous n'avez aucun coup à reprendre.
error-impasse-not-allowed = L'impasse exige que les deux Rois soient dans leur zone de promotion.
error-bad-vacation = Les vacances doivent durer entre 0 et 60 jours.
error-bad-discord-id = { $id } n'est pas un identifiant Discord.
error-unreachable = Je ne peux pas joindre ma base de données pour le moment : réessayez dans une minute ou deux.
error-disk-full = Le serveur sur lequel je tourne n'a plus d'espace disque, rien n'a donc été enregistré : réessayez quand son administrateur aura libéré de la place.
error-internal = Un problème est survenu de notre côté ; il a été consigné. Réessayez plus tard.
error-missing-permissions = Il me manque des permissions ici : un administrateur du serveur doit me permettre d'envoyer des messages, de créer des fils, d'intégrer des liens et de joindre des fichiers dans ce salon.

offer-draw = une nulle
offer-takeback = une reprise de coup
offer-impasse = une impasse

limit-open-challenges = { $open ->
    [one] Vous avez { $open } défi ouvert
   *[other] Vous avez { $open } défis ouverts
}, le maximum autorisé à la fois ({ $max }) : annulez-en un ou attendez qu'on y réponde.
limit-open-challenges-oldest = { $open ->
    [one] Vous avez { $open } défi ouvert
   *[other] Vous avez { $open } défis ouverts
}, le maximum autorisé à la fois ({ $max }) : annulez-en un ou attendez qu'on y réponde ; le plus ancien expire { $when }.
limit-computer-games = { $playing ->
    [one] Vous jouez { $playing } partie
   *[other] Vous jouez { $playing } parties
} contre l'ordinateur, le maximum autorisé à la fois ({ $max }) : terminez-en une ou abandonnez-la d'abord.
limit-offer-interval = Vous avez proposé { $offer } au coup { $move } : la même proposition n'est possible qu'une fois { $every ->
    [one] par coup
   *[other] tous les { $every } coups
} de votre part, donc de nouveau après { $left ->
    [one] { $left } coup
   *[other] { $left } coups
} de plus.
limit-hints = Les conseils sont limités à { $max } par minute : le prochain sera disponible { $when }.
limit-vacation = Les vacances sont limitées à { $per_year ->
    [one] { $per_year } jour
   *[other] { $per_year } jours
} par période de 365 jours : il vous en reste { $left }.
limit-vacation-more = Les vacances sont limitées à { $per_year ->
    [one] { $per_year } jour
   *[other] { $per_year } jours
} par période de 365 jours : il vous en reste { $left } ; d'autres jours reviennent { $when }.
limit-challenge-channels = Un serveur peut réserver les défis à { $max } salons au plus.

when-seconds = dans { $seconds } s
when-minutes = dans { $minutes } min
when-hours = dans { $hours } h { $minutes } min
when-days = dans { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} { $hours } h

move-unreadable = Impossible de lire « { $input } » comme un coup : { $hint }.
move-no-piece-on = Vous n'avez pas de { $piece } en { $square } : partez d'une case où se trouve votre pièce.
move-no-piece-in-hand = Vous n'avez pas de { $piece } en réserve : parachutez seulement une pièce que vous détenez.
move-no-piece-on-board = Vous n'avez pas de { $piece } sur le plateau : nommez une pièce que vous y avez (les parachutages s'écrivent comme P*5e).
move-any-piece = pièce
move-not-your-piece = La pièce { $piece } en { $square } appartient à votre adversaire : jouez l'une de vos pièces.
move-cannot-go-from = Votre { $piece } en { $from } ne peut pas aller en { $to } : choisissez une case qu'elle peut atteindre.
move-cannot-go = Aucune de vos pièces { $piece } ne peut aller en { $to } : choisissez une case que l'une d'elles peut atteindre.
move-occupied = La case { $square } n'est pas vide : parachutez seulement sur une case vide.
move-still-in-check = Votre Roi est en échec et ce coup n'y répond pas : interposez, prenez ou déplacez le Roi.
move-into-check = Ce coup mettrait votre Roi en échec : choisissez un coup qui le garde à l'abri.
move-pawn-drop-mate = Un Pion parachuté ne peut pas donner mat : matez par un autre coup, ou parachutez ailleurs.
move-two-pawns = Vous avez déjà un Pion non promu sur la colonne { $file } : parachutez le Pion sur une autre colonne.
move-dead-drop = Une pièce { $piece } parachutée en { $square } ne pourrait jamais bouger : parachutez-la plus loin des dernières rangées.
move-ambiguous = Plusieurs coups correspondent ({ $candidates }) : tapez l'un d'eux.
move-promotion-choice = Ce coup peut promouvoir : ajoutez + pour promouvoir ou = pour refuser.
move-cannot-promote = La pièce { $piece } ne peut pas être promue sur ce coup : retirez le +.
move-must-promote = La pièce { $piece } doit être promue sur ce coup : écrivez + au lieu de =.

move-played = Vous avez joué { $shown } dans la partie { $game }.
move-stands-not-posted = Votre coup est joué, mais je n'ai pas pu le publier dans le fil de la partie { $game } : { $why }
move-post-refused = Discord a refusé la publication.

## Pourquoi une position de départ est refusée : propositions après les deux-points de error-bad-position.

position-over = la partie est déjà finie dans cette position
position-form = une position s'écrit 'startpos [moves ...]' ou 'sfen <SFEN> [moves ...]'
position-move-unreadable = coup { $number } ({ $text }) : ce n'est pas un coup de la forme 7i7h, 7i7h+, 8m8l7k ou P*5e
position-move-illegal = coup { $number } ({ $text }) : illégal dans cette position
position-move-after-end = coup { $number } ({ $text }) : la partie était déjà finie
sfen-fields = un SFEN a un plateau, un camp au trait, des réserves et un numéro de coup ; il a ici { $count ->
        [one] { $count } champ
       *[other] { $count } champs
    }
sfen-ranks = le plateau a { $found } rangées, { $game } en demande { $expected } (son plateau fait { $board } : colonnes x rangées)
sfen-rank-width = la rangée { $rank } a { $found } cases, le plateau en a { $expected } de large
sfen-unknown-piece = pièce « { $piece } » inconnue dans ce jeu
sfen-cannot-promote = { $piece } ne se promeut pas, donc '+{ $id }' est impossible
sfen-side = le camp au trait doit être 'b' ou 'w', pas « { $side } »
sfen-hand = réserve invalide « { $hand } »
sfen-king-in-hand = un Roi ne peut pas être en réserve
sfen-no-hands = { $game } n'a pas de réserve : les pièces prises quittent la partie
sfen-too-many = { $count } × { $piece } dans une même position (plateau et réserves ensemble) : au plus { $max } d'une sorte
sfen-move-number = numéro de coup invalide « { $text } » : un nombre entier de 1 à { $max }
sfen-two-kings = les { $side } ont plus d'un Roi
sfen-no-king = les { $side } n'ont pas de { $piece } : la partie se gagne en le matant, chaque camp en a donc besoin d'un
sfen-dead-piece = { $piece } en { $square } ne pourrait jamais bouger
sfen-opponent-in-check = le camp qui n'a pas le trait ({ $side }) est en échec
