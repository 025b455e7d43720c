# 画像に描く言葉（src/render）。すべての文字が埋め込みフォントにある必要があります
# （scripts/make_font_subset.py がこのファイルを読みます）。

# 対局の盤面画像の上の行：対局者（☗ 先手、☖ 後手）と種目。
image-header = ☗ { $black }  ☖ { $white } · { $game }
image-turn-black = 先手番
image-turn-white = 後手番
image-footer = { $turn } · { $move } 手目
image-footer-check = { $turn } · { $move } 手目 · 王手
image-planning = { $turn }の指し手
image-preview = 指し手の確認：確定を押すまで指されません
image-final = { $result } · { $moves } 手
image-result-black-wins = 先手の勝ち（{ $reason }）
image-result-white-wins = 後手の勝ち（{ $reason }）
image-result-draw = 引き分け（{ $reason }）
image-result-game = { $result } · { $game }
image-reason-checkmate = 詰み
image-reason-no-legal-move = 指し手なし
image-reason-repetition = 千日手
image-reason-perpetual-check = 連続王手の千日手
image-reason-impasse = 持将棋
image-reason-resignation = 投了
image-reason-time = 時間切れ
image-reason-check = 王手
image-reason-far-rank = 玉の入段
image-reason-royal-capture = 王族の駒をすべて取る
image-reason-bare-king = 裸玉
image-reason-lone-kings = 双方玉のみ
image-reason-perpetual-attack = 連続攻めの千日手
image-reason-illegal-move = 指せない手
image-reason-agreement = 合意

## 駒の図（/piece）

image-piece-header = { $name } { $kanji } · { $game }
image-piece-header-kanji = { $name } · { $game }
image-piece-promotes = { $piece }に成る
image-piece-promoted = 成った{ $base }、取られると{ $base }として持ち駒に戻る
image-piece-promoted-gone = 成った{ $base }
image-piece-no-promotion = 成らない
image-legend-step = 一歩
image-legend-slide = 走り
image-legend-jump = 跳び
image-legend-hook-turn = 鉤の曲がり
image-legend-lion-step = 獅子の一歩
image-legend-range-jump = 跳び越し取り
