# 予約手（/forecast）、個人メモ（/note）、再戦（issue 33）。

## Discord に表示される /forecast と /note
cmd-forecast = 予約手：相手の指し手への応手を登録し、相手が指したらすぐに指します
    .name = 予約手
cmd-forecast-add = 手順を追加：相手の予想手、あなたの応手、相手の次の手、あなたの応手…
    .name = 追加
cmd-forecast-add-moves = 相手の手から始めて、指し手を順にスペースで区切って
    .name = 手順
cmd-forecast-add-game = 対局番号（既定：このスレッドの対局）
    .name = 対局
cmd-forecast-list = この対局の予約手を表示（あなたにだけ見えます）
    .name = 一覧
cmd-forecast-list-game = 対局番号（既定：このスレッドの対局）
    .name = 対局
cmd-forecast-clear = この対局の予約手をすべて消します
    .name = 消去
cmd-forecast-clear-game = 対局番号（既定：このスレッドの対局）
    .name = 対局
cmd-note = 対局の個人メモ：文を入れると保存、空欄なら表示
    .name = メモ
cmd-note-text = メモ（前のメモを置き換えます。- だけなら削除）
    .name = 本文
cmd-note-game = 対局番号（既定：このスレッドの対局）
    .name = 対局

## /forecast への返答（本人にだけ）
forecast-added = 登録しました。対局 { $game } の予約手（相手の手 → あなたの応手）、{ $lines } 通り：
forecast-list = 対局 { $game } の予約手（相手の手 → あなたの応手）、{ $lines } 通り：
forecast-none = 対局 { $game } に予約手はありません。
forecast-cleared = 対局 { $game } の予約手を消しました。

## 対局スレッドで
forecast-answers-next = { $player } が予約手で応じます。
forecast-prepared-mark = 予約手

## 拒否：何も登録していません
forecast-your-turn = 対局 { $game } はあなたの手番です。予約手は相手の指し手に応じるものなので、先に指してください。
forecast-computer = コンピュータはすぐに指すため、予約手は人同士の対局でだけ使えます。
forecast-no-answer = 手順には相手の予想手とあなたの応手が必要です（スペースで区切って）。
forecast-too-many-lines = この対局の予約手はすでに上限の { $max } 通りです。先に /forecast clear で消してください。
forecast-too-many-plies = 手順は両者合わせて { $max } 手までです（この手順は { $given } 手）。
forecast-bad-move = 手順の { $ply } 手目（「{ $input }」）はその局面で指せません：{ $why }
forecast-game-ends = 手順の { $ply } 手目で対局が終わります。それより後の手を除いてください。

## /note
note-saved = 対局 { $game } のメモを保存しました。読めるのはあなただけです。
note-deleted = 対局 { $game } のメモを削除しました。
note-shown = 対局 { $game } のメモ：
note-none = 対局 { $game } のメモはありません。/note text: で書けます。
note-too-long = メモは { $max } 文字までです（このメモは { $given } 文字）。

## 再戦
rematch-button = 再戦
rematch-card = { $challenger } が { $opponent } に対局 { $game } の再戦を申し込みました：同じ種目・持ち時間で、先後を入れ替えます。
rematch-sent = { $opponent } に再戦を申し込みました（挑戦 { $challenge }）。ほかの挑戦と同じく返事を待ちます。
rematch-game-not-over = 対局 { $game } はまだ続いています。再戦は終局後に申し込めます。

## 「時間切れならこの手を指す」（/forecast timeout）
cmd-forecast-timeout = 指す前に持ち時間が切れたら代わりに指す手を保存します
    .name = 時間切れ
cmd-forecast-timeout-move = この局面でのあなたの手（先に時間が切れたときだけ指されます）
    .name = 指し手
cmd-forecast-timeout-game = 対局番号（省略時はこのスレッドの対局）
    .name = 対局
forecast-timeout-set = 保存しました：対局 { $game } であなたが指す前に時間が切れたら、{ $planned } を代わりに指します（延長や休暇日より先）。自分で指すと消えます。
forecast-timeout-shown = 対局 { $game } で指す前に時間が切れたら：{ $planned }。
forecast-timeout-not-your-turn = 対局 { $game } はあなたの手番ではありません。時間切れ用の手は自分の手番に、その局面について保存します。
forecast-timeout-bad-move = 「{ $input }」はそこに指せません：{ $why }
