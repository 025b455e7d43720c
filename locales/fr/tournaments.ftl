# Tournois : refus, réponses et messages du fil du tournoi.

tournament-error-none = Il n’y a pas de tel tournoi sur ce serveur.
tournament-error-started = Le tournoi a commencé : on ne s’inscrit ou ne se retire qu’avant le début (partir maintenant vaut abandon du tournoi).
tournament-error-over = Le tournoi est terminé.
tournament-error-already-joined = Vous êtes déjà inscrit à ce tournoi.
tournament-error-not-joined = Vous n’êtes pas inscrit à ce tournoi.
tournament-error-withdrawn = Vous vous êtes déjà retiré de ce tournoi.
tournament-error-full = Le tournoi est complet ({ $max } joueurs).
tournament-error-name = Le nom d’un tournoi doit compter de 1 à { $max } caractères.
tournament-error-time = Un tournoi a besoin d’un temps par coup : 1, 2, 3, 5, 7, 10 ou 14 jours.
tournament-error-size = Le nombre de joueurs doit être compris entre { $min } et { $max } pour cette formule.
tournament-error-advance = De 1 à { $max } joueurs de chaque groupe peuvent se qualifier pour la finale.
tournament-error-start = Le début doit être dans le futur, à { $days } jours au plus.
tournament-error-admin = Seuls les membres qui peuvent gérer ce serveur créent des tournois.
tournament-error-server = Les tournois appartiennent à un serveur : utilisez cette commande sur le serveur.
tournament-error-start-text = « { $text } » n’est pas une heure de début : écrivez AAAA-MM-JJ HH:MM (UTC), ou in 2h, in 3d.

tournament-format-round-robin = toutes rondes
tournament-format-double-round-robin = double toutes rondes
tournament-format-groups = groupes, { $advance } premiers en finale

tournament-status-open = inscriptions jusqu’au { $start }
tournament-status-running = en cours
tournament-status-finished = terminé
tournament-status-cancelled = annulé

tournament-created = Le tournoi { $id } « { $name } » est créé : { $game }, { $format }, { $days } jours par coup, { $rated }, jusqu’à { $max } joueurs, début le { $start }. Inscription avec `/tournament join id:{ $id }`.
tournament-rated = classé
tournament-friendly = non classé
tournament-joined = Vous êtes inscrit au tournoi { $id } « { $name } » ({ $players } joueurs sur { $max }). Il commence le { $start }.
tournament-left = Vous avez quitté le tournoi { $id } « { $name } ».
tournament-withdrew = Vous vous êtes retiré du tournoi { $id } « { $name } » : vos parties terminées comptent, vos parties en cours sont perdues.
tournament-list-empty = Aucun tournoi sur ce serveur pour l’instant. Un administrateur en crée un avec /tournament create.
tournament-list-line = { $id } « { $name } » : { $game }, { $format }, { $players }/{ $max } joueurs, { $status }
tournament-list-winner = , gagné par { $winner }

tournament-standings-title = { $name } : classement
tournament-section-only = Classement
tournament-section-group = Groupe { $group }
tournament-section-final = Finale
tournament-section-progress = { $finished } parties terminées sur { $games }
tournament-standings-head = #  Joueur              Pts  G  SB
tournament-withdrawn-mark = (retiré)

tournament-thread-name = Tournoi { $id } : { $name }
tournament-announce = 🏆 Tournoi { $id } « { $name } » : { $game }, { $format }, { $days } jours par coup, { $rated }, jusqu’à { $max } joueurs. Début le { $start }. Inscription avec `/tournament join id:{ $id }`.
tournament-stage-started = 🏁 Le tournoi { $id } a commencé : { $games } parties, toutes lancées maintenant, chacune dans son fil. Bonne chance !
tournament-final-started = 🏁 Les groupes sont terminés : la finale du tournoi { $id } commence ({ $games } parties).
tournament-result = La partie { $game } est terminée. Le classement :
tournament-withdrawal = { $user } s’est retiré : ses parties en cours sont perdues. Le classement :
tournament-finished = 🏆 Le tournoi { $id } « { $name } » est terminé. Le vainqueur est { $winner } ! Classement final :
tournament-finished-no-winner = 🏆 Le tournoi { $id } « { $name } » est terminé. Classement final :
tournament-cancelled = Le tournoi { $id } « { $name } » est annulé : il faut au moins 3 joueurs, { $players ->
    [one] un seul s’est inscrit
   *[other] { $players } se sont inscrits
}.
