# Confort de la pendule (issue 33) : prolongations, vacances prises par la pendule, résumé
# quotidien, listes de parties.

cmd-settings-auto_vacation = True : quand votre temps est écoulé, un jour de vacances est pris au lieu d'une défaite
    .name = vacances_auto
cmd-settings-hour = Heure du résumé quotidien (0-23, dans votre fuseau)
    .name = heure
cmd-settings-timezone = Votre fuseau, en décalage sur UTC : +9, -05:30, UTC+1 (une fois)
    .name = fuseau
cmd-challenge-extensions = Prolongations d'un jour par joueur, prises quand le temps est écoulé (0-10, 0 par défaut)
    .name = prolongations
cmd-games-finished = True : vos parties terminées, les plus récentes d'abord
    .name = terminées
cmd-games-page = Page des parties terminées (10 par page ; par défaut : la première)
    .name = page
choice-daily-digest-one-dm-a-day = résumé quotidien (un message privé par jour)

## Refus
comfort-bad-extensions = Les prolongations vont de 0 à { $max } par joueur.
comfort-bad-digest = L'heure du résumé va de 0 à 23, et le fuseau de UTC-12:00 à UTC+14:00.
comfort-bad-timezone = Je ne sais pas lire le fuseau « { $text } » : donnez un décalage sur UTC, comme +9, -05:30 ou UTC+1.
comfort-digest-needs-hour = Dites à quelle heure vous voulez le résumé quotidien : heure: (0-23, dans votre fuseau).

## /settings
comfort-settings-vacation-left = Jours de vacances restants : { $left } sur { $total } en 365 jours.
comfort-settings-auto-on = Quand votre temps est écoulé, un jour de vos vacances est pris au lieu d'une défaite (vacances_auto: False pour ne plus le faire).
comfort-settings-auto-off = Quand votre temps est écoulé, vous perdez la partie : aucun jour de vacances n'est pris pour vous (vacances_auto: True pour le faire).
comfort-settings-digest = Résumé quotidien à { $hour } h (UTC{ $offset }) : un message privé par jour avec les parties qui vous attendent, au lieu d'un avis à chaque coup ; les rappels viennent toujours.
comfort-settings-timezone = Votre fuseau : UTC{ $offset }.

## Messages dans le fil d'une partie
comfort-extension-used = ⏳ { $player }, votre temps est écoulé : une de vos prolongations vous donne un jour de plus, jusqu'au { $deadline }. { $left ->
    [0] Il ne vous reste aucune prolongation.
    [one] Il vous reste une prolongation.
   *[other] Il vous reste { $left } prolongations.
} { $opponent }, la partie continue.
comfort-vacation-spent = 🏖 { $player }, votre temps est écoulé : un jour de vos vacances est pris, vos pendules s'arrêtent jusqu'au { $until }. { $left ->
    [0] Il ne vous reste aucun jour de vacances cette année.
    [one] Il vous reste un jour de vacances cette année.
   *[other] Il vous reste { $left } jours de vacances cette année.
} { $opponent }, la partie continue.
comfort-extensions-left = Prolongations restantes : ☗ { $black } · ☖ { $white } (sur { $total } chacun).
comfort-card-extensions = { $count ->
    [one] Une prolongation d'un jour par joueur, prise quand le temps est écoulé.
   *[other] { $count } prolongations d'un jour par joueur, prises quand le temps est écoulé.
}

## Le résumé quotidien (message privé)
comfort-digest-title = { $count ->
    [one] Votre résumé du jour : une partie attend votre coup.
   *[other] Votre résumé du jour : { $count } parties attendent votre coup.
}
comfort-digest-line = Partie { $game } : { $deadline } · { $link }
comfort-digest-no-deadline = sans limite de temps
comfort-digest-no-thread = pas de fil

## /games et la réponse à un coup
comfort-finished-title = Vos parties terminées, les plus récentes d'abord (page { $page } sur { $pages }) :
comfort-finished-none = Vous n'avez encore aucune partie terminée.
comfort-finished-line = Partie { $game } : { $variant } contre { $opponent } · { $result } · terminée { $ended } · { $link }
comfort-result-won = gagnée
comfort-result-lost = perdue
comfort-result-draw = nulle
comfort-next-page = La suite : /games finished:True page:{ $next }
comfort-next-game = Une autre partie vous attend : la partie { $game }, { $link }.
