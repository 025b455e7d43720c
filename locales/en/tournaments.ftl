# Tournaments: refusals, replies, and the posts of the tournament's thread.

tournament-error-none = There is no such tournament on this server.
tournament-error-started = The tournament has started: players join and leave only before the start (leaving now withdraws you).
tournament-error-over = The tournament is over.
tournament-error-already-joined = You are already in this tournament.
tournament-error-not-joined = You are not in this tournament.
tournament-error-withdrawn = You have already withdrawn from this tournament.
tournament-error-full = The tournament is full ({ $max } players).
tournament-error-name = A tournament's name must be 1 to { $max } characters.
tournament-error-time = A tournament needs a time per move: 1, 2, 3, 5, 7, 10 or 14 days.
tournament-error-size = The number of players must be between { $min } and { $max } for this format.
tournament-error-advance = Between 1 and { $max } players of each group may go to the final.
tournament-error-start = The start must be in the future, at most { $days } days from now.
tournament-error-admin = Only members who may manage this server can create tournaments.
tournament-error-server = Tournaments belong to a server: use this command there.
tournament-error-start-text = "{ $text }" is not a start time: write YYYY-MM-DD HH:MM (UTC), or in 2h, in 3d.

tournament-format-round-robin = round-robin
tournament-format-double-round-robin = double round-robin
tournament-format-groups = groups, top { $advance } to the final

tournament-status-open = open until { $start }
tournament-status-running = running
tournament-status-finished = finished
tournament-status-cancelled = called off

tournament-created = Tournament { $id } “{ $name }” is created: { $game }, { $format }, { $days } days per move, { $rated }, up to { $max } players, starting { $start }. Players join with `/tournament join id:{ $id }`.
tournament-rated = rated
tournament-friendly = not rated
tournament-joined = You joined tournament { $id } “{ $name }” ({ $players } of { $max } players). It starts { $start }.
tournament-left = You left tournament { $id } “{ $name }”.
tournament-withdrew = You withdrew from tournament { $id } “{ $name }”: your finished games stand, your unfinished games are lost.
tournament-list-empty = No tournaments on this server yet. An admin creates one with /tournament create.
tournament-list-line = { $id } “{ $name }”: { $game }, { $format }, { $players }/{ $max } players, { $status }
tournament-list-winner = , won by { $winner }

tournament-standings-title = { $name }: standings
tournament-section-only = Standings
tournament-section-group = Group { $group }
tournament-section-final = Final
tournament-section-progress = { $finished } of { $games } games finished
tournament-standings-head = #  Player              Pts  W  SB
tournament-withdrawn-mark = (withdrew)

tournament-thread-name = Tournament { $id }: { $name }
tournament-announce = 🏆 Tournament { $id } “{ $name }”: { $game }, { $format }, { $days } days per move, { $rated }, up to { $max } players. Starts { $start }. Join with `/tournament join id:{ $id }`.
tournament-stage-started = 🏁 Tournament { $id } has begun: { $games } games, all started now, each in its own thread. Good luck!
tournament-final-started = 🏁 The groups are over: the final of tournament { $id } has begun ({ $games } games).
tournament-result = Game { $game } is over. The standings now:
tournament-withdrawal = { $user } withdrew: their unfinished games are lost. The standings now:
tournament-finished = 🏆 Tournament { $id } “{ $name }” is over. The winner is { $winner }! Final standings:
tournament-finished-no-winner = 🏆 Tournament { $id } “{ $name }” is over. Final standings:
tournament-cancelled = Tournament { $id } “{ $name }” was called off: it needs at least 3 players, and { $players } joined.
