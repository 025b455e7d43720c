# /rating と /leaderboard（docs/ratings.md）。

rating-none = { $player } さんは{ $game }のレーティング対局をまだ指していません。最初のレーティングは 1500 ± 350 から始まり、偏差が { $provisional } を下回るまでは暫定（`?`）です。
rating-head = { $player } さんの**{ $game }**レーティング：**{ $rating }** ± { $deviation }
rating-provisional = （暫定：偏差が { $provisional } 以上なので、まだ大きく動くことがあります）
rating-counts = レーティング対局：{ $games } · 勝ち { $wins } · 負け { $losses } · 引き分け { $draws }
rating-best = 最高 { $best }
rating-graph = グラフ：最初から各レーティング対局、{ $low } から { $high } まで、{ $step } 点ごとに破線。

leaderboard-empty = このサーバーの{ $game }ランキングにはまだ誰もいません。ここで{ $game }のレーティング対局を終えたプレイヤーは、レーティング対局が { $games } 局に達し、偏差が { $deviation } 未満で、最後のレーティング対局から { $days } 日以内のあいだ載ります。
leaderboard-head = このサーバーの**{ $game }ランキング**：{ $pages } ページ中 { $page } ページ目（{ $total ->
   *[other] { $total } 人
}）
leaderboard-no-page = （{ $asked } ページ目はありません）
leaderboard-line = { $rank }. { $player } **{ $rating }** ± { $deviation } · レーティング対局 { $games ->
   *[other] { $games } 局
}
leaderboard-previous = ◀ 前へ
leaderboard-next = 次へ ▶
leaderboard-not-yours = このランキングのページをめくれるのは、表示を頼んだ { $player } さんだけです。/leaderboard でご自身のものを表示してください。
leaderboard-stale = このページは古くなっています。ランキングが変わりました。/leaderboard でもう一度表示してください。
