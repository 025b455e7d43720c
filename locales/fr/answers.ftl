# Réponses privées de /moves, /hint, /analyse, /history, /export, /rating, /leaderboard et
# les questions de /move, et les refus du bot lui-même (l'option de partie, la partie d'un
# autre serveur, les files par joueur) : dans la langue du joueur.

## L'option de partie, et qui peut regarder une partie.

refuse-not-a-game-number = « { $text } » n'est pas un numéro de partie (p. ex. 12).
refuse-unknown-game = Il n'y a pas de jeu « { $text } » ; les jeux sont { $list }.
refuse-no-game-here = Vous n'avez pas de partie ici : utilisez ceci dans le fil d'une partie, ou donnez le numéro de la partie.
refuse-several-games = Vous avez plusieurs parties ({ $list }) : donnez le numéro de la partie.
refuse-several-games-item = { $game } ({ $variant })
refuse-other-server = La partie { $game } ne se joue pas sur ce serveur : seuls ses joueurs peuvent la consulter d'ailleurs.

## Les files par joueur : `$work` vaut review, hint, export ou gif.

refuse-busy-yours = { $work ->
        [review] Votre analyse de la partie { $game } est en cours : une analyse à la fois, attendez-la.
        [hint] Votre conseil pour la partie { $game } est en cours : un conseil à la fois, attendez-le.
        [export] Votre export de la partie { $game } est en cours : un export à la fois, attendez-le.
       *[gif] Votre GIF de la partie { $game } est en cours : un GIF à la fois, attendez-le.
    }
refuse-busy-game = { $work ->
        [review] Une analyse de la partie { $game } est déjà en cours : redemandez une fois qu'elle sera publiée.
        [hint] Un conseil pour la partie { $game } est déjà en cours : redemandez une fois qu'il sera publié.
        [export] Un export de la partie { $game } est déjà en cours : redemandez une fois qu'il sera publié.
       *[gif] Un GIF de la partie { $game } est déjà en cours : redemandez une fois qu'il sera publié.
    }
refuse-busy-full = Le bot est occupé par { $work ->
        [review] { $capacity ->
            [one] { $capacity } analyse
           *[other] { $capacity } analyses
        }
        [hint] { $capacity ->
            [one] { $capacity } conseil
           *[other] { $capacity } conseils
        }
        [export] { $capacity ->
            [one] { $capacity } export
           *[other] { $capacity } exports
        }
       *[gif] { $capacity ->
            [one] { $capacity } GIF
           *[other] { $capacity } GIF
        }
    } : réessayez dans quelques minutes.

## /hint

refuse-hint-people = Les conseils sont réservés aux parties contre l'ordinateur.
refuse-hint-not-your-turn = Ce n'est pas votre tour dans la partie { $game } : un conseil porte sur votre propre coup.
refuse-hint-no-move = Il n'y a aucun coup à suggérer : la partie est terminée.
hint-answer = Conseil pour la partie { $game } : **{ $mv }**, { $verdict }.
hint-mate = { $moves ->
        [one] mat en { $moves } coup
       *[other] mat en { $moves } coups
    }
hint-mated = mais au mieux vous êtes mat en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
hint-even = position à peu près égale
hint-score = { $score } pions en votre faveur

## /history et /export

history-answer = Partie { $game } ({ $variant }) : { $moves }
history-no-moves = Aucun coup pour l'instant.
export-answer = Partie { $game }
export-gif = Partie { $game }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } : une image par coup, le dernier coup encadré de vert.

## /moves : `$owner` est moves-owner-*, `$place` moves-on ou moves-in-hand.

moves-owner-mine = votre { $piece }
moves-owner-black = { $piece } des Noirs
moves-owner-white = { $piece } des Blancs
moves-on = en { $square }
moves-in-hand = en réserve
moves-list = { $owner } { $place } : { $count ->
        [one] { $count } coup légal
       *[other] { $count } coups légaux
    } — { $moves }.
moves-none-check = { $owner } { $place } n'a aucun coup légal : son Roi est en échec, et cette pièce ne peut ni s'interposer ni prendre la pièce qui donne échec.
moves-none-drop = { $owner } { $place } n'a aucun coup légal : il n'y a aucune case où la parachuter.
moves-none-blocked = { $owner } { $place } n'a aucun coup légal : chaque case qu'elle atteint est occupée par son propre camp, ou la déplacer exposerait son Roi.
moves-planning-mine = C'est aux { $side } de jouer ; voici les coups de votre prochain tour, si la position reste telle quelle.
moves-planning-theirs = C'est aux { $side } de jouer ; voici les coups du prochain tour des { $owner }, si la position reste telle quelle.
moves-no-such-piece = { $game } n'a pas de pièce « { $text } » : écrivez la lettre d'une pièce suivie de * (p. ex. { $example }).
moves-none-in-hand-mine = Vous n'avez pas de { $piece } en réserve : il n'y a rien à parachuter.
moves-none-in-hand = Les { $side } n'ont pas de { $piece } en réserve.
moves-not-a-square = « { $text } » n'est ni une case du plateau { $board } (p. ex. 7i) ni une pièce en réserve (p. ex. P*).
moves-empty-square = Il n'y a pas de pièce en { $square } : donnez la case d'une pièce.

## /analyse : `$verdict` vaut mistake ou blunder.

refuse-analyse-not-finished = La partie { $game } n'est pas terminée : /analyse n'analyse que les parties terminées.
analyse-title = Analyse de la partie { $game } ({ $variant }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }{ $judged ->
        [0] {""}
        [one] , { $judged } jugé
       *[other] , { $judged } jugés
    }) :
analyse-line = { $ply }. { $mark } { $mv } : { $verdict ->
        [blunder] gaffe
       *[mistake] faute
    } (-{ $loss }), mieux : { $better }
analyse-none = Aucune faute trouvée.
analyse-side = { $side } : { $mistakes ->
        [one] { $mistakes } faute
       *[other] { $mistakes } fautes
    }, { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    }
analyse-in-file = { $count ->
        [one] { $count } faute ou gaffe
       *[other] { $count } fautes et gaffes
    } : la liste complète est dans le fichier joint.


## Les questions de /move : `$vowel` sert à l'anglais.

move-promotion-question = { $mv } peut être promu ici : promouvoir en { $promoted }, ou rester { $piece }{ $vowel ->
       *[other] {""}
    } ?
move-candidates = Plusieurs coups correspondent ({ $list }) : lequel voulez-vous dire ?
