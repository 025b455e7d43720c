# Coups conditionnels (/forecast), notes privées (/note) et revanches (issue 33).

## /forecast et /note tels que Discord les montre
cmd-forecast = Coups conditionnels : vos réponses aux coups de l'adversaire, jouées aussitôt pour vous
    .name = conditionnels
cmd-forecast-add = Ajouter une ligne : le coup attendu de l'adversaire, votre réponse, son coup suivant...
    .name = ajouter
cmd-forecast-add-moves = Les coups dans l'ordre, séparés par des espaces, en commençant par celui de l'adversaire
    .name = coups
cmd-forecast-add-game = Numéro de la partie (par défaut : celle de ce fil)
    .name = partie
cmd-forecast-list = Voir vos coups conditionnels dans une partie (vous seul les voyez)
    .name = liste
cmd-forecast-list-game = Numéro de la partie (par défaut : celle de ce fil)
    .name = partie
cmd-forecast-clear = Oublier tous vos coups conditionnels dans une partie
    .name = effacer
cmd-forecast-clear-game = Numéro de la partie (par défaut : celle de ce fil)
    .name = partie
cmd-note = Une note privée sur une partie : donnez un texte pour la garder, rien pour la relire
    .name = note
cmd-note-text = Votre note (remplace l'ancienne ; un simple - l'efface)
    .name = texte
cmd-note-game = Numéro de la partie (par défaut : celle de ce fil)
    .name = partie

## Réponses à /forecast, pour le seul joueur qui a demandé
forecast-added = { $lines ->
    [one] C'est noté. Vos coups conditionnels dans la partie { $game } (son coup → votre réponse), { $lines } ligne :
   *[other] C'est noté. Vos coups conditionnels dans la partie { $game } (son coup → votre réponse), { $lines } lignes :
}
forecast-list = { $lines ->
    [one] Vos coups conditionnels dans la partie { $game } (son coup → votre réponse), { $lines } ligne :
   *[other] Vos coups conditionnels dans la partie { $game } (son coup → votre réponse), { $lines } lignes :
}
forecast-none = Vous n'avez aucun coup conditionnel dans la partie { $game }.
forecast-cleared = Vos coups conditionnels dans la partie { $game } sont oubliés.

## Dans le fil de la partie
forecast-answers-next = { $player } répond par un coup préparé.
forecast-prepared-mark = coup préparé

## Refus : rien n'a été enregistré
forecast-your-turn = C'est à vous de jouer dans la partie { $game } : les coups conditionnels répondent au coup de l'adversaire, jouez donc d'abord le vôtre.
forecast-computer = L'ordinateur répond aussitôt : les coups conditionnels sont pour les parties entre personnes.
forecast-no-answer = Une ligne a besoin du coup attendu de l'adversaire puis de votre réponse, séparés par une espace.
forecast-too-many-lines = Vous avez déjà { $max } lignes dans cette partie, le maximum : effacez-les d'abord avec /forecast clear.
forecast-too-many-plies = Une ligne compte au plus { $max } coups (les vôtres et ceux de l'adversaire) ; celle-ci en a { $given }.
forecast-bad-move = Le coup { $ply } de la ligne (« { $input } ») ne peut pas être joué à cet endroit : { $why }
forecast-game-ends = La partie serait finie après le coup { $ply } de la ligne : retirez les coups qui le suivent.

## /note
note-saved = Votre note sur la partie { $game } est gardée ; vous seul pouvez la lire.
note-deleted = Votre note sur la partie { $game } est effacée.
note-shown = Votre note sur la partie { $game } :
note-none = Vous n'avez pas de note sur la partie { $game } : écrivez-en une avec /note text:
note-too-long = Une note compte au plus { $max } caractères ; celle-ci en a { $given }.

## Revanche
rematch-button = Revanche
rematch-card = { $challenger } propose une revanche de la partie { $game } à { $opponent } : même jeu, même temps, couleurs inversées.
rematch-sent = Votre revanche est envoyée à { $opponent } (défi { $challenge }) ; elle attend sa réponse comme tout défi.
rematch-game-not-over = La partie { $game } est encore en cours : la revanche viendra quand elle sera finie.

## « Jouez ceci si mon temps s'écoule » (/forecast timeout)
cmd-forecast-timeout = Garder un coup à jouer pour vous si votre temps s'écoule avant que vous jouiez
    .name = échéance
cmd-forecast-timeout-move = Votre coup dans cette position, joué seulement si votre temps s'écoule avant
    .name = coup
cmd-forecast-timeout-game = Numéro de la partie (par défaut : celle de ce fil)
    .name = partie
forecast-timeout-set = C'est noté : si votre temps s'écoule dans la partie { $game } avant que vous jouiez, { $planned } est joué pour vous (avant toute prolongation ou journée de vacances). Jouer un coup vous-même l'oublie.
forecast-timeout-shown = Si votre temps s'écoule dans la partie { $game } avant que vous jouiez : { $planned }.
forecast-timeout-not-your-turn = Ce n'est pas votre tour dans la partie { $game } : un coup pour quand votre temps s'écoule se garde à votre tour, pour cette position.
forecast-timeout-bad-move = « { $input } » ne peut pas être joué ici : { $why }
