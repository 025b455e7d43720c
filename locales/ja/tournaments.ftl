# 大会：お断り、返答、大会スレッドへの投稿。

tournament-error-none = このサーバーにそのような大会はありません。
tournament-error-started = 大会はすでに始まっています。参加と取り消しは開始前だけです（今抜けると棄権になります）。
tournament-error-over = 大会は終了しています。
tournament-error-already-joined = すでにこの大会に参加しています。
tournament-error-not-joined = この大会に参加していません。
tournament-error-withdrawn = すでにこの大会を棄権しています。
tournament-error-full = 大会は定員（{ $max }人）に達しています。
tournament-error-name = 大会名は1〜{ $max }文字にしてください。
tournament-error-time = 大会には一手の持ち時間が必要です：1、2、3、5、7、10、14日のいずれか。
tournament-error-size = この形式の参加人数は{ $min }〜{ $max }人です。
tournament-error-advance = 各グループから決勝に進めるのは1〜{ $max }人です。
tournament-error-start = 開始日時は今より後、{ $days }日以内にしてください。
tournament-error-admin = 大会を作れるのは、このサーバーを管理できるメンバーだけです。
tournament-error-server = 大会はサーバーのものです。サーバーでこのコマンドを使ってください。
tournament-error-start-text = 「{ $text }」は開始日時として読めません。YYYY-MM-DD HH:MM（UTC）、または in 2h、in 3d のように書いてください。

tournament-format-round-robin = 総当たり
tournament-format-double-round-robin = 二回総当たり
tournament-format-groups = グループ戦（上位{ $advance }人が決勝へ）

tournament-status-open = { $start }まで受付中
tournament-status-running = 対局中
tournament-status-finished = 終了
tournament-status-cancelled = 中止

tournament-created = 大会{ $id }「{ $name }」を作りました：{ $game }、{ $format }、一手{ $days }日、{ $rated }、最大{ $max }人、開始は{ $start }。参加は `/tournament join id:{ $id }` で。
tournament-rated = レーティング対象
tournament-friendly = レーティング対象外
tournament-joined = 大会{ $id }「{ $name }」に参加しました（{ $max }人中{ $players }人）。開始は{ $start }です。
tournament-left = 大会{ $id }「{ $name }」の参加を取り消しました。
tournament-withdrew = 大会{ $id }「{ $name }」を棄権しました。終わった対局の結果は残り、続いていた対局は負けになります。
tournament-list-empty = このサーバーにはまだ大会がありません。管理者が /tournament create で作れます。
tournament-list-line = { $id }「{ $name }」：{ $game }、{ $format }、{ $players }/{ $max }人、{ $status }
tournament-list-winner = 、優勝 { $winner }

tournament-standings-title = { $name }：成績表
tournament-section-only = 成績表
tournament-section-group = グループ{ $group }
tournament-section-final = 決勝
tournament-section-progress = { $games }局中{ $finished }局終了
tournament-standings-head = #  棋士                 点  勝  SB
tournament-withdrawn-mark = （棄権）

tournament-thread-name = 大会{ $id }：{ $name }
tournament-announce = 🏆 大会{ $id }「{ $name }」：{ $game }、{ $format }、一手{ $days }日、{ $rated }、最大{ $max }人。開始は{ $start }。参加は `/tournament join id:{ $id }` で。
tournament-stage-started = 🏁 大会{ $id }が始まりました：全{ $games }局を今すべて開始し、対局ごとにスレッドを作りました。健闘を祈ります！
tournament-final-started = 🏁 グループ戦が終わり、大会{ $id }の決勝が始まりました（{ $games }局）。
tournament-result = 対局{ $game }が終わりました。現在の成績表：
tournament-withdrawal = { $user }さんが棄権しました。続いていた対局は負けになります。現在の成績表：
tournament-finished = 🏆 大会{ $id }「{ $name }」が終わりました。優勝は{ $winner }さんです！最終成績表：
tournament-finished-no-winner = 🏆 大会{ $id }「{ $name }」が終わりました。最終成績表：
tournament-cancelled = 大会{ $id }「{ $name }」は中止になりました。3人以上が必要ですが、参加は{ $players }人でした。
