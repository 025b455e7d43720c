# /rating and /leaderboard (docs/ratings.md).

rating-none = { $player } has no rated game of { $game } yet: a first rating starts at 1500 ± 350, provisional (`?`) until the deviation falls under { $provisional }.
rating-head = **{ $game }** rating of { $player }: **{ $rating }** ± { $deviation }
rating-provisional = (provisional: the deviation is { $provisional } or more, so it may still move a lot)
rating-counts = Rated games: { $games } · wins { $wins } · losses { $losses } · draws { $draws }
rating-best = best { $best }
rating-graph = The graph: each rated game from the first, { $low } to { $high }, a dashed line every { $step } points.

leaderboard-empty = Nobody is on this server's { $game } leaderboard yet. Players who finished a rated game of { $game } here are listed after { $games } rated games, while their deviation is under { $deviation } and their last rated game is at most { $days } days old.
leaderboard-head = **{ $game } leaderboard** of this server: page { $page } of { $pages } ({ $total ->
    [one] { $total } player
   *[other] { $total } players
})
leaderboard-no-page = (there is no page { $asked })
leaderboard-line = { $rank }. { $player } **{ $rating }** ± { $deviation } · { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}
leaderboard-previous = ◀ Previous
leaderboard-next = Next ▶
leaderboard-not-yours = Only { $player }, who asked for this leaderboard, can turn its pages: ask for your own with /leaderboard.
leaderboard-stale = This page is out of date: the leaderboard has changed since. Ask again with /leaderboard.
