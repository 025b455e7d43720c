# seireigi --help et l'aide de chaque commande (src/cli/help.rs) : cli-about-<commande> décrit
# une commande, cli-arg-<commande>-<option> une option d'une commande, cli-opt-<option> les
# options globales et les --help et --version de clap.

cli-help-usage = Utilisation :
cli-help-commands = Commandes{" "}
cli-help-options = Options{" "}
cli-help-default = {" "}[par défaut : { $value }]

cli-about = Grandes variantes de shogi avec parachutages : moteur de règles, images et bot Discord
cli-opt-games-dir = Charger aussi les fichiers de jeu (*.toml) de ce dossier (par défaut : $SEIREIGI_GAMES_DIR)
cli-opt-lang = La langue des textes et des images : en, fr ou ja (par défaut : selon $LANG)
cli-opt-help = Afficher l'aide
cli-opt-version = Afficher la version
cli-about-help = Afficher ce message ou l'aide des sous-commandes indiquées

cli-about-moves = Lister les coups légaux d'une position (ou de chaque position lue sur l'entrée standard)
cli-arg-moves-variant = L'identifiant du jeu (`seireigi games` les liste)
cli-arg-moves-position = « startpos [moves ...] » ou « sfen <SFEN> [moves ...] » ; sans elle, une par ligne de l'entrée
cli-arg-moves-json = Un objet JSON par position

cli-about-perft = Compter les suites de coups jusqu'à une profondeur
cli-arg-perft-divide = Compter par premier coup

cli-about-render = Dessiner une position en image PNG
cli-arg-render-style = kanji ou western (pièces occidentales)
cli-arg-render-flip = Les blancs en bas
cli-arg-render-checkered = Plateau en damier (case sombre au coin gauche de chaque joueur)
cli-arg-render-size = Largeur de l'image en pixels
cli-arg-render-moves-of = Marquer les coups de la pièce de cette case (ou d'une pièce en réserve : P*)

cli-about-render-piece = Dessiner les déplacements d'une pièce sur un plateau vide en image PNG
cli-arg-render-piece-piece = Nom dans n'importe quelle langue, identifiant ou abréviation ; le nom d'une forme promue pour la pièce promue

cli-about-render-game = Dessiner une partie entière en GIF animé, une image par coup, le dernier coup en évidence
cli-arg-render-game-position = « startpos moves ... » ou « sfen ... moves ... »
cli-arg-render-game-delay-ms = Durée d'affichage de chaque position ; la dernière reste cinq fois plus longtemps (au moins 4 s)
cli-arg-render-game-size = Largeur en pixels ; plus petite si le fichier devait dépasser 8 Mo

cli-about-play = Jouer une partie à ce clavier, deux joueurs chacun à son tour (une ligne par coup ou commande)
cli-arg-play-variant = L'identifiant du jeu (`seireigi games` les liste)
cli-arg-play-db = Fichier de base de données qui garde la partie (par défaut : en mémoire, perdue à la sortie)
cli-arg-play-resume = Reprendre la partie GAME_ID gardée dans le fichier --db
cli-arg-play-position = Position de départ : « startpos [moves ...] », « sfen <SFEN> [moves ...] » ou un SFEN
cli-arg-play-images = Écrire une image du plateau après chaque coup dans ce dossier
cli-arg-play-style = Pièces des images : kanji ou western (occidentales)
cli-arg-play-days = Jours par coup (1, 2, 3, 5, 7, 10 ou 14) ; sans limite si absent
cli-arg-play-against = « computer » : l'ordinateur joue les blancs
cli-arg-play-level = Le niveau de l'ordinateur : easy (facile), normal (par défaut) ou strong (fort) ; demande --against computer

cli-about-serve = Lancer le bot Discord (DISCORD_TOKEN, DATABASE_URL, DISCORD_GUILD_ID : voir le README)
cli-arg-serve-shards = Ne lancer que ces shards de la passerelle, par ex. 0-3/8 (par défaut : $SEIREIGI_SHARDS, sinon tous ceux que Discord recommande)

cli-about-web = Servir les pages des parties d'une base sur cet ordinateur, sans Discord (docs/web.md) : un salon qui lance des parties sur un seul écran, la page en direct de chaque partie, la relecture et les exports
cli-arg-web-db = La base de données (par défaut : DATABASE_URL, sinon seireigi.db)
cli-arg-web-addr = L'adresse d'écoute (par défaut : $SEIREIGI_WEB_ADDR, sinon 127.0.0.1:8080)
cli-arg-web-names = Les noms des joueurs sur place, celui des noirs puis celui des blancs

cli-about-analyse = Revoir une partie : chaque coup analysé, fautes et gaffes signalées avec un meilleur coup
cli-arg-analyse-position = « startpos moves ... » ou « sfen <SFEN> moves ... »
cli-arg-analyse-time-ms = Temps par position en millisecondes
cli-arg-analyse-depth = Une profondeur fixe par position à la place (résultats reproductibles)
cli-arg-analyse-budget-ms = Toute l'analyse en ce nombre de millisecondes (comme /analyse du bot) : chaque position en reçoit une part, au plus --time-ms ; une longue partie est échantillonnée

cli-about-usi = Parler USI sur l'entrée et la sortie standard, comme un moteur de shogi (docs/usi.md)

cli-about-invite = Afficher le lien qu'un administrateur de serveur ouvre pour ajouter le bot (avec les permissions dont il a besoin)
cli-arg-invite-application-id = L'identifiant de l'application (portail des développeurs Discord, General Information)

cli-about-match = Faire jouer deux moteurs l'un contre l'autre, en alternant les couleurs : nos niveaux, un joueur au hasard ou glouton, ou un moteur externe USI ou XBoard (docs/usi.md)
cli-arg-match-a = easy, normal, strong, random (au hasard), greedy (glouton) ou un moteur externe : « usi:PROGRAMME [ARGS];Nom=Valeur;...;go=nodes 10000 » ou « xboard:PROGRAMME [ARGS][;depth=N][;variant=NOM] » (docs/usi.md)
cli-arg-match-time-ms = Temps par coup de moteur en millisecondes (par défaut : celui du niveau)
cli-arg-match-max-plies = Les parties plus longues sont arrêtées et comptées nulles
cli-arg-match-threads = Parties jouées en même temps (par défaut : les cœurs disponibles)
cli-arg-match-opening-plies = Coups légaux au hasard qui ouvrent chaque paire de parties (les deux parties d'une paire pareilles, couleurs échangées) : varie les parties des moteurs qui jouent toujours le même coup

cli-about-games = Les jeux chargés (intégrés et --games-dir) ; avec --damaged, pour l'exploitant : les parties dont l'enregistrement est illisible et les notifications abandonnées
cli-arg-games-db = La base de données du bot (par défaut : DATABASE_URL, sinon seireigi.db)
cli-arg-games-damaged = Lister les parties marquées endommagées (et les notifications dont la remise a été abandonnée)
cli-arg-games-check = Lire d'abord chaque partie en rejouant ses coups et marquer celles qui sont illisibles

cli-about-copy-db = Copier chaque partie, coup, défi, réglage et notification d'une base dans une nouvelle base vide (par ex. de SQLite vers PostgreSQL), en gardant les identifiants, et vérifier le nombre de lignes. Arrêtez d'abord le bot
cli-arg-copy-db-from = La base à copier (`sqlite:chemin`, un chemin ou `postgres://...`)
cli-arg-copy-db-to = La nouvelle base, qui ne doit contenir aucune ligne (créée et migrée si besoin)

## Options sans description de clap dans src/cli/args.rs.

cli-arg-perft-variant = L'identifiant du jeu (`seireigi games` les liste)
cli-arg-perft-depth = À combien de coups de profondeur compter
cli-arg-perft-position = « startpos [moves ...] » ou « sfen <SFEN> [moves ...] »
cli-arg-render-variant = L'identifiant du jeu (`seireigi games` les liste)
cli-arg-render-position = « startpos [moves ...] » ou « sfen <SFEN> [moves ...] »
cli-arg-render-out = Le fichier PNG à écrire
cli-arg-render-piece-variant = L'identifiant du jeu (`seireigi games` les liste)
cli-arg-render-piece-out = Le fichier PNG à écrire
cli-arg-render-piece-style = kanji ou western (pièces occidentales)
cli-arg-render-piece-size = Largeur de l'image en pixels
cli-arg-render-game-variant = L'identifiant du jeu (`seireigi games` les liste)
cli-arg-render-game-out = Le fichier GIF à écrire
cli-arg-render-game-style = kanji ou western (pièces occidentales)
cli-arg-render-game-flip = Les blancs en bas
cli-arg-analyse-variant = L'identifiant du jeu (`seireigi games` les liste)
cli-arg-match-variant = L'identifiant du jeu (`seireigi games` les liste)
cli-arg-match-b = L'autre moteur, comme pour --a
cli-arg-match-games = Nombre de parties à jouer
cli-arg-match-seed = La graine des choix au hasard (la même graine rejoue le même match)
