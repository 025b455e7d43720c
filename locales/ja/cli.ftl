# コマンドライン（src/cli）。--lang または $LANG の言語で表示します。

cli-bad-lang = --lang { $lang }：使える言語は { $list } です
cli-no-piece = { $game }に「{ $name }」という駒はありません。駒（成った駒を含む）は { $pieces } です
cli-unknown-game = 「{ $name }」という種目はありません。種目は { $list } です
cli-error = エラー：{ $text }
cli-not-utf8 = { $number } 行目は UTF-8 のテキストではありません
cli-lines-failed = 入力のうち { $count } 行に正しい局面がありませんでした
cli-side = { $side ->
        [black] 先手
       *[other] 後手
    }

## seireigi play（src/cli/play）：プロンプトでの表示。入力するコマンドは英語のまま
## （moves、board、y、n など）。Discord のコマンド名と同じです。

cli-help-title = コマンド：
cli-help-move = 指し手。例：{ $canonical }、{ $dashed }、{ $western }{ $drop }（+ で成る、= で成らない）
cli-help-move-drop = 、{ $drop }
cli-help-no-move = 指し手（この局面には指せる手がありません）
cli-help-moves = 指せる手の一覧
cli-help-board = 盤面をもう一度表示
cli-help-draw = 引き分けを提案（相手は y か n で答える）
cli-help-takeback = 最後の手を待った（相手は y か n で答える）
cli-help-impasse = 持将棋の点数で対局を終えることを提案（両方の玉が敵陣にいるとき）
cli-help-resign = 投了
cli-help-help = この一覧
cli-help-quit = 終了。--db があれば対局は保存され、--resume で続けられます
cli-level-alone = --level { $level } はコンピューターの強さです。--against computer を付けるか、--level を外してください
cli-unknown-level = 「{ $level }」という強さはありません。easy、normal、strong のいずれかです
cli-against = --against には「computer」を指定してください（「{ $text }」ではなく）
cli-image-folder = 画像のフォルダー { $dir } を作れません：{ $why }
cli-resume-needs-db = --resume には --db ファイル が必要です。メモリー上の対局はプログラムとともに終わります
cli-variant-needed = 新しい対局には --variant が必要です
cli-other-game = 対局 { $game } は { $id } で、{ $wanted } ではありません
cli-game-over = 対局終了：{ $result }。
cli-result-win = { $side ->
        [black] 先手
       *[other] 後手
    }の勝ち（{ $reason }）
cli-result-draw = 引き分け（{ $reason }）
cli-promote-question = 成りますか？ y で { $yes }、n で { $no }。
cli-reminder = お知らせ：{ $side }はこの手の持ち時間の 80% を使いました。
cli-time-up = 時間切れです。
cli-resigns = { $side }が投了しました。
cli-computer-thinks = 後手（コンピューター、{ $level }）が考えています...
cli-check = 王手！
cli-checkmate = 詰み！
cli-offer = { $side }が{ $kind ->
        [takeback] 最後の手の待ったを求めています
        [draw] 引き分けを提案しています
       *[impasse] 持将棋を提案しています
    }。
cli-offer-question = { $to }へ：{ $side }が{ $kind ->
        [takeback] 最後の手の待ったを求めています
        [draw] 引き分けを提案しています
       *[impasse] 持将棋を提案しています
    }。受けますか？（y/n）
cli-answer-y-or-n = y か n で答えてください
cli-answer-promotion = 成るなら y、成らないなら n で答えてください（または quit）
cli-declines = { $side }は断りました。
cli-accepts = { $side }は受けました。
cli-took-back = { $plies } 手戻しました。
cli-legal-moves = 指せる手 { $count } 通り：
cli-days-per-move = 、一手 { $days } 日
cli-white-computer = 後手（コンピューター、{ $level }）
cli-white-player = 後手（プレイヤー { $id }）
cli-header = { $game } 対局 { $number } を{ $resumed ->
        [yes] 再開
       *[other] 開始
    }：先手（プレイヤー { $black }）対 { $white }{ $clock }。
cli-kept-in = { $db } に保存します。
cli-not-kept = 保存しません。保存するには --db ファイル を付けてください。
cli-type-move = 指し手（例：{ $canonical }、{ $dashed }、{ $western }）か help を入力してください。
cli-type-help = コマンドの一覧は help と入力してください。
cli-to-move = { $side ->
        [black] 先手
       *[other] 後手
    }番（{ $number } 手目）
cli-in-check = 、王手
cli-image = 画像：{ $path }
cli-removed = 削除：{ $path }
cli-cannot-remove = { $path } を削除できません：{ $why }
cli-farewell-kept = 対局 { $game } は { $db } に保存されています。--db { $db } --resume { $number } で続けられます。
cli-farewell-gone = 対局 { $game } はここで終わりです（保存しません）。
cli-in-hand = { $side ->
        [black] 先手
       *[other] 後手
    }の持ち駒：{ $pieces }
cli-status = { $status }。
cli-time-left = 、{ $left }

## seireigi render、render-piece、render-game（src/cli/render.rs）。

cli-unknown-style = 「{ $style }」という駒の表示はありません。kanji か western を指定してください
cli-none-in-hand = { $side ->
        [black] 先手
       *[other] 後手
    }の持ち駒に{ $piece }はありません
cli-not-a-square = 「{ $text }」は { $board } の盤のマス（例 7i）でも持ち駒（例 P*）でもありません
cli-empty-square = { $square } に駒はありません。駒のあるマスを指定してください
cli-size-range = --size { $size } は { $min }..={ $max } の範囲外です
cli-delay-range = --delay-ms { $delay } は 20..=60000 の範囲外です
cli-cannot-write = { $path } に書き込めません：{ $why }
cli-io = { $kind ->
        [not-found] ファイルまたはフォルダーがありません
        [denied] アクセスが拒否されました
        [folder] フォルダーです
        [not-folder] パスの一部がフォルダーではありません
        [full] ディスクがいっぱいです
       *[read-only] 読み取り専用のファイルシステムです
    }
cli-drawing-failed = 画像を描けませんでした：{ $why }
cli-gif-written = { $path }：{ $frames } コマ、幅 { $width } px、{ $megabytes } MB
cli-gif-smaller = 8 MB に収めるため { $size } px より小さく描きました
cli-gif-every = 8 MB に収めるため { $every } 局面に 1 枚だけ残しました
cli-gif-note = { $report }（{ $note }）

## seireigi games（src/cli/game_files.rs、src/cli/games.rs）と --games-dir の警告。

cli-warning = 警告：{ $text }
cli-games-line = { $id }{ $aliases }：{ $title }、{ $board }、駒 { $kinds } 種類{ $default ->
        [yes] 、既定の種目
       *[other] {""}
    }{ $standard ->
        [yes] 、本将棋（外部エンジン対応）
       *[other] {""}
    } · { $file } · ルールのハッシュ { $hash }
cli-games-aliases = （別名 { $list }）
cli-games-skipped = { $path } を読み飛ばしました：{ $why ->
        [case] 種目ファイルの拡張子は小文字の .toml です
        [extension] 種目ファイルではありません（種目ファイルの拡張子は .toml です）
        [not-file] ファイルではありません
        [dangling] リンク先がありません
       *[unreadable] 読み込めません
    }
cli-games-folder-unreadable = 種目フォルダー { $path } を読み込めません：{ $why }
cli-games-file-unreadable = { $path } を読み込めません：{ $why }
cli-games-file-too-large = { $path }：{ $kib } KiB を超えています。種目ファイルではありません
cli-games-file-not-utf8 = { $path }：UTF-8 のテキストではありません
cli-games-glyphs-pieces = { $file }：内蔵フォントに駒名の文字 { $chars } がありません。画像ではその駒が空白になります（文字の追加は docs/rendering.md を参照）
cli-games-glyphs-name = { $file }：内蔵フォントに kanji_name の文字 { $chars } がありません。画像の見出しでは「?」になります（文字の追加は docs/rendering.md を参照）
cli-games-checked = { $read } 局を読み込みました。新たに見つかった破損：{ $found } 局
cli-games-none-damaged = 破損した対局はありません
cli-games-damaged = 対局 { $id }：{ $since } から破損：{ $why }
cli-games-given-up = 通知 { $id }：{ $attempts } 回配信に失敗したため断念：{ $error }

## seireigi invite（src/cli/dispatch.rs）：権限名は Discord の設定画面の表記に合わせます。

cli-invite-header = 次の権限を求めます：
cli-invite-permission = { $name }：{ $why }ため
cli-permission-name = { $permission ->
        [view-channel] チャンネルを見る
        [send-messages] メッセージを送信
        [embed-links] 埋め込みリンク
        [attach-files] ファイルを添付
        [read-message-history] メッセージ履歴を読む
        [create-public-threads] 公開スレッドを作成
        [send-messages-in-threads] スレッドでメッセージを送信
       *[manage-threads] スレッドの管理
    }
cli-permission-why = { $permission ->
        [view-channel] 対局を頼まれたチャンネルを見る
        [send-messages] 挑戦状を投稿する
        [embed-links] 挑戦のルール概要を表示する
        [attach-files] 盤面の画像を投稿する
        [read-message-history] 自分の投稿を編集し、返信する
        [create-public-threads] 対局ごとにスレッドを作る
        [send-messages-in-threads] 対局スレッドに指し手を投稿する
       *[manage-threads] 1 週間動きがなくアーカイブされた対局スレッドを再び開く
    }

## seireigi copy-db（src/cli/copy_db.rs）：テーブル名はデータベースのまま。

cli-copy-same = --from と --to が同じデータベースを指しています
cli-copy-cannot-open = { $from } からコピーできません：{ $why }
cli-copy-table = { $table }：{ $rows } 行
cli-copy-done = { $total } 行をコピーし、行数を確認しました

## seireigi analyse（src/cli/analyse.rs）：各側の集計はボットの analyse-side。

cli-analyse-progress = { $done }/{ $total } 手
cli-analyse-comment = { $verdict ->
        [blunder] 大悪手
       *[mistake] 悪手
    }（-{ $loss }）、最善手 { $better }
cli-analyse-sampled = { $moves } 手のうち { $judged } 手を判定（時間内に収めるため、対局全体から抜き出して判定）

## seireigi perft --divide（src/cli/perft.rs）：最後の行。

cli-perft-total = 合計：{ $total }

# clap が拒む不正な引数（src/cli/clap_refusal.rs）。
cli-args-bad-value = { $arg } の値「{ $value }」は使えません
cli-args-bad-value-list = { $arg } の値「{ $value }」は使えません。使える値は { $list } です
cli-args-unknown = 「{ $arg }」という引数はありません
cli-args-unknown-command = 「{ $name }」というコマンドはありません
cli-args-missing = 引数が足りません：{ $args }
cli-args-no-command = コマンドを指定してください
cli-args-conflict = { $arg } は { $other } と一緒に使えません
cli-args-bad-use = { $arg } の使い方が正しくありません
cli-args-invalid = 引数が正しくありません
cli-args-did-you-mean = { $text }（「{ $name }」のことですか？）
cli-args-see-help = `{ $command } --help` を参照してください

# `seireigi serve` と `seireigi web` が起動時に拒む設定。
cli-serve-no-token = DISCORD_TOKEN が設定されていません。ボットのトークンの取得方法は README を参照してください
cli-serve-empty-token = DISCORD_TOKEN が空です。ボットのトークンの取得方法は README を参照してください
cli-serve-empty-database = DATABASE_URL が空です。データベース（ファイルのパス、sqlite://パス、postgres://...）を指定するか、設定を外して seireigi.db を使ってください
cli-serve-bad-guild = DISCORD_GUILD_ID にはサーバーの ID（0 より大きい数）を指定してください
cli-serve-bad-tick = SEIREIGI_TICK_MS には 0 より大きいミリ秒数を指定してください
cli-serve-bad-lease = SEIREIGI_LEASE_MS には 100 から 3600000 までのミリ秒数を指定してください
cli-web-bad-names = --names には 64 バイト以内の名前を二つ、先手,後手 の形で指定してください
cli-web-bad-addr = --addr にはアドレスとポートを指定してください（例：127.0.0.1:8080）

# `seireigi match`：対局ごとに書き直す行と、A から見た結果のまとめ。
cli-match-progress = { $games } 局：+{ $wins } -{ $losses } ={ $draws }
cli-match-score = { $variant } で { $a } 対 { $b }：{ $games } 局、{ $a } の { $wins } 勝 { $losses } 敗 { $draws } 分（うち { $plies } 手で打ち切り { $unfinished } 局）、得点率 { $score } %
cli-match-ending = { $how }{ $verdict ->
        [won] 勝ち
        [lost] 負け
       *[drew] 引き分け
    } { $count }
cli-match-stopped = { $plies } 手で打ち切りの
cli-match-forfeit-illegal = 反則負け：第 { $game } 局 { $ply } 手目：{ $engine }（{ $side }）が指した { $mv } は合法手ではありません。局面 { $sfen }
cli-match-forfeit-unreadable = 反則負け：第 { $game } 局 { $ply } 手目：{ $engine }（{ $side }）の応答 { $text } はこのゲームの指し手ではありません。局面 { $sfen }
cli-match-endings = { $a }：{ $list }
cli-match-elo = Elo 差 { $a } - { $b }：{ $elo } ± { $margin }（95 %）
cli-match-elo-unbounded = Elo 差 { $a } - { $b }：求められません（一方が全得点）
