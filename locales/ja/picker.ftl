# 指し手の選択（非公開：本人の言語）。

picker-title = **対局 { $game } · { $ply } 手目**（{ $side }）· { $question }
picker-choose-piece = 動かす駒か、打つ持ち駒を選んでください。
picker-pieces = 駒
picker-which-piece = どの{ $piece }ですか？マスを選んでください。
picker-where-to = { $square } の{ $piece }をどこへ動かしますか？
picker-where-drop = { $piece }をどこに打ちますか？
picker-squares = マス
picker-second-step-question = { $piece }が { $square } で取ります。そこで止まるか、二歩目に進みますか？
picker-second-step = 二歩目
picker-promotion = 成り
# `$vowel` serves only English ("a"/"an"): one variant here.
picker-promotion-question = { $vowel ->
       *[other] { $square } で{ $piece }は成れます。{ $promoted }に成りますか、{ $piece }のままにしますか？
    }
picker-promote-to = { $piece }に成る
picker-stay = { $vowel ->
       *[other] { $piece }のまま（不成）
    }
picker-your-move = あなたの指し手：**{ $mv }**。指すには「確定」を押してください。
picker-your-move-canonical = あなたの指し手：**{ $mv }**（`{ $canonical }`）。指すには「確定」を押してください。
picker-which-part = { $what }：どの範囲？
picker-kind-can-move = { $piece }（{ $count } 枚が動けます）
picker-in-hand = 持ち駒の{ $piece }（打つ）
picker-in-hand-held = 持ち駒の{ $piece }（打つ・{ $count } 枚）
picker-squares-count = { $count } マス
picker-then-second-step = そこで止まるか、二歩目へ
picker-then-promote = 成るか成らないか
picker-stop-on = { $square } で止まる
picker-back-to = { $square } に戻る（取って戻る）
picker-go-on = { $square } へ進む
picker-go-on-taking = { $square } へ進む ×{ $piece }
picker-stale = この選択画面は古くなっています。局面が変わりました。最新の盤の「指す」を押して選び直してください。
picker-unknown = この選択画面はもうこのボットのものではありません。
picker-forged = このボタンは選択画面のものではありません。盤の「指す」を押して指し手を選んでください。
picker-closed = 選択画面を閉じました。盤の「指す」を押すと選び直せます。
picker-not-a-player = あなたは対局 { $game } の対局者ではありません。駒の動ける先は /moves で見られます。
picker-game-over = 対局 { $game } は終わっています。
picker-not-your-turn = 対局 { $game } は { $player } の手番です。相手が指したら指し手を選べます。
button-confirm = 確定
button-back = 戻る
button-cancel = 取り消し

## 相手の手番に応手を予約する（条件付きの手）。
button-plan-reply = 応手を予約
button-plan-next = 次へ：あなたの応手
button-plan-store = この応手を保存
picker-plan-expected = **対局 { $game } · 応手の予約** · まず相手の予想手を選びます。{ $question }
picker-plan-answer = **対局 { $game } · 応手の予約** · 相手が { $expected } と指したら、あなたの応手：{ $question }
picker-plan-your-turn = 対局 { $game } はあなたの手番です。「指す」を押して指してください。
