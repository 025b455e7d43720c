# Les commandes telles que Discord les affiche (voir locales/en/commands.ftl pour les règles).

cmd-analyse = L'analyse d'une partie terminée par l'ordinateur : fautes, gaffes et meilleurs coups.
    .name = analyse
cmd-analyse-game = Numéro de la partie
    .name = partie

cmd-challenge = Défier quelqu'un (ou n'importe qui, ou l'ordinateur : choisissez le bot).
    .name = défi
cmd-challenge-opponent = Contre qui jouer ; vide pour un défi ouvert que tout le monde peut relever
    .name = adversaire
cmd-challenge-game = Quel jeu (par défaut : celui du serveur, sinon le premier de la liste)
    .name = jeu
cmd-challenge-time = Temps par coup (par défaut : celui du serveur, sinon 3 jours)
    .name = temps
cmd-challenge-color = Votre couleur (par défaut : au hasard)
    .name = couleur
cmd-challenge-position = Partir de cette position (SFEN)
    .name = position
cmd-challenge-level = Contre l'ordinateur (choisissez-moi comme adversaire) : sa force (par défaut : normal)
    .name = niveau
cmd-challenge-rated = Partie classée (par défaut : oui entre deux personnes ; False pour une partie amicale)
    .name = classée

cmd-move = Jouer un coup : tapez-le (une case ou une lettre de pièce, puis choisissez) ou désignez-le
    .name = jouer
cmd-move-move = Tapez une case ou une lettre de pièce et choisissez dans la liste ; vide pour désigner
    .name = coup
cmd-move-game = Numéro de la partie (par défaut : celle de ce fil, ou celle qui vous attend)
    .name = partie

cmd-board = Afficher à nouveau le plateau en bas du salon.
    .name = plateau
cmd-board-game = Numéro de la partie
    .name = partie
cmd-board-flip = Blanc en bas
    .name = retourner

cmd-history = Les coups joués jusqu'ici, dans votre notation.
    .name = historique
cmd-history-game = Numéro de la partie
    .name = partie

cmd-export = La partie en fichier : KIF, coups USI, SFEN, l'enregistrement ou un GIF animé.
    .name = exporter
cmd-export-game = Numéro de la partie
    .name = partie
cmd-export-format = Format du fichier (par défaut : KIF)
    .name = format

cmd-games = Les parties en cours d'un joueur : adversaire, jeu, trait, temps restant.
    .name = parties
cmd-games-user = Les parties de qui (par défaut : les vôtres)
    .name = joueur

cmd-help = Ce que fait ce bot, avec des exemples.
    .name = aide

cmd-hint = Une suggestion de coup (dans les parties contre l'ordinateur).
    .name = conseil
cmd-hint-game = Numéro de la partie
    .name = partie

cmd-moves = Où peut aller la pièce d'une case (ou une pièce en main, p. ex. P*).
    .name = coups
cmd-moves-square = Une case comme 7i, ou une pièce en main comme P*
    .name = case
cmd-moves-game = Numéro de la partie
    .name = partie

cmd-resign = Abandonner une partie (avec confirmation).
    .name = abandonner
cmd-resign-game = Numéro de la partie
    .name = partie

cmd-draw = Proposer la nulle ; votre adversaire accepte ou refuse.
    .name = nulle
cmd-draw-game = Numéro de la partie
    .name = partie

cmd-takeback = Demander à reprendre votre dernier coup (et la réponse, si c'est de nouveau à vous).
    .name = reprendre
cmd-takeback-game = Numéro de la partie
    .name = partie

cmd-impasse = Proposer de finir la partie aux points d'impasse (les deux Rois dans leur zone).
    .name = impasse
cmd-impasse-game = Numéro de la partie
    .name = partie

cmd-piece = Comment se déplace une pièce : un diagramme, sa promotion, son XBetza.
    .name = pièce
cmd-piece-name = Nom de la pièce, p. ex. Lion ou Dragon King (noms promus aussi)
    .name = nom
cmd-piece-game = Quel jeu (par défaut : celui de ce fil, sinon le premier qui l'a)
    .name = jeu

cmd-rating = La cote d'un joueur dans un jeu : valeur, écart, parties, résultats, record et courbe.
    .name = cote
cmd-rating-user = La cote de qui (par défaut : la vôtre)
    .name = joueur
cmd-rating-game = Quel jeu (par défaut : celui de ce fil, sinon votre dernière partie classée)
    .name = jeu

cmd-leaderboard = Les meilleurs joueurs d'un jeu sur ce serveur (25 par page).
    .name = classement
cmd-leaderboard-game = Quel jeu (par défaut : celui du serveur)
    .name = jeu
cmd-leaderboard-page = Page (25 joueurs par page ; par défaut : la première)
    .name = page

cmd-rules = Les règles d'un jeu en bref, avec sa position de départ.
    .name = règles
cmd-rules-game = Quel jeu
    .name = jeu

cmd-settings = Vos réglages : notation, pièces, orientation du plateau, notifications, vacances.
    .name = réglages
cmd-settings-notation = Comment les coups vous sont écrits
    .name = notation
cmd-settings-style = Les pièces dans les images
    .name = style
cmd-settings-orientation = Orientation du plateau
    .name = orientation
cmd-settings-notify = Comment vous êtes prévenu que c'est à vous
    .name = notification
cmd-settings-reminders = Rappels avant la fin de votre temps
    .name = rappels
cmd-settings-vacation = Jours de vacances (vos pendules s'arrêtent) ; 0 met fin aux vacances
    .name = vacances
cmd-settings-revoke_links = True : tous les liens personnels vers le plateau web qu'on vous a donnés cessent de marcher
    .name = révoquer_liens

cmd-server = Réglages du serveur (Gérer le serveur) : salons des défis, jeu et temps par défaut.
    .name = serveur
cmd-server-show = Les réglages de ce serveur.
    .name = voir
cmd-server-add-channel = On peut défier dans ce salon (dès qu'un salon est listé, seulement dans ceux-là).
    .name = ajouter-salon
cmd-server-add-channel-channel = Un salon où l'on peut défier
    .name = salon
cmd-server-remove-channel = On ne peut plus défier dans ce salon (ses parties continuent).
    .name = retirer-salon
cmd-server-remove-channel-channel = Un salon listé pour les défis
    .name = salon
cmd-server-all-channels = On peut de nouveau défier dans tous les salons.
    .name = tous-les-salons
cmd-server-defaults = Le jeu et le temps par coup d'un défi qui n'en précise pas.
    .name = défauts
cmd-server-defaults-game = Jeu par défaut des défis de ce serveur
    .name = jeu
cmd-server-defaults-time = Temps par coup par défaut des défis de ce serveur
    .name = temps
cmd-server-defaults-reset = Oublier d'abord le jeu et le temps par défaut (puis régler ceux donnés)
    .name = réinitialiser

choice-1-day-per-move = 1 jour par coup
choice-2-days-per-move = 2 jours par coup
choice-3-days-per-move = 3 jours par coup
choice-5-days-per-move = 5 jours par coup
choice-7-days-per-move = 7 jours par coup
choice-10-days-per-move = 10 jours par coup
choice-14-days-per-move = 14 jours par coup
choice-unlimited = illimité
choice-black-sente-moves-first = noir (sente, joue en premier)
choice-white-gote = blanc (gote)
choice-random = au hasard
choice-easy = facile
choice-normal = normal
choice-strong = fort
choice-kif = KIF
choice-usi-move-list = liste des coups USI
choice-sfen-of-the-current-position = SFEN de la position actuelle
choice-seireigi-game-record-json = enregistrement Seireigi (JSON)
choice-gif-of-the-whole-game-move-by-move = GIF de toute la partie, coup par coup
choice-canonical-7i7h = canonique (7i7h)
choice-western-p-7h = occidentale (P-7h)
choice-japanese = japonaise (７八歩)
choice-kanji = kanji
choice-western-letters = lettres occidentales
choice-my-side-at-the-bottom = mon camp en bas
choice-side-to-move-at-the-bottom = le camp au trait en bas
choice-mention-in-the-thread = mention dans le fil
choice-direct-message = message privé
choice-none = aucune

cmd-tournament = Tournois par correspondance : créer (Gérer le serveur), s'inscrire, se retirer, classement, liste.
    .name = tournoi
cmd-tournament-create = Créer un tournoi dans ce salon, avec son propre fil (Gérer le serveur).
    .name = créer
cmd-tournament-create-name = Le nom du tournoi
    .name = nom
cmd-tournament-create-format = Toutes rondes, double toutes rondes, ou groupes avec une finale
    .name = formule
cmd-tournament-create-start = Début : 2026-12-24 18:00 (UTC), ou in 2h, in 3d
    .name = début
cmd-tournament-create-game = Quel jeu (par défaut : celui du serveur)
    .name = jeu
cmd-tournament-create-time = Temps par coup (par défaut : 3 jours)
    .name = temps
cmd-tournament-create-rated = Classé (par défaut : oui)
    .name = classé
cmd-tournament-create-max_players = Nombre maximal de joueurs (par défaut : 16)
    .name = joueurs_max
cmd-tournament-create-advance = Groupes : combien de joueurs de chaque groupe vont en finale (par défaut : 2)
    .name = qualifiés
cmd-tournament-join = S'inscrire à un tournoi avant son début.
    .name = rejoindre
cmd-tournament-join-id = Numéro du tournoi (par défaut : celui qui est ouvert sur ce serveur)
    .name = numéro
cmd-tournament-leave = Quitter un tournoi avant son début, ou s'en retirer après.
    .name = quitter
cmd-tournament-leave-id = Numéro du tournoi (par défaut : celui où vous jouez sur ce serveur)
    .name = numéro
cmd-tournament-standings = Le classement d'un tournoi : un tableau et une grille des résultats.
    .name = classement
cmd-tournament-standings-id = Numéro du tournoi (par défaut : celui de ce fil, sinon le plus récent)
    .name = numéro
cmd-tournament-list = Les tournois de ce serveur.
    .name = liste
choice-round-robin = toutes rondes
choice-double-round-robin = double toutes rondes
choice-groups = groupes
