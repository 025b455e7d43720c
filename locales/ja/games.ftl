# 読み手の言語で見る種目：/rules、/piece、ウェブページとコマンドラインの種目の文章
# （src/i18n/games.rs）。

# 種目名と短い注記（画像の見出しやタイトル）。
game-title-note = { $name }（{ $note }）

## /rules

rules-heading = **{ $name }（{ $kanji }）**：{ $width }×{ $height } の盤、駒は { $kinds } 種類。
rules-sources = 出典：{ $sources }
rules-note = ⚠ **{ $note }**
rules-sentence-gap = {""}
rules-captures-drop = 取った駒は自分の持ち駒になり、打つことができます。
rules-captures-leave = 取った駒は盤から取り除かれます。
rules-promote-start = 移動元
rules-promote-middle = 通過するマス
rules-promote-end = 移動先
rules-or = { $first }または{ $last }
rules-promotion = { $squares }が敵陣（奥の { $depth } 段）にある手で成ることができます。
rules-promotion-forced = { $squares }が敵陣（奥の { $depth } 段）にある手で成ることができます（それ以上動けなくなる場合は必ず成ります）。
rules-two-on-a-file = 同じ筋に成っていない自分の{ $piece }を二枚置くことはできません。
rules-no-drop-mate = { $piece }を打って詰ますことはできません。
rules-repetition = 同一局面（盤面・持ち駒・手番が同じ）が { $count } 回目に現れると引き分けです。
rules-repetition-check-loses = 同一局面（盤面・持ち駒・手番が同じ）が { $count } 回目に現れると引き分けです。ただし、最初に現れてから一方が毎手王手をかけていた場合は、その側の負けです。
rules-no-legal-move-loses = 指せる手がない側の負けです。
rules-no-legal-move-draws = 王手をかけられていないのに指せる手がない場合は引き分けです。
rules-impasse = 持将棋：両方の玉が敵陣に入ったら、どちらの対局者も点数で対局を終えることを提案できます（/impasse）。盤上と持ち駒の駒は、成る前の駒として数えます：{ $groups }。玉は数えません。{ $threshold } 点に満たない側の負けで、両者とも { $threshold } 点以上なら引き分けです。
rules-impasse-each = { $pieces }は各 { $points } 点
rules-impasse-others = その他の駒は各 { $points } 点
rules-group-separator = {"；"}

## /piece

piece-label-kanji = { $name }（{ $kanji }）
piece-label-reading = { $name }（{ $reading }）
piece-heading = **{ $piece }**（{ $game }）
piece-promotes = { $piece }に成ります。
piece-promoted = 成った{ $base }です。
piece-promoted-returns = 成った{ $base }です。取られると{ $base }として持ち駒に戻ります。
piece-no-promotion = 成りません。
piece-unknown-in-game = { $game }に「{ $name }」という駒はありません。入力を始めて、一覧から名前を選んでください
piece-unknown = 「{ $name }」という駒のある種目はありません。入力を始めて、一覧から名前を選んでください
rules-promotion-compulsory = { $squares }が敵陣（奥の { $depth } 段）にある手では必ず成ります（不成は選べません）。
rules-most-on-a-file = 同じ筋に成っていない自分の{ $piece }を { $count } 枚より多く置くことはできません。
rules-no-facing-kings = 王将同士が間に駒のない同じ筋で向かい合うことはできません。
rules-first-check-wins = 先に王手をかけた方が勝ちです。
rules-campmate = 玉が最奥の段に達すると勝ちです。
rules-campmate-safe = 相手の駒が利いていない最奥の段に入った玉は勝ちです。双方の玉がそうなら引き分けです。
