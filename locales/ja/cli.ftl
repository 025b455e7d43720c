# コマンドライン（src/cli）。--lang または $LANG の言語で表示します。

cli-bad-lang = --lang { $lang }：使える言語は { $list } です
cli-no-piece = { $game }に「{ $name }」という駒はありません。駒（成った駒を含む）は { $pieces } です
