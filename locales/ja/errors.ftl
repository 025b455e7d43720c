# 拒否：コマンドが何も変えなかった理由を一行で、代わりにすべきことと共に。

error-no-game = 対局 { $game } はありません。
error-no-challenge = その挑戦はありません。
error-self-challenge = 自分自身には挑戦できません。
error-not-for-you = この挑戦は別の人宛てです。
error-decline-own = 自分の挑戦は断れません。取り下げるには「キャンセル」を押してください。
error-not-challenger = 挑戦を取り消せるのは挑戦者だけです。
error-challenge-closed = この挑戦はもう受け付けていません。
error-challenge-expired = この挑戦は期限切れです。/challenge で新しく挑戦してください。
error-unknown-variant = 「{ $name }」という将棋はありません。{ $list } から選んでください。
error-rules-changed = 対局 { $game } は { $name } の別のルールで始まりました。その後ルールファイル（{ $file }）が変わったため、サーバーが元のファイルを読み込み直すまで対局を続けられません。
error-bad-position = 開始局面が正しくありません：{ $reason }。
error-bad-time = 一手の持ち時間は 1、2、3、5、7、10、14 日、または無制限のいずれかです。
error-not-a-player = あなたは対局 { $game } の対局者ではありません。
error-not-your-turn = 対局 { $game } はあなたの手番ではありません。
error-game-over = 対局 { $game } は終了しています。
error-position-changed = あなたの指し手が届く前に局面が変わりました。盤面をもう一度確認してください。
error-already-offered = この対局ではすでに{ $offer }を申し込んでいます。
error-offer-waiting = 相手がすでに{ $offer }を申し込んでいます。そちらに答えてください。
error-no-offer = 答えるべき{ $offer }の申し込みはありません。
error-own-offer = 自分の申し込みには答えられません。
error-nothing-to-take-back = 待ったできる自分の指し手がありません。
error-impasse-not-allowed = 持将棋には両方の玉が敵陣に入っている必要があります。
error-bad-vacation = 休暇は 0 日から 60 日の間で指定してください。
error-bad-discord-id = { $id } は Discord の ID ではありません。
error-unreachable = 今データベースに接続できません。1、2 分後にもう一度お試しください。
error-disk-full = 動作しているサーバーのディスクが一杯のため、何も保存されませんでした。管理者が空きを作ってから、もう一度お試しください。
error-internal = こちら側で問題が発生しました。記録済みです。後でもう一度お試しください。
error-missing-permissions = このチャンネルでの権限が足りません。サーバー管理者に、メッセージの送信、スレッドの作成、リンクの埋め込み、ファイルの添付を許可してもらってください。

offer-draw = 引き分け
offer-takeback = 待った
offer-impasse = 持将棋

limit-open-challenges = 受付中の挑戦が { $open } 件あり、同時に持てる上限（{ $max } 件）です。どれかを取り消すか、返事を待ってください。
limit-open-challenges-oldest = 受付中の挑戦が { $open } 件あり、同時に持てる上限（{ $max } 件）です。どれかを取り消すか、返事を待ってください。最も古いものは{ $when }に期限切れになります。
limit-computer-games = コンピューターとの対局が { $playing } 局あり、同時に指せる上限（{ $max } 局）です。先にどれかを終えるか投了してください。
limit-offer-interval = 第 { $move } 手で{ $offer }を申し込みました。同じ申し込みは自分の { $every } 手ごとに一度だけなので、あと { $left } 手指した後にまた申し込めます。
limit-hints = ヒントは 1 分に { $max } 回までです。次は{ $when }に使えます。
limit-vacation = 休暇は 365 日あたり { $per_year } 日までです。残りは { $left } 日です。
limit-vacation-more = 休暇は 365 日あたり { $per_year } 日までです。残りは { $left } 日です。{ $when }に日数が戻ります。
limit-challenge-channels = 挑戦を受け付けるチャンネルは、1 サーバーにつき { $max } 個までです。

when-seconds = { $seconds } 秒後
when-minutes = { $minutes } 分後
when-hours = { $hours } 時間 { $minutes } 分後
when-days = { $days } 日 { $hours } 時間後

move-unreadable = 「{ $input }」を指し手として読めません：{ $hint }。
move-no-piece-on = { $square } にあなたの{ $piece }はありません。自分の駒がいるマスから指してください。
move-no-piece-in-hand = 持ち駒に{ $piece }がありません。持っている駒だけを打てます。
move-no-piece-on-board = 盤上にあなたの{ $piece }がありません。盤上にある駒を指定してください（打つ手は P*5e のように書きます）。
move-any-piece = 駒
move-not-your-piece = { $square } の{ $piece }は相手の駒です。自分の駒を動かしてください。
move-cannot-go-from = { $from } の{ $piece }は { $to } へ行けません。行けるマスを選んでください。
move-cannot-go = { $to } へ行けるあなたの{ $piece }はありません。行けるマスを選んでください。
move-occupied = { $square } は空いていません。駒は空いているマスにだけ打てます。
move-still-in-check = 王手がかかっていて、その手では防げません。合駒をするか、王手をかけている駒を取るか、玉を動かしてください。
move-into-check = その手では自玉が王手になります。玉が安全な手を選んでください。
move-pawn-drop-mate = 打ち歩詰めはできません。別の手で詰ますか、別の場所に打ってください。
move-two-pawns = { $file } 筋にはすでに成っていない歩があります（二歩）。別の筋に打ってください。
move-dead-drop = { $square } に打った{ $piece }は二度と動けません。最終段から離して打ってください。
move-ambiguous = 当てはまる手が複数あります（{ $candidates }）。どれか一つを入力してください。
move-promotion-choice = この手は成れます。成るなら +、成らないなら = を付けてください。
move-cannot-promote = この手では{ $piece }は成れません。+ を外してください。
move-must-promote = この手では{ $piece }は必ず成ります。= ではなく + と書いてください。

move-played = 対局 { $game } で { $shown } を指しました。
move-stands-not-posted = 指し手は確定しましたが、対局 { $game } のスレッドに投稿できませんでした：{ $why }
move-post-refused = Discord が投稿を拒否しました。

## 開始局面を受け付けない理由：error-bad-position の「：」の後に入る文。

position-over = その局面ではすでに対局が終わっています
position-form = 局面は 'startpos [moves ...]' か 'sfen <SFEN> [moves ...]' の形で書きます
position-move-unreadable = { $number } 手目（{ $text }）：7i7h、7i7h+、8m8l7k、P*5e の形の指し手ではありません
position-move-illegal = { $number } 手目（{ $text }）：その局面では指せない手です
position-move-after-end = { $number } 手目（{ $text }）：対局はすでに終わっていました
sfen-fields = SFEN は盤面・手番・持ち駒・手数の 4 つの欄からなりますが、{ $count } 欄あります
sfen-ranks = 盤面が { $found } 段ありますが、{ $game } は { $expected } 段です（盤は { $board }：筋 x 段）
sfen-rank-width = { $rank } 段目が { $found } マスありますが、盤の幅は { $expected } マスです
sfen-unknown-piece = この種目に「{ $piece }」という駒はありません
sfen-cannot-promote = { $piece } は成れないので、'+{ $id }' はありえません
sfen-side = 手番は 'b' か 'w' で、「{ $side }」ではありません
sfen-hand = 持ち駒の書き方が正しくありません：「{ $hand }」
sfen-king-in-hand = 玉は持ち駒になりません
sfen-no-hands = { $game } には持ち駒がありません。取った駒は盤から消えます
sfen-too-many = 一つの局面（盤と持ち駒の合計）に { $piece } が { $count } 枚あります。一種類につき最大 { $max } 枚です
sfen-move-number = 手数「{ $text }」が正しくありません。1 から { $max } までの整数で書きます
sfen-two-kings = { $side }の玉が二枚以上あります
sfen-no-king = { $side }に{ $piece }がありません。詰ませれば勝ちなので、両者に一枚ずつ必要です
sfen-dead-piece = { $square } の{ $piece }は二度と動けません
sfen-opponent-in-check = 手番でない側（{ $side }）が王手されています
