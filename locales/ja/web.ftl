# ウェブページ（src/web）：対局のページ、盤、応答。

web-bad-lang = lang には { $list } のいずれかを指定してください
web-title = { $game } · { $black } 対 { $white } · Seireigi
web-computer = コンピューター（{ $level }）
web-player = プレイヤー { $id }
web-side = { $side ->
        [black] 先手
       *[other] 後手
    }
web-to-move = 手番
web-no-moves = まだ指し手はありません。
web-status-start = 開始局面 · { $total } 手まで
web-status-after = { $total } 手中 { $ply } 手目
web-status-turn = { $side ->
        [black] 先手
       *[other] 後手
    }番 · { $move } 手目
web-status-over = 対局終了：{ $result } · { $total } 手
web-status-check = { $status } · 王手
web-result-win = { $side ->
        [black] 先手
       *[other] 後手
    }（{ $name }）の勝ち（{ $reason }）
web-result-draw = 引き分け（{ $reason }）
web-no-limit = 持ち時間の制限はありません。
web-clock-left = { $who } の残り時間は { $left }、期限は
web-clock-out = { $who } の持ち時間は切れました。期限は
web-clock-left-end = まで。
web-clock-out-end = でした。
web-left-minutes = { $minutes } 分
web-left-hours = { $hours } 時間 { $minutes } 分
web-left-days = { $days } 日 { $hours } 時間
web-replay = 再生
web-first = 開始局面（Home）
web-back = 戻る（←）
web-forward = 進む（→）
web-last = 最終局面（End）
web-flip = 盤を反転
web-western-pieces = 西洋式の駒
web-kanji-pieces = 漢字の駒
web-download = ダウンロード：
web-record = 棋譜
web-board-label = { $width }×{ $height } の盤
web-piece-title = { $side ->
        [black] 先手
       *[other] 後手
    }の{ $name }
web-stand-label = { $side ->
        [black] 先手
       *[other] 後手
    }の持ち駒
web-no-hand = 持ち駒なし
web-hand-title = { $name } { $count } 枚
web-no-such-move = この対局はまだ { $total } 手です。{ $ply } 手目はありません。
web-bad-flag = { $what } は 0 か 1 で指定してください
web-bad-ply = ply には手数を指定してください（開始局面は 0）
web-bad-style = style には kanji か western を指定してください

## Personal links refused

web-link-expired = このリンクは期限切れです。対局の盤の下にある Open my board ボタンで、ボットに新しいリンクをもらってください。
web-link-expired-local = このリンクは期限切れです。ロビーから対局を開き直してください。
web-link-revoked = このリンクは無効にされました。Open my board ボタンで、ボットに新しいリンクをもらってください。
web-link-revoked-local = このリンクは無効にされました。ロビーから対局を開き直してください。
web-link-other-game = このリンクは別の対局のものです。
web-link-not-a-player = このリンクはこの対局の対局者のものではありません。
web-link-forged = このリンクは正しくありません。書き換えられたか、ここで作られたものではありません。

## `seireigi web` のロビー（src/web/lobby.rs）

web-lobby-remote = 各対局のページへのリンクは、その Discord のスレッドにあります。
web-lobby-title = このコンピューターの Seireigi
web-lobby-new = 新しい対局
web-lobby-new-screen = 一つの画面で新しい対局
web-lobby-game = 種目
web-lobby-opponent = 相手
web-lobby-at-one-screen = 一つの画面で
web-lobby-against = コンピューターと（{ $level }）
web-lobby-side = 先手か後手か
web-lobby-you-play = { $side ->
        [black] 先手で指す
       *[other] 後手で指す
    }
web-lobby-start = 開始
web-lobby-games = 対局
web-lobby-no-games = まだ対局はありません。
web-lobby-moves = { $count } 手
web-lobby-computer = コンピューターと（{ $level }）
web-lobby-finished = 終局
web-lobby-play = { $side ->
        [black] 先手で指す
       *[other] 後手で指す
    }
web-lobby-unknown-game = 知らない種目です。
web-lobby-no-computer = ここではコンピューターは指しません。
web-lobby-unknown-opponent = 知らない相手です：{ $list }。
web-lobby-unknown-side = 知らない手番です：black か white。
web-lobby-no-page = この対局にはページがありません。

## ウェブの盤で指す（src/web/play.rs）：JSON の応答

web-slow-down = リクエストが多すぎます。1 分待ってからやり直してください。
web-no-game = その対局はありません。
web-db-away = データベースが応答しません。しばらくしてからやり直してください。
web-our-fault = こちら側で問題が起きました。記録してあります。
web-needs-link = これにはあなた専用のリンク（?t=...）が必要です。
web-body-shape = リクエストは JSON で送ってください：{"{"}"t": リンクのトークン, "ply": 対局の手数, "move": 指し手{"}"}。
web-too-large = リクエストが大きすぎます。指し手は 4 KiB 以内です。
web-say-move = 指す手を入力してください。
web-moved-on = このページを表示した後に対局が進みました。盤面をもう一度見てください。
web-may-promote = { $square } で{ $piece }は成れます。
web-several-fit = 複数の指し手が当てはまります（{ $list }）。どの手ですか？
web-words-drop = { $vowel ->
       *[other] { $piece }を { $square } に打つ
    }
web-words-move = { $from } の{ $piece }を { $to } へ
web-words-then = { $text }、続けて { $to } へ
web-words-back = { $text }、{ $to } に戻る
web-words-taking = { $text }（{ $piece }を取る）
web-words-promoting = { $text }、{ $piece }に成る

## ウェブの盤の指し手パネル（src/web/static/play.js）

web-play-pick-square = { $piece }：印の付いたマスを押してください。
web-play-to = { $square } へ
web-play-drop-on = { $square } に打つ
web-play-stop-on = { $square } で止まる
web-play-back-to = { $square } に戻る（取って戻る）
web-play-go-on = { $square } へ進む
web-play-second-step = { $square } の{ $piece }：そこで止まるか、二歩目を指しますか？
web-play-promote-to = { $piece }に成る
web-play-confirm = { $mv } を確定（{ $words }）
web-play-playing = { $mv } を指しています…
web-play-played = { $mv } を指しました。
web-play-which = どの手ですか？
web-play-not-played = 指し手は指されませんでした（HTTP { $status }）。
web-play-not-sent = 指し手を送れませんでした。接続を確かめてやり直してください。
web-play-move-label = 指し手
web-play-button = 指す
web-play-not-loaded = 指せる手を読み込めませんでした。
web-play-opponent-to-move = 相手の手番です。
web-play-in-hand = 持ち駒の{ $piece }
web-play-on = { $square } の{ $piece }
web-play-your-move = あなたの手番です。駒を押すか、指し手を入力してください。
web-play-example = 例：{ $moves }

# サーバーの決まった一行の応答（src/web/said.rs）。
web-said-not-found = ページが見つかりません。
web-said-wrong-method = このアドレスはその方法では使えません。
web-said-no-such-export = そのような書き出しはありません：kif、usi、sfen、record、gif のいずれかです。
web-said-database-away = データベースが応答しません。しばらくしてからもう一度お試しください。
web-said-disk-full = サーバーのディスクに空きがありません。空きができてからもう一度お試しください。
web-said-our-fault = サーバー側で問題が起きました。記録済みです。
web-said-busy = 混み合っています。しばらくしてからもう一度お試しください。
web-said-gif-failed = GIF を作成できませんでした。
web-said-too-many-live = このサーバーで開かれているライブページが多すぎます。後で再読み込みしてください。
