# Discord に表示するコマンド（規則は locales/en/commands.ftl を参照）。

cmd-analyse = 終わった対局をコンピュータが検討します：悪手・大悪手とより良い手。
    .name = 検討
cmd-analyse-game = 対局番号
    .name = 対局

cmd-challenge = 対局を申し込みます（相手を指定、誰でも、またはボットを選んでコンピュータと）。
    .name = 対局申込
cmd-challenge-opponent = 対局相手。空欄なら誰でも受けられる公開の申込
    .name = 相手
cmd-challenge-game = 種目（既定：サーバーの既定、なければ一覧の最初）
    .name = 種目
cmd-challenge-time = 一手の持ち時間（既定：サーバーの既定、なければ3日）
    .name = 持ち時間
cmd-challenge-color = 自分の手番（既定：ランダム）
    .name = 手番
cmd-challenge-position = この局面から始める（SFEN）
    .name = 局面
cmd-challenge-level = コンピュータと対局（相手にボットを選ぶ）：強さ（既定：普通）
    .name = 強さ
cmd-challenge-rated = レーティング対局（既定：人同士なら対象。False で練習対局）
    .name = レーティング

cmd-move = 指す：入力する（マスか駒の文字を打って選ぶ）か、空欄にして盤から選ぶ
    .name = 指す
cmd-move-move = マスか駒の文字を打って一覧から選ぶ。空欄なら盤から選ぶ
    .name = 指し手
cmd-move-game = 対局番号（既定：このスレッドの対局、またはあなたの手番の対局）
    .name = 対局

cmd-board = 現在の盤面をチャンネルの一番下にもう一度表示します。
    .name = 盤面
cmd-board-game = 対局番号
    .name = 対局
cmd-board-flip = 後手を下にして表示
    .name = 反転

cmd-history = ここまでの指し手を、あなたの表記で。
    .name = 棋譜
cmd-history-game = 対局番号
    .name = 対局

cmd-export = 対局をファイルで：KIF、USI の指し手、SFEN、対局記録、アニメーション GIF。
    .name = 書き出し
cmd-export-game = 対局番号
    .name = 対局
cmd-export-format = ファイル形式（既定：KIF）
    .name = 形式

cmd-games = ユーザーの進行中の対局：相手、種目、手番、残り時間。
    .name = 対局一覧
cmd-games-user = 誰の対局か（既定：自分）
    .name = ユーザー

cmd-help = このボットでできること（例つき）。
    .name = ヘルプ

cmd-hint = 次の一手の提案（コンピュータとの対局で）。
    .name = ヒント
cmd-hint-game = 対局番号
    .name = 対局

cmd-moves = マスの駒（または持ち駒、例 P*）が動けるところ。
    .name = 利き
cmd-moves-square = 7i のようなマス、または P* のような持ち駒
    .name = マス
cmd-moves-game = 対局番号
    .name = 対局

cmd-resign = 投了します（確認あり）。
    .name = 投了
cmd-resign-game = 対局番号
    .name = 対局

cmd-draw = 引き分けを提案します。相手が受けるか断ります。
    .name = 引き分け
cmd-draw-game = 対局番号
    .name = 対局

cmd-takeback = 最後の自分の手を戻すよう頼みます（あなたの手番ならその応手も）。
    .name = 待った
cmd-takeback-game = 対局番号
    .name = 対局

cmd-impasse = 持将棋（両玉が敵陣に入った）の点数で対局を終えるよう提案します。
    .name = 持将棋
cmd-impasse-game = 対局番号
    .name = 対局

cmd-piece = 駒の動き：図、成り、XBetza。
    .name = 駒
cmd-piece-name = 駒の名前、例 Lion や Dragon King（成り駒の名前も）
    .name = 名前
cmd-piece-game = 種目（既定：このスレッドの対局、なければその駒がある最初の種目）
    .name = 種目

cmd-rating = 種目ごとのレーティング：値、偏差、対局数、勝敗、最高値、推移グラフ。
    .name = レーティング
cmd-rating-user = 誰のレーティングか（既定：自分）
    .name = ユーザー
cmd-rating-game = 種目（既定：このスレッドの対局、なければ最後のレーティング対局）
    .name = 種目

cmd-leaderboard = このサーバーの種目別ランキング（1ページ25人）。
    .name = ランキング
cmd-leaderboard-game = 種目（既定：サーバーの既定）
    .name = 種目
cmd-leaderboard-page = ページ（1ページ25人、既定：最初）
    .name = ページ

cmd-rules = 種目のルールの要約と初期配置。
    .name = ルール
cmd-rules-game = 種目
    .name = 種目

cmd-settings = あなたの設定：表記、駒の字、盤の向き、通知、休暇。
    .name = 設定
cmd-settings-notation = 指し手の書き方
    .name = 表記
cmd-settings-style = 画像の駒
    .name = 駒の字
cmd-settings-orientation = 盤の向き
    .name = 向き
cmd-settings-notify = 手番の知らせ方
    .name = 通知
cmd-settings-reminders = 持ち時間が切れる前のリマインダー
    .name = リマインダー
cmd-settings-vacation = 休暇の日数（時計が止まります）。0 で休暇を終える
    .name = 休暇
cmd-settings-revoke_links = True：これまでに受け取った個人用のウェブ盤リンクをすべて無効にする
    .name = リンク無効化

cmd-server = サーバー設定（サーバー管理）：申込のできるチャンネル、既定の種目と持ち時間。
    .name = サーバー
cmd-server-show = このサーバーの設定。
    .name = 表示
cmd-server-add-channel = このチャンネルで申込ができるようにします（登録後は登録したチャンネルだけ）。
    .name = チャンネル追加
cmd-server-add-channel-channel = 申込のできるチャンネル
    .name = チャンネル
cmd-server-remove-channel = このチャンネルで申込ができないようにします（進行中の対局は続きます）。
    .name = チャンネル削除
cmd-server-remove-channel-channel = 申込に登録されたチャンネル
    .name = チャンネル
cmd-server-all-channels = どのチャンネルでも再び申込ができるようにします。
    .name = 全チャンネル
cmd-server-defaults = 種目や持ち時間を選ばない申込に使う既定値。
    .name = 既定
cmd-server-defaults-game = このサーバーの申込の既定の種目
    .name = 種目
cmd-server-defaults-time = このサーバーの申込の既定の持ち時間
    .name = 持ち時間
cmd-server-defaults-reset = まず既定の種目と持ち時間を消す（その後、指定したものを設定）
    .name = リセット

choice-1-day-per-move = 一手1日
choice-2-days-per-move = 一手2日
choice-3-days-per-move = 一手3日
choice-5-days-per-move = 一手5日
choice-7-days-per-move = 一手7日
choice-10-days-per-move = 一手10日
choice-14-days-per-move = 一手14日
choice-unlimited = 無制限
choice-black-sente-moves-first = 先手（先に指す）
choice-white-gote = 後手
choice-random = ランダム
choice-easy = やさしい
choice-normal = 普通
choice-strong = 強い
choice-kif = KIF
choice-usi-move-list = USI の指し手一覧
choice-sfen-of-the-current-position = 現在の局面の SFEN
choice-seireigi-game-record-json = Seireigi の対局記録（JSON）
choice-gif-of-the-whole-game-move-by-move = 対局全体の GIF（一手ずつ）
choice-canonical-7i7h = 標準（7i7h）
choice-western-p-7h = 西洋式（P-7h）
choice-japanese = 日本式（７八歩）
choice-kanji = 漢字
choice-western-letters = 西洋式の文字
choice-my-side-at-the-bottom = 自分を下に
choice-side-to-move-at-the-bottom = 手番の側を下に
choice-mention-in-the-thread = スレッドでメンション
choice-direct-message = ダイレクトメッセージ
choice-none = なし

cmd-tournament = 通信対局の大会：作成（サーバー管理）、参加、取り消し、成績表、一覧。
    .name = 大会
cmd-tournament-create = このチャンネルに大会を作ります。専用のスレッド付き（サーバー管理）。
    .name = 作成
cmd-tournament-create-name = 大会名
    .name = 名前
cmd-tournament-create-format = 総当たり、二回総当たり、または決勝付きのグループ戦
    .name = 形式
cmd-tournament-create-start = 開始日時：2026-12-24 18:00（UTC）、または in 2h、in 3d
    .name = 開始
cmd-tournament-create-game = 種目（既定：サーバーの設定）
    .name = 種目
cmd-tournament-create-time = 一手の持ち時間（既定：3日）
    .name = 持ち時間
cmd-tournament-create-rated = レーティング対象（既定：はい）
    .name = レーティング
cmd-tournament-create-max_players = 最大人数（既定：16）
    .name = 最大人数
cmd-tournament-create-advance = グループ戦：各グループから決勝に進む人数（既定：2）
    .name = 決勝進出
cmd-tournament-join = 開始前の大会に参加します。
    .name = 参加
cmd-tournament-join-id = 大会番号（既定：このサーバーで受付中の大会）
    .name = 番号
cmd-tournament-leave = 開始前なら参加を取り消し、開始後なら棄権します。
    .name = 退出
cmd-tournament-leave-id = 大会番号（既定：このサーバーで参加中の大会）
    .name = 番号
cmd-tournament-standings = 大会の成績表：表と対戦表の画像。
    .name = 成績表
cmd-tournament-standings-id = 大会番号（既定：このスレッドの大会、なければ最新）
    .name = 番号
cmd-tournament-list = このサーバーの大会の一覧。
    .name = 一覧
choice-round-robin = 総当たり
choice-double-round-robin = 二回総当たり
choice-groups = グループ戦
