# 通信対局の便利機能（issue 33）：延長、休暇の自動使用、毎日のまとめ、対局一覧。

cmd-settings-auto_vacation = True：持ち時間が切れたとき、負けにせず休暇を1日使う
    .name = 休暇自動
cmd-settings-hour = 毎日のまとめを送る時刻（0〜23、あなたのタイムゾーン）
    .name = 時刻
cmd-settings-timezone = タイムゾーン（UTCとの時差：+9、-05:30、UTC+1 など。一度だけ）
    .name = タイムゾーン
cmd-challenge-extensions = 持ち時間が切れたときに使う1日延長の回数（各対局者、0〜10、既定0）
    .name = 延長
cmd-games-finished = True：終局した対局を新しい順に
    .name = 終局
cmd-games-page = 終局した対局のページ（1ページ10局、既定：最初のページ）
    .name = ページ
choice-daily-digest-one-dm-a-day = 毎日のまとめ（1日1通のDM）

## 拒否
comfort-bad-extensions = 延長は各対局者 0〜{ $max } 回です。
comfort-bad-digest = まとめの時刻は 0〜23、タイムゾーンは UTC-12:00〜UTC+14:00 の範囲で指定してください。
comfort-bad-timezone = 「{ $text }」はタイムゾーンとして読めません。+9、-05:30、UTC+1 のように UTC との時差で指定してください。
comfort-digest-needs-hour = 毎日のまとめを受け取る時刻を 時刻:（0〜23、あなたのタイムゾーン）で指定してください。

## /settings
comfort-settings-vacation-left = 休暇の残り：365日あたり { $total } 日のうち { $left } 日。
comfort-settings-auto-on = 持ち時間が切れたとき、負けにせず休暇を1日使います（休暇自動: False で止められます）。
comfort-settings-auto-off = 持ち時間が切れたら負けになります。休暇は自動では使いません（休暇自動: True で使うようにできます）。
comfort-settings-digest = 毎日 { $hour } 時（UTC{ $offset }）にまとめを送ります。一手ごとの通知の代わりに、あなたの手番の対局を1日1通のDMでお知らせします。期限前の催促はこれまでどおり届きます。
comfort-settings-timezone = タイムゾーン：UTC{ $offset }。

## 対局スレッドへの投稿
comfort-extension-used = ⏳ { $player } さん、持ち時間が切れたので延長を1回使い、期限を1日延ばしました（{ $deadline } まで）。残りの延長：{ $left } 回。{ $opponent } さん、対局は続きます。
comfort-vacation-spent = 🏖 { $player } さん、持ち時間が切れたので休暇を1日使いました。{ $until } まで時計が止まります。今年の休暇の残り：{ $left } 日。{ $opponent } さん、対局は続きます。
comfort-extensions-left = 延長の残り：☗ { $black } 回 · ☖ { $white } 回（各 { $total } 回中）。
comfort-card-extensions = 持ち時間が切れたときに使える1日延長：各対局者 { $count } 回。

## 毎日のまとめ（DM）
comfort-digest-title = 本日のまとめ：あなたの手番の対局が { $count } 局あります。
comfort-digest-line = 対局 { $game }：{ $deadline } · { $link }
comfort-digest-no-deadline = 持ち時間なし
comfort-digest-no-thread = スレッドなし

## /games と着手への返信
comfort-finished-title = 終局した対局（新しい順、{ $pages } ページ中 { $page } ページ目）：
comfort-finished-none = 終局した対局はまだありません。
comfort-finished-line = 対局 { $game }：{ $variant }、相手 { $opponent } · { $result } · { $ended } 終局 · { $link }
comfort-result-won = 勝ち
comfort-result-lost = 負け
comfort-result-draw = 引き分け
comfort-next-page = 続き：/games finished:True page:{ $next }
comfort-next-game = 次にあなたの手番の対局：対局 { $game }、{ $link }。
