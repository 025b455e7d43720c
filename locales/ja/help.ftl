help-intro = **Seireigi** は大型の将棋変種を通信対局で指すボットです：{ $games }。
help-challenge = • `/対局申込 相手:@友達 種目:Chu Seireigi 持ち時間:一手3日`：友達が「受ける」を押すと、対局用のスレッドが開きます。
help-computer = • `/対局申込 相手:@Seireigi 強さ:普通`：すぐにコンピュータと対局（やさしい・普通・強い）。`/ヒント` で次の一手を提案します。
help-move = • 対局のスレッドで `/指す { $western }`（または `{ $canonical }`、`{ $dashed }`{ $drop }。成るなら `+`、成らないなら `=` を付ける）：これらは{ $place }指せます。マスか駒の文字を打ち始めて一覧から選んでください。
help-move-drop = 、`{ $drop }` のような打ち
help-move-any-drop = 、駒の文字・`*`・マスで打ち（例 P*5e、歩を持っているとき）
help-move-no-example = • 対局のスレッドで `/指す`：マスか駒の文字を打ち始めて一覧から選んでください。
help-look = • `/盤面`、`/利き マス:{ $square }`、`/棋譜`、`/書き出し 形式:KIF`：対局を見る。終局後は `/検討`：悪手とグラフ。
help-pieces = • `/駒 名前:Lion`：駒の動き。`/ルール 種目:Dai Seireigi`：ルールの要約。
help-offers = • `/引き分け`、`/待った`、`/持将棋`、`/投了`：相手はボタンで答えます。
help-yours = • `/対局一覧`：あなたの対局（手番のものが先）。`/設定`：表記、駒、盤の向き、通知、リマインダー、休暇。`/レーティング`、`/ランキング`：レーティング（人同士の対局は `レーティング:False` でなければ対象）。
help-place-game = 今の対局 { $game } で
help-place-start = { $name } の初期局面で

list-two = { $first }、{ $last }
list-separator = { "、" }
list-games-more = { $named } ほか { $more } 種目（`/ルール` に全一覧）

# Discord の文字数制限で切った文の末尾（bot/limits.rs）。
cut-note = …（以下 { $count } 文字省略）
