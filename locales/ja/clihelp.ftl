# seireigi --help と各コマンドのヘルプ（src/cli/help.rs）：cli-about-<コマンド> はコマンドの説明、
# cli-arg-<コマンド>-<オプション> はコマンドのオプション、cli-opt-<オプション> は全体のオプションと
# clap の --help、--version。

cli-help-usage = 使い方：
cli-help-commands = コマンド
cli-help-options = オプション
cli-help-default = ［既定値：{ $value }］

cli-about = 持ち駒のある大型将棋：ルールエンジン、画像、Discord ボット
cli-opt-games-dir = このフォルダーの種目ファイル（*.toml）も読み込む（既定：$SEIREIGI_GAMES_DIR）
cli-opt-lang = 表示と画像の言語：en、fr、ja（既定：$LANG に従う）
cli-opt-help = ヘルプを表示
cli-opt-version = バージョンを表示
cli-about-help = このメッセージ、または指定したサブコマンドのヘルプを表示

cli-about-moves = 局面の合法手を一覧表示（標準入力から読んだ局面ごとにも可）
cli-arg-moves-variant = 種目の ID（`seireigi games` で一覧）
cli-arg-moves-position = 「startpos [moves ...]」または「sfen <SFEN> [moves ...]」。省略すると入力 1 行につき 1 局面
cli-arg-moves-json = 局面ごとに JSON オブジェクト 1 つ

cli-about-perft = 指定の深さまでの手順の数を数える
cli-arg-perft-divide = 初手ごとに数える

cli-about-render = 局面を PNG 画像に描く
cli-arg-render-style = kanji（漢字）または western（西洋式）
cli-arg-render-flip = 後手を下にする
cli-arg-render-checkered = 市松模様の盤（各対局者の左手前の角が濃いマス）
cli-arg-render-size = 画像の幅（ピクセル）
cli-arg-render-moves-of = このマスの駒（または持ち駒：P*）の動きを示す

cli-about-render-piece = 駒 1 つの動きを空の盤に描いた PNG 画像を作る
cli-arg-render-piece-piece = 駒の名前（どの言語でも可）、ID、略号。成った駒は成った後の名前で

cli-about-render-game = 対局全体をアニメーション GIF に描く（1 手 1 コマ、最後の手を強調）
cli-arg-render-game-position = 「startpos moves ...」または「sfen ... moves ...」
cli-arg-render-game-delay-ms = 各局面の表示時間。最後の局面はその 5 倍（4 秒以上）
cli-arg-render-game-size = 幅（ピクセル）。ファイルが 8 MB を超えるなら小さくする

cli-about-play = このキーボードで 2 人が交互に指して対局する（1 行に 1 手またはコマンド 1 つ）
cli-arg-play-variant = 種目の ID（`seireigi games` で一覧）
cli-arg-play-db = 対局を保存するデータベースファイル（既定：メモリー上、終了すると消える）
cli-arg-play-resume = --db のファイルに保存された対局 GAME_ID を再開する
cli-arg-play-position = 開始局面：「startpos [moves ...]」、「sfen <SFEN> [moves ...]」、または SFEN
cli-arg-play-images = 1 手ごとに盤面の画像をこのフォルダーに書き出す
cli-arg-play-style = 画像の駒：kanji（漢字）または western（西洋式）
cli-arg-play-days = 1 手あたりの日数（1、2、3、5、7、10、14）。省略すると無制限
cli-arg-play-against = 「computer」：コンピューターが後手を持つ
cli-arg-play-level = コンピューターの強さ：easy（弱い）、normal（既定）、strong（強い）。--against computer が必要

cli-about-serve = Discord ボットを動かす（DISCORD_TOKEN、DATABASE_URL、DISCORD_GUILD_ID：README を参照）
cli-arg-serve-shards = ゲートウェイのシャードをこの範囲だけ動かす。例：0-3/8（既定：$SEIREIGI_SHARDS、なければ Discord の推奨するすべて）

cli-about-web = Discord なしで、データベースの対局ページをこのコンピューターで公開する（docs/web.md）：1 つの画面で対局を始めるロビー、各対局のライブページ、再生、エクスポート
cli-arg-web-db = データベース（既定：DATABASE_URL、なければ seireigi.db）
cli-arg-web-addr = 待ち受けるアドレス（既定：$SEIREIGI_WEB_ADDR、なければ 127.0.0.1:8080）
cli-arg-web-names = その場の対局者の名前。先手、後手の順

cli-about-analyse = 対局を検討する：1 手ずつ読み、悪手と大悪手をより良い手とともに示す
cli-arg-analyse-position = 「startpos moves ...」または「sfen <SFEN> moves ...」
cli-arg-analyse-time-ms = 1 局面あたりの時間（ミリ秒）
cli-arg-analyse-depth = 代わりに 1 局面あたり一定の深さで読む（結果が再現できる）
cli-arg-analyse-budget-ms = 検討全体をこのミリ秒以内に収める（ボットの /analyse と同じ）：各局面に時間を配分し、最大 --time-ms。長い対局は間引いて検討

cli-about-usi = 標準入出力で USI を話す将棋エンジンとして動く（docs/usi.md）

cli-about-invite = サーバー管理者がボットを追加するために開くリンクを表示する（必要な権限つき）
cli-arg-invite-application-id = アプリケーション ID（Discord Developer Portal の General Information）

cli-about-match = 2 つのエンジンを先後を入れ替えながら対戦させる：このプログラムの各強さ、ランダムまたは貪欲に指すもの、外部の USI または XBoard エンジン（docs/usi.md）
cli-arg-match-a = easy、normal、strong、random（ランダム）、greedy（貪欲）、または外部エンジン：「usi:プログラム [引数];名前=値;...;go=nodes 10000」または「xboard:プログラム [引数][;depth=N][;variant=名前]」（docs/usi.md）
cli-arg-match-time-ms = エンジンの 1 手あたりの時間（ミリ秒。既定：強さごとの値）
cli-arg-match-max-plies = これより長い対局は打ち切って引き分けとする
cli-arg-match-threads = 同時に指す対局の数（既定：使える CPU コアの数）
cli-arg-match-opening-plies = 対局 2 つ 1 組の初めに指すランダムな合法手の数（組の 2 局は同じ手順で先後を入れ替える）：いつも同じ手を指すエンジンの対局に変化をつける

cli-about-games = 読み込んだ種目（内蔵と --games-dir）。--damaged を付けると運営者向けに、記録を読めない対局と配信を断念した通知を表示
cli-arg-games-db = ボットのデータベース（既定：DATABASE_URL、なければ seireigi.db）
cli-arg-games-damaged = 破損の印が付いた対局（と配信を断念した通知）を一覧表示
cli-arg-games-check = 先にすべての対局を手順どおりに再生して読み、読めないものに印を付ける

cli-about-copy-db = あるデータベースのすべての対局、指し手、挑戦、設定、通知を、ID を保ったまま新しい空のデータベースへ写し（例：SQLite から PostgreSQL へ）、行数を確かめる。先にボットを止めること
cli-arg-copy-db-from = 写すデータベース（`sqlite:パス`、パス、または `postgres://...`）
cli-arg-copy-db-to = 新しいデータベース。行が 1 つもないこと（必要なら作成してマイグレーションする）

## src/cli/args.rs で clap に説明がないオプション。

cli-arg-perft-variant = 種目の ID（`seireigi games` で一覧）
cli-arg-perft-depth = 数える手数の深さ
cli-arg-perft-position = 「startpos [moves ...]」または「sfen <SFEN> [moves ...]」
cli-arg-render-variant = 種目の ID（`seireigi games` で一覧）
cli-arg-render-position = 「startpos [moves ...]」または「sfen <SFEN> [moves ...]」
cli-arg-render-out = 書き出す PNG ファイル
cli-arg-render-piece-variant = 種目の ID（`seireigi games` で一覧）
cli-arg-render-piece-out = 書き出す PNG ファイル
cli-arg-render-piece-style = kanji（漢字）または western（西洋式）
cli-arg-render-piece-size = 画像の幅（ピクセル）
cli-arg-render-game-variant = 種目の ID（`seireigi games` で一覧）
cli-arg-render-game-out = 書き出す GIF ファイル
cli-arg-render-game-style = kanji（漢字）または western（西洋式）
cli-arg-render-game-flip = 後手を下にする
cli-arg-analyse-variant = 種目の ID（`seireigi games` で一覧）
cli-arg-match-variant = 種目の ID（`seireigi games` で一覧）
cli-arg-match-b = もう一方のエンジン（--a と同じ書き方）
cli-arg-match-games = 対局数
cli-arg-match-seed = ランダムな選択のシード（同じシードなら同じ対戦になる）
