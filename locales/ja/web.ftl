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
