# /rating et /leaderboard (docs/ratings.md).

rating-none = { $player } n'a encore joué aucune partie classée de { $game } : un premier classement part de 1500 ± 350, provisoire (`?`) tant que l'écart ne descend pas sous { $provisional }.
rating-head = Classement **{ $game }** de { $player } : **{ $rating }** ± { $deviation }
rating-provisional = (provisoire : l'écart est de { $provisional } ou plus, il peut donc encore beaucoup bouger)
rating-counts = Parties classées : { $games } · victoires { $wins } · défaites { $losses } · nulles { $draws }
rating-best = meilleur { $best }
rating-graph = Le graphique : chaque partie classée depuis la première, de { $low } à { $high }, une ligne pointillée tous les { $step } points.

leaderboard-empty = Personne n'est encore au classement { $game } de ce serveur. Les joueurs qui ont fini ici une partie classée de { $game } y figurent après { $games } parties classées, tant que leur écart est sous { $deviation } et que leur dernière partie classée date d'au plus { $days } jours.
leaderboard-head = **Classement { $game }** de ce serveur : page { $page } sur { $pages } ({ $total ->
    [one] { $total } joueur
   *[other] { $total } joueurs
})
leaderboard-no-page = (il n'y a pas de page { $asked })
leaderboard-line = { $rank }. { $player } **{ $rating }** ± { $deviation } · { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
}
leaderboard-previous = ◀ Précédente
leaderboard-next = Suivante ▶
leaderboard-not-yours = Seul { $player }, qui a demandé ce classement, peut en tourner les pages : demandez le vôtre avec /leaderboard.
leaderboard-stale = Cette page est périmée : le classement a changé depuis. Redemandez-le avec /leaderboard.
