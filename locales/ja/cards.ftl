# 対局の申込カード（公開）：サーバーの言語。

card-title = { $variant } 申込 { $challenge }
card-board-drops = { $width }×{ $height } の盤、成り圏は { $zone } 段。取った駒は打てます。
card-board-no-drops = { $width }×{ $height } の盤、成り圏は { $zone } 段。取った駒は盤から除かれます。
card-time = 持ち時間：{ $time }。
time-days-per-move = 1手 { $days } 日
time-unlimited = 制限なし
card-rated = レーティング対局。
card-friendly = 練習対局（レーティングなし）。
card-plays-black = { $player } が先手です。
card-plays-white = { $player } が後手です。
card-colours-random = 先後は申込が受けられたときに抽選で決まります。
card-expires = <t:{ $unix }:R>に期限切れになります。
card-style-western = 対局スレッドの盤：欧文字の駒（どちらかが /settings で選んでいます）。
card-style-kanji = 対局スレッドの盤：漢字の駒。ただし対局開始前にどちらかが /settings で欧文字を選べば欧文字になります。
card-style-kanji-open = 対局スレッドの盤：漢字の駒。受けた人が /settings で欧文字を選んでいれば欧文字になります。
card-challenges = { $player } が { $opponent } に対局を申し込みました！
card-open = { $player } が誰でも受けられる対局を申し込みました。
card-plays-computer = { $player } が { $computer }（コンピューター、{ $level }）と対局します。すぐに始まります。
card-accepted = { $player } が申込を受けました：対局 { $game }。
card-declined = { $player } が申込を断りました。
card-expired = { $player } の申込 { $challenge } は応答がないまま期限切れになりました。/challenge で新しく申し込んでください。
card-expired-pressed = この申込は応答がないまま期限切れになりました。/challenge で新しく申し込んでください。
card-cancelled = 申込者が申込を取り消しました。
