# La ligne de commande (src/cli), dans la langue de --lang ou de $LANG.

cli-bad-lang = --lang { $lang } : les langues sont { $list }
cli-no-piece = pas de pièce « { $name } » au { $game } ; ses pièces (formes promues comprises) sont { $pieces }
cli-unknown-game = jeu inconnu « { $name } » ; les jeux sont { $list }
cli-error = erreur : { $text }
cli-not-utf8 = la ligne { $number } n'est pas du texte UTF-8
cli-lines-failed = { $count ->
        [one] { $count } ligne de l'entrée ne donnait aucune position valable
       *[other] { $count } lignes de l'entrée ne donnaient aucune position valable
    }
cli-side = { $side ->
        [black] Noirs
       *[other] Blancs
    }

## seireigi play (src/cli/play) : ce qu'il dit à l'invite. Les commandes tapées restent des
## mots anglais (moves, board, y, n...), comme les noms des commandes Discord.

cli-help-title = Commandes :
cli-help-move = un coup, par ex. { $canonical }, { $dashed }, { $western }{ $drop } (+ promeut, = refuse la promotion)
cli-help-move-drop = , { $drop }
cli-help-no-move = un coup (il n'y en a aucun dans cette position)
cli-help-moves = liste des coups légaux
cli-help-board = réafficher le plateau
cli-help-draw = proposer la nulle (l'autre joueur répond y ou n)
cli-help-takeback = reprendre le dernier coup (l'autre joueur répond y ou n)
cli-help-impasse = proposer de finir la partie aux points d'impasse (les deux rois dans leur zone)
cli-help-resign = abandonner la partie
cli-help-help = cette liste
cli-help-quit = quitter ; avec --db la partie est gardée et --resume la reprend
cli-level-alone = --level { $level } est le niveau de l'ordinateur : ajoutez --against computer, ou retirez --level
cli-unknown-level = niveau inconnu « { $level } » : easy, normal ou strong
cli-against = --against prend « computer », pas « { $text } »
cli-image-folder = impossible de créer le dossier d'images { $dir } : { $why }
cli-resume-needs-db = --resume demande --db FICHIER : une partie en mémoire finit avec le programme
cli-variant-needed = --variant est nécessaire pour une nouvelle partie
cli-other-game = la partie { $game } est du { $id }, pas du { $wanted }
cli-game-over = Partie terminée : { $result }.
cli-result-win = les { $side ->
        [black] noirs
       *[other] blancs
    } gagnent par { $reason }
cli-result-draw = nulle par { $reason }
cli-promote-question = Promouvoir ? y pour { $yes }, n pour { $no }.
cli-reminder = Rappel : { $side } ont utilisé 80 % du temps de ce coup.
cli-time-up = Le temps est écoulé.
cli-resigns = { $side } abandonnent.
cli-computer-thinks = Blancs (ordinateur, { $level }) réfléchissent...
cli-check = échec !
cli-checkmate = échec et mat !
cli-offer = { $side } : { $kind ->
        [takeback] demande de reprendre le dernier coup
        [draw] proposition de nulle
       *[impasse] proposition d'impasse
    }.
cli-offer-question = { $to }, { $side } : { $kind ->
        [takeback] demande de reprendre le dernier coup
        [draw] proposition de nulle
       *[impasse] proposition d'impasse
    } ; acceptez-vous ? (y/n)
cli-answer-y-or-n = répondez y ou n
cli-answer-promotion = répondez y pour promouvoir ou n pour ne pas promouvoir (ou quit)
cli-declines = { $side } refusent.
cli-accepts = { $side } acceptent.
cli-took-back = { $plies ->
        [one] { $plies } coup repris
       *[other] { $plies } coups repris
    }.
cli-legal-moves = { $count ->
        [one] { $count } coup légal :
       *[other] { $count } coups légaux :
    }
cli-days-per-move = , { $days ->
        [one] { $days } jour par coup
       *[other] { $days } jours par coup
    }
cli-white-computer = Blancs (l'ordinateur, { $level })
cli-white-player = Blancs (joueur { $id })
cli-header = Partie { $number } ({ $game }) { $resumed ->
        [yes] reprise
       *[other] commencée
    } : Noirs (joueur { $black }) contre { $white }{ $clock }.
cli-kept-in = Gardée dans { $db }.
cli-not-kept = Non gardée : ajoutez --db FICHIER pour garder la partie.
cli-type-move = Tapez un coup (par ex. { $canonical }, { $dashed } ou { $western }) ou help.
cli-type-help = Tapez help pour les commandes.
cli-to-move = Aux { $side ->
        [black] noirs
       *[other] blancs
    } de jouer (coup { $number })
cli-in-check = , en échec
cli-image = image : { $path }
cli-removed = supprimée : { $path }
cli-cannot-remove = impossible de supprimer { $path } : { $why }
cli-farewell-kept = La partie { $game } est gardée dans { $db } : reprenez-la avec --db { $db } --resume { $number }.
cli-farewell-gone = La partie { $game } s'arrête ici (non gardée).
cli-in-hand = Réserve des { $side ->
        [black] noirs
       *[other] blancs
    } : { $pieces }
cli-status = { $status }.
cli-time-left = , { $left }

## seireigi render, render-piece et render-game (src/cli/render.rs).

cli-unknown-style = style de pièces inconnu « { $style } » : kanji ou western
cli-none-in-hand = les { $side ->
        [black] noirs
       *[other] blancs
    } n'ont pas de { $piece } en réserve à parachuter
cli-not-a-square = « { $text } » n'est ni une case du plateau { $board } (p. ex. 7i) ni une pièce en réserve (p. ex. P*)
cli-empty-square = il n'y a pas de pièce en { $square } : donnez la case d'une pièce
cli-size-range = --size { $size } est hors de { $min }..={ $max }
cli-delay-range = --delay-ms { $delay } est hors de 20..=60000
cli-cannot-write = impossible d'écrire { $path } : { $why }
cli-io = { $kind ->
        [not-found] fichier ou dossier introuvable
        [denied] permission refusée
        [folder] c'est un dossier
        [not-folder] une partie du chemin n'est pas un dossier
        [full] le disque est plein
       *[read-only] le système de fichiers est en lecture seule
    }
cli-drawing-failed = l'image n'a pas pu être dessinée : { $why }
cli-gif-written = { $path } : { $frames ->
        [one] { $frames } image
       *[other] { $frames } images
    }, { $width } px de large, { $megabytes } Mo
cli-gif-smaller = dessinée à moins de { $size } px pour tenir en 8 Mo
cli-gif-every = une position sur { $every } gardée, pour tenir en 8 Mo
cli-gif-note = { $report } ({ $note })

## seireigi games (src/cli/game_files.rs, src/cli/games.rs) et les avertissements de --games-dir.

cli-warning = avertissement : { $text }
cli-games-line = { $id }{ $aliases } : { $title }, { $board }, { $kinds ->
        [one] { $kinds } sorte de pièce
       *[other] { $kinds } sortes de pièces
    }{ $default ->
        [yes] , jeu par défaut
       *[other] {""}
    }{ $standard ->
        [yes] , shogi standard (moteurs externes)
       *[other] {""}
    } · { $file } · règles { $hash }
cli-games-aliases = {" "}(aussi { $list })
cli-games-skipped = ignoré : { $path } : { $why ->
        [case] les fichiers de jeu finissent par .toml, en minuscules
        [extension] pas un fichier de jeu (les fichiers de jeu finissent par .toml)
        [not-file] ce n'est pas un fichier
        [dangling] un lien qui ne mène nulle part
       *[unreadable] illisible
    }
cli-games-folder-unreadable = impossible de lire le dossier des jeux { $path } : { $why }
cli-games-file-unreadable = impossible de lire { $path } : { $why }
cli-games-file-too-large = { $path } : plus de { $kib } Kio : ce n'est pas un fichier de jeu
cli-games-file-not-utf8 = { $path } : ce n'est pas du texte UTF-8
cli-games-glyphs-pieces = { $file } : les polices intégrées n'ont pas { $chars } des noms de ses pièces ; ces pièces apparaissent vides sur les images (voir docs/rendering.md pour ajouter des glyphes)
cli-games-glyphs-name = { $file } : les polices intégrées n'ont pas { $chars } de son kanji_name ; les en-têtes des images affichent « ? » à la place (voir docs/rendering.md pour ajouter des glyphes)
cli-games-checked = { $read ->
        [one] { $read } partie lue
       *[other] { $read } parties lues
    } : { $found ->
        [one] { $found } nouvelle partie endommagée
       *[other] { $found } nouvelles parties endommagées
    }
cli-games-none-damaged = aucune partie endommagée
cli-games-damaged = partie { $id } endommagée depuis le { $since } : { $why }
cli-games-given-up = notification { $id } abandonnée après { $attempts ->
        [one] { $attempts } échec de remise
       *[other] { $attempts } échecs de remise
    } : { $error }

## seireigi invite (src/cli/dispatch.rs) : les permissions sous les noms que leur donnent
## les paramètres de Discord dans chaque langue.

cli-invite-header = Il demande ces permissions :
cli-invite-permission = { $name } : pour { $why }
cli-permission-name = { $permission ->
        [view-channel] Voir les salons
        [send-messages] Envoyer des messages
        [embed-links] Intégrer des liens
        [attach-files] Joindre des fichiers
        [read-message-history] Voir les anciens messages
        [create-public-threads] Créer des fils publics
        [send-messages-in-threads] Envoyer des messages dans les fils
       *[manage-threads] Gérer les fils
    }
cli-permission-why = { $permission ->
        [view-channel] voir les salons où on lui demande de jouer
        [send-messages] publier les cartes de défi
        [embed-links] montrer le résumé des règles d'un défi
        [attach-files] publier les images du plateau
        [read-message-history] modifier ses propres messages et y répondre
        [create-public-threads] ouvrir un fil pour chaque partie
        [send-messages-in-threads] publier les coups dans les fils des parties
       *[manage-threads] rouvrir le fil d'une partie archivé après une semaine de silence
    }

## seireigi copy-db (src/cli/copy_db.rs) : les noms des tables restent ceux de la base.

cli-copy-same = --from et --to désignent la même base de données
cli-copy-cannot-open = impossible de copier depuis { $from } : { $why }
cli-copy-table = { $table } : { $rows ->
        [one] { $rows } ligne
       *[other] { $rows } lignes
    }
cli-copy-done = { $total ->
        [one] { $total } ligne copiée
       *[other] { $total } lignes copiées
    } ; nombres vérifiés

## seireigi analyse (src/cli/analyse.rs) : le compte d'un camp est l'analyse-side du bot.

cli-analyse-progress = { $done }/{ $total } coups
cli-analyse-comment = { $verdict ->
        [blunder] gaffe
       *[mistake] faute
    } (-{ $loss }), mieux : { $better }
cli-analyse-sampled = { $judged ->
        [one] { $judged } coup jugé
       *[other] { $judged } coups jugés
    } sur { $moves } (un échantillon réparti sur la partie, pour tenir dans le budget)

## seireigi perft --divide (src/cli/perft.rs) : sa dernière ligne.

cli-perft-total = total : { $total }

# Les refus de clap pour des arguments mal formés (src/cli/clap_refusal.rs).
cli-args-bad-value = valeur « { $value } » invalide pour { $arg }
cli-args-bad-value-list = valeur « { $value } » invalide pour { $arg } ; les valeurs possibles sont { $list }
cli-args-unknown = argument inconnu « { $arg } »
cli-args-unknown-command = commande inconnue « { $name } »
cli-args-missing = argument manquant : { $args }
cli-args-no-command = il faut une commande
cli-args-conflict = { $arg } ne peut pas s'employer avec { $other }
cli-args-bad-use = mauvais emploi de { $arg }
cli-args-invalid = les arguments ne sont pas valables
cli-args-did-you-mean = { $text } (vouliez-vous dire « { $name } » ?)
cli-args-see-help = voir `{ $command } --help`

# Les refus de `seireigi serve` et `seireigi web` au démarrage.
cli-serve-no-token = DISCORD_TOKEN n'est pas défini : le README explique comment obtenir le jeton d'un bot
cli-serve-empty-token = DISCORD_TOKEN est défini mais vide : le README explique comment obtenir le jeton d'un bot
cli-serve-empty-database = DATABASE_URL est défini mais vide : indiquez une base de données (un chemin de fichier, sqlite://chemin ou postgres://...), ou retirez-le pour utiliser seireigi.db
cli-serve-bad-guild = DISCORD_GUILD_ID doit être l'identifiant d'un serveur (un nombre supérieur à 0)
cli-serve-bad-tick = SEIREIGI_TICK_MS doit être un nombre de millisecondes supérieur à 0
cli-serve-bad-lease = SEIREIGI_LEASE_MS doit être un nombre de millisecondes de 100 à 3600000
cli-web-bad-names = --names doit donner deux noms de 64 octets au plus, NOIRS,BLANCS
cli-web-bad-addr = --addr doit être une adresse et un port, par exemple 127.0.0.1:8080

# `seireigi match` : la ligne réécrite après chaque partie, et le bilan, du point de vue de A.
cli-match-progress = { $games } parties : +{ $wins } -{ $losses } ={ $draws }
cli-match-score = { $a } contre { $b } au { $variant } : { $games } parties, { $a } en gagne { $wins }, en perd { $losses }, { $draws } nulles ({ $unfinished } arrêtées à { $plies } coups) ; score { $score } %
cli-match-ending = { $verdict ->
        [won] gagnées
        [lost] perdues
       *[drew] nulles
    } { $how } : { $count }
cli-match-stopped = (arrêtées à { $plies } coups)
cli-match-forfeit-illegal = perdue sur un coup illégal : partie { $game }, coup { $ply } : { $engine } ({ $side }) a joué { $mv }, qui n'est pas un coup légal, dans { $sfen }
cli-match-forfeit-unreadable = perdue sur un coup illégal : partie { $game }, coup { $ply } : { $engine } ({ $side }) a répondu { $text }, qui n'est pas un coup de ce jeu, dans { $sfen }
cli-match-endings = { $a } : { $list }
cli-match-elo = Écart Elo { $a } - { $b } : { $elo } ± { $margin } (95 %)
cli-match-elo-unbounded = Écart Elo { $a } - { $b } : sans borne (un camp a tout marqué)
