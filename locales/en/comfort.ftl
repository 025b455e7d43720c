# Clock comfort (issue 33): extensions, vacation spent by the clock, the daily digest, the
# lists of games. The options of /settings, /challenge and /games that it adds are here too.

cmd-settings-auto_vacation = True: when your time runs out, a day of your vacation is spent instead of a loss
cmd-settings-hour = Hour of the daily digest (0-23, in your time zone)
cmd-settings-timezone = Your time zone as an offset from UTC, e.g. +9, -05:30, UTC+1 (once)
cmd-challenge-extensions = One-day extensions per player, used when time runs out (0-10, default 0)
cmd-games-finished = True: your finished games, the latest first
cmd-games-page = Page of the finished games (10 a page; default: the first)
choice-daily-digest-one-dm-a-day = daily digest (one DM a day)

## Refusals
comfort-bad-extensions = Extensions must be between 0 and { $max } per player.
comfort-bad-digest = The digest's hour must be 0 to 23, and the time zone between UTC-12:00 and UTC+14:00.
comfort-bad-timezone = “{ $text }” is not a time zone I can read: give an offset from UTC such as +9, -05:30 or UTC+1.
comfort-digest-needs-hour = Say at which hour you want the daily digest: hour: (0-23, in your time zone).

## /settings
comfort-settings-vacation-left = Vacation days left: { $left } of { $total } in 365 days.
comfort-settings-auto-on = When your time runs out, a day of your vacation is spent instead of a loss (auto_vacation: False turns this off).
comfort-settings-auto-off = When your time runs out, you lose the game: no vacation day is spent for you (auto_vacation: True turns this on).
comfort-settings-digest = Daily digest at { $hour }:00 (UTC{ $offset }): one direct message a day with the games waiting for you, instead of a notice per move; reminders still come.
comfort-settings-timezone = Your time zone: UTC{ $offset }.

## Posts in a game's thread
comfort-extension-used = ⏳ { $player }, your time ran out: one of your extensions gives you one more day, until { $deadline }. { $left ->
    [0] You have no extension left.
    [one] You have one extension left.
   *[other] You have { $left } extensions left.
} { $opponent }, the game goes on.
comfort-vacation-spent = 🏖 { $player }, your time ran out: a day of your vacation is spent, your clocks stop until { $until }. { $left ->
    [0] No vacation day is left this year.
    [one] One vacation day is left this year.
   *[other] { $left } vacation days are left this year.
} { $opponent }, the game goes on.
comfort-extensions-left = Extensions left: ☗ { $black } · ☖ { $white } (of { $total } each).
comfort-card-extensions = { $count ->
    [one] One one-day extension per player, used when time runs out.
   *[other] { $count } one-day extensions per player, used when time runs out.
}

## The daily digest (a direct message)
comfort-digest-title = { $count ->
    [one] Your daily digest: one game is waiting for your move.
   *[other] Your daily digest: { $count } games are waiting for your move.
}
comfort-digest-line = Game { $game }: { $deadline } · { $link }
comfort-digest-no-deadline = no time limit
comfort-digest-no-thread = no thread

## /games and the answer to a move
comfort-finished-title = Your finished games, the latest first (page { $page } of { $pages }):
comfort-finished-none = You have no finished game yet.
comfort-finished-line = Game { $game }: { $variant } against { $opponent } · { $result } · ended { $ended } · { $link }
comfort-result-won = won
comfort-result-lost = lost
comfort-result-draw = draw
comfort-next-page = More: /games finished:True page:{ $next }
comfort-next-game = Next game waiting for you: game { $game }, { $link }.
