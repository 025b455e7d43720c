# Réponses privées aux commandes et aux boutons : dans la langue de l'utilisateur.

reply-button-unknown = Ce bouton n'appartient plus à ce bot.
reply-button-stale = Ce bouton est périmé : la partie a avancé depuis. Regardez le dernier plateau.
reply-link-failed = je n'ai pas pu créer votre lien pour l'instant : réessayez dans un moment
reply-web-not-public = le plateau web n'est pas public sur ce serveur
reply-your-board = Votre propre plateau de la partie { $game } : toute personne qui a ce lien peut jouer à votre place, gardez-le pour vous. Il marche pendant { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } ; Révoquer mes liens arrête tous vos liens d'un coup.
reply-links-revoked = Vos liens personnels sont révoqués, dans toutes les parties : appuyez sur Ouvrir mon plateau sous le plateau d'une partie pour en avoir un nouveau.
reply-resigned = Vous avez abandonné la partie { $game }.
reply-cancelled = Vous avez annulé le défi { $challenge }.
reply-my-view-your-move = La partie { $game } telle que vous la voyez (vos /settings) : coup { $ply }, c'est à vous ; { $clock }.
reply-my-view-their-move = La partie { $game } telle que vous la voyez (vos /settings) : coup { $ply }, au tour de { $player }.
reply-my-view-over = La partie { $game } telle que vous la voyez (vos /settings) : coup { $ply }, la partie est terminée.
reply-challenge-posted = Le défi { $challenge } est publié. Tant que personne n'y a répondu, vous pouvez le retirer ici.
refuse-challenge-bot = les bots ne jouent pas : défiez une personne, ou moi pour jouer contre l'ordinateur
refuse-challenge-level = le niveau ne sert que contre l'ordinateur : choisissez-moi comme adversaire, ou ne donnez pas de niveau
refuse-challenge-rated-computer = les parties contre l'ordinateur ne sont jamais classées : ne donnez pas rated
refuse-challenge-rated-position = les parties depuis une position posée ne sont jamais classées : ne donnez pas rated, ou pas de position
refuse-challenge-channel = sur ce serveur, les défis se lancent dans { $channels } : utilisez /challenge là-bas
reply-board = Partie { $game } · coup { $ply } · { $status }
reply-resign-question = Abandonner la partie { $game } ? C'est définitif.
button-resign = Oui, abandonner
reply-offer-draw = Votre proposition de nulle est publiée dans la partie { $game } ; votre adversaire répond avec ses boutons.
reply-offer-impasse = Votre proposition d'impasse est publiée dans la partie { $game } ; votre adversaire répond avec ses boutons.
reply-offer-takeback = Votre demande de reprise (votre dernier coup) est publiée dans la partie { $game } ; votre adversaire répond avec ses boutons.
reply-offer-takeback-two = Votre demande de reprise (votre dernier coup et la réponse de votre adversaire, 2 coups) est publiée dans la partie { $game } ; votre adversaire répond avec ses boutons.
settings-summary = Vos réglages : les coups sont écrits en { $notation } ; les plateaux montrent des pièces en { $style }, { $orientation } ; vous êtes prévenu que c'est à vous par { $notify } ; rappels : { $reminders } ; vacances : { $vacation }.
settings-notation-canonical = notation canonique (7i7h)
settings-notation-western = notation occidentale (P-7h)
settings-notation-japanese = notation japonaise (７八歩)
settings-style-kanji = kanji
settings-style-western = lettres occidentales
settings-orientation-mine = votre camp en bas
settings-orientation-to-move = le camp au trait en bas
settings-notify-mention = une mention dans le fil de la partie
settings-notify-dm-failed = une mention dans le fil de la partie (vos messages privés me sont fermés)
settings-notify-dm = un message privé
settings-notify-none = rien (vous regardez vous-même)
settings-reminders-on = activés
settings-reminders-off = désactivés
settings-vacation-none = aucune
settings-vacation-until = jusqu'au <t:{ $until }:f>
settings-vacation-budget = { $vacation } ({ $left } sur { $days ->
        [one] { $days } jour de vacances
       *[other] { $days } jours de vacances
    } restants sur 365 jours)
games-line = Partie { $game } : { $variant } contre { $opponent } · { $turn } · { $clock }
games-your-move = **à vous de jouer**
games-bold-to-move = **au tour de { $player }**
games-to-move = au tour de { $player }
games-over = terminée
games-none-yours = Vous n'avez aucune partie en cours : lancez-en une avec /challenge.
games-none-theirs = { $player } n'a aucune partie en cours ici.
