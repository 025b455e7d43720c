# /moves、/hint、/analyse、/history、/export、/rating、/leaderboard の非公開の返答と /move の
# 質問、ボット自身の拒否（対局の指定、他のサーバーの対局、利用者ごとの順番待ち）：利用者の言語で。

## 対局の指定と、対局を見られる人。

refuse-not-a-game-number = 「{ $text }」は対局番号ではありません（例 12）。
refuse-unknown-game = 「{ $text }」という種目はありません。種目は { $list } です。
refuse-no-game-here = ここにはあなたの対局がありません。対局のスレッドで使うか、対局番号を指定してください。
refuse-several-games = 対局が複数あります（{ $list }）。対局番号を指定してください。
refuse-several-games-item = { $game }（{ $variant }）
refuse-other-server = 対局 { $game } はこのサーバーの対局ではありません。他の場所から見られるのは対局者だけです。

## 利用者ごとの順番待ち：`$work` は review、hint、export、gif のいずれか。

refuse-busy-yours = { $work ->
        [review] 対局 { $game } の検討はすでに進行中です。検討は一度に一つまでです。終わるまでお待ちください。
        [hint] 対局 { $game } のヒントはすでに準備中です。ヒントは一度に一つまでです。届くまでお待ちください。
        [export] 対局 { $game } の書き出しはすでに進行中です。書き出しは一度に一つまでです。終わるまでお待ちください。
       *[gif] 対局 { $game } の GIF はすでに作成中です。GIF は一度に一つまでです。届くまでお待ちください。
    }
refuse-busy-game = { $work ->
        [review] 対局 { $game } の検討はすでに進行中です。投稿されてからもう一度お試しください。
        [hint] 対局 { $game } のヒントはすでに準備中です。届いてからもう一度お試しください。
        [export] 対局 { $game } の書き出しはすでに進行中です。届いてからもう一度お試しください。
       *[gif] 対局 { $game } の GIF はすでに作成中です。届いてからもう一度お試しください。
    }
refuse-busy-full = ボットは現在{ $work ->
        [review] 検討
        [hint] ヒント
        [export] 書き出し
       *[gif] GIF
    } { $capacity } 件を処理中で手一杯です。数分後にもう一度お試しください。

## /hint

refuse-hint-people = ヒントはコンピュータとの対局でのみ使えます。
refuse-hint-not-your-turn = 対局 { $game } はあなたの手番ではありません。ヒントは自分の手番の手のためのものです。
refuse-hint-no-move = 提案できる手がありません。対局は終了しています。
hint-answer = 対局 { $game } のヒント：**{ $mv }**、{ $verdict }。
hint-mate = 自分の { $moves } 手目で詰みます
hint-mated = ただし最善を尽くしても相手の { $moves } 手目で詰まされます
hint-even = ほぼ互角です
hint-score = あなたから見て歩 { $score } 枚分の評価です

## /history と /export

history-answer = 対局 { $game }（{ $variant }）：{ $moves }
history-no-moves = まだ指し手はありません。
export-answer = 対局 { $game }
export-gif = 対局 { $game }、{ $moves } 手：一手ごとに一コマ、最後の手は緑の枠で示しています。

## /moves：`$owner` は moves-owner-*、`$place` は moves-on か moves-in-hand。

moves-owner-mine = あなたの{ $piece }
moves-owner-black = 先手の{ $piece }
moves-owner-white = 後手の{ $piece }
moves-on = { $square }
moves-in-hand = 持ち駒
moves-list = { $owner }（{ $place }）の合法手は { $count } 通りです：{ $moves }。
moves-none-check = { $owner }（{ $place }）には合法手がありません。玉が王手されていて、この駒では合駒も王手している駒を取ることもできません。
moves-none-drop = { $owner }（{ $place }）には合法手がありません。打てるマスがありません。
moves-none-blocked = { $owner }（{ $place }）には合法手がありません。行けるマスはすべて味方の駒でふさがっているか、動かすと玉が取られてしまいます。
moves-planning-mine = 今は{ $side }の手番です。局面がこのままなら、あなたの次の手番で指せる手はこちらです。
moves-planning-theirs = 今は{ $side }の手番です。局面がこのままなら、{ $owner }の次の手番で指せる手はこちらです。
moves-no-such-piece = { $game }に「{ $text }」という駒はありません。駒の記号に * を付けて書いてください（例 { $example }）。
moves-none-in-hand-mine = 持ち駒に{ $piece }がないので、打てる駒はありません。
moves-none-in-hand = { $side }の持ち駒に{ $piece }はありません。
moves-not-a-square = 「{ $text }」は { $board } の盤のマス（例 7i）でも持ち駒（例 P*）でもありません。
moves-empty-square = { $square } に駒はありません。駒のあるマスを指定してください。

## /analyse：`$verdict` は mistake か blunder。

refuse-analyse-not-finished = 対局 { $game } はまだ終わっていません。/検討 は終わった対局だけを検討します。
analyse-title = 対局 { $game } の検討（{ $variant }、{ $moves } 手{ $judged ->
        [0] {""}
       *[other] 、うち { $judged } 手を判定
    }）：
analyse-line = { $ply } 手目 { $mark }{ $mv }：{ $verdict ->
        [blunder] 大悪手
       *[mistake] 悪手
    }（-{ $loss }）、{ $better } が優ります
analyse-none = 悪手は見つかりませんでした。
analyse-side = { $side }：悪手 { $mistakes }、大悪手 { $blunders }
analyse-in-file = 悪手・大悪手 { $count } 件：一覧の全体は添付ファイルにあります。


## /move の質問：`$vowel` は英語のためのもの。

move-promotion-question = { $vowel ->
       *[other] { $mv } はここで成れます。{ $promoted }に成りますか、{ $piece }のまま（不成）にしますか？
    }
move-candidates = 複数の指し手が当てはまります（{ $list }）。どの手ですか？
