# 対局スレッドへの投稿（サーバーの言語）と、手番を知らせるメッセージ（本人の言語）。

clock-runs-out = 持ち時間は<t:{ $unix }:R>に切れます（<t:{ $unix }:f>）
clock-unlimited = 持ち時間なし
side-black = ☗先手
side-white = ☖後手
post-computer-label = { $player }（コンピューター、{ $level }）
post-played = **{ $ply }.** { $player } が **{ $mv }** を指しました（`{ $canonical }`）
post-played-check = **{ $ply }.** { $player } が **{ $mv }** を指しました（`{ $canonical }`）・王手
post-thinking = { $player } が考えています…
post-to-move = { $player } の手番です。{ $clock }。
post-reminder = ⏰ { $player } さん、あなたの手番です。{ $clock }。
post-game-over = 🏁 対局 { $game }（{ $black } 対 { $white }）が終わりました。{ $result }
post-wins = { $player }（{ $side }）が{ $how }勝ちました。
post-draw = { $how }引き分けです。
post-ratings = レーティング：{ $black } { $black_change } · { $white } { $white_change }
how-checkmate = 詰みで
how-no-legal-move = 相手に合法手がないため
how-repetition = 千日手（同一局面 { $count } 回目）で
how-perpetual-check = 連続王手の千日手（王手をかけた側の負け）で
how-impasse = 持将棋の点数で
how-resignation = 投了で
how-time = 時間切れで
how-check = 王手をかけて（先に王手をかけた方の勝ち）
how-far-rank = 玉を最奥の段に進めて
how-royal-capture = 最後の王族の駒（玉将・太子）を取って
how-agreement = 合意で
post-game-begins-kanji = 対局 { $game } 開始：☗ { $black }（先手）対 ☖ { $white }（後手）。{ $player } の手番です。{ $clock }。このスレッドの盤は漢字の駒で表示します（お二人の設定から決まりました）。自分の設定で見るには「自分の視点」を押してください。
post-game-begins-western = 対局 { $game } 開始：☗ { $black }（先手）対 ☖ { $white }（後手）。{ $player } の手番です。{ $clock }。このスレッドの盤は欧文字の駒で表示します（お二人の設定から決まりました）。自分の設定で見るには「自分の視点」を押してください。
post-offer-draw = 引き分けを提案しています
post-offer-takeback = 直前の自分の手を戻したいと申し出ています
post-offer-takeback-two = 直前の自分の手とそれへの応手（2手）を戻したいと申し出ています
post-offer-impasse = 持将棋の点数で対局を終えることを提案しています
post-offer = { $player } が{ $offer }。{ $opponent } さん、受けますか？
post-offer-to-computer = { $player } が { $computer } に{ $offer }。
post-accepted-draw = { $player } が引き分けの提案を受けました。
post-accepted-takeback = { $player } が待ったを受けました。
post-accepted-impasse = { $player } が持将棋の提案を受けました。
post-declined-draw = { $player } が引き分けの提案を断りました。
post-declined-takeback = { $player } が待ったを断りました。
post-declined-impasse = { $player } が持将棋の提案を断りました。
post-took-back = ↩ { $plies } 手戻しました。{ $player } の手番です。{ $clock }。
post-on-vacation = 🏖 { $opponent } さん、対局相手の { $player } さんは休暇中です。この対局の相手の時計は <t:{ $until }:f> まで止まっています。
dm-your-move-thread = 対局 { $game }（{ $variant }、<#{ $thread }>）であなたの手番です。相手は { $mv } と指しました。{ $clock }。
dm-your-move = 対局 { $game }（{ $variant }）であなたの手番です。相手は { $mv } と指しました。{ $clock }。
dm-reminder-thread = 対局 { $game }（{ $variant }、<#{ $thread }>）であなたの手番です。{ $clock }。
dm-reminder = 対局 { $game }（{ $variant }）であなたの手番です。{ $clock }。
dm-your-board = あなたの盤：{ $link }

## ボタン
button-accept = 受ける
button-decline = 断る
button-move = 指す
button-my-view = 自分の視点
button-open-my-board = 自分の盤を開く
button-web-board = ウェブ盤
button-revoke-links = リンクを無効にする
button-cancel-challenge = 申込を取り消す
side-word-black = 先手
side-word-white = 後手

## 残り時間（コマンドラインの対局画面）
time-left-days = 残り { $days } 日 { $hours } 時間
time-left-hours = 残り { $hours } 時間 { $minutes } 分
time-left-minutes = 残り { $minutes } 分
time-left-over = 持ち時間切れ
time-left-unlimited = 持ち時間なし
