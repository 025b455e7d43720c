# ボットの言語（docs/i18n.md）：/settings language: と /server language:。

cmd-settings-language = 返信とメッセージの言語
    .name = 言語
cmd-server-language = このサーバーの対局スレッドに投稿する言語。
    .name = 言語
cmd-server-language-language = 対局スレッドの投稿の言語
    .name = 言語
choice-english-en = 英語 (en)
choice-french-fr = フランス語 (fr)
choice-japanese-ja = 日本語 (ja)
choice-automatic-your-discord-language = 自動：あなたの Discord の言語
choice-automatic-the-server-s-discord-language = 自動：サーバーの Discord の言語

language-en = 英語
language-fr = フランス語
language-ja = 日本語
settings-language-chosen = 言語：{ $language }（あなたの選択）。
settings-language-auto = 言語：{ $language }（Discord の言語。/settings language: で変更できます）。
server-language-chosen = このサーバーの対局スレッドへの投稿は今後{ $language }になります。
server-language-auto = 対局スレッドへの投稿はサーバーの Discord の言語に従います（現在は{ $language }）。

## /server の返信
server-settings = サーバー設定：申込は{ $channels }できます。種目を指定しない申込は { $game }、持ち時間を指定しない申込は { $time } になります。
server-channels-any = どのチャンネルでも
server-channels-only = { $channels } でだけ
server-default-of-server = { $value }（このサーバーの既定）
server-default-of-bot = { $value }（ボットの既定）
server-default-not-loaded = { $value }（このサーバーの既定 { $id } はここでは読み込まれていません）
refuse-server-not-listed = { $channel } は申込用に登録されていません。登録済みのチャンネルは /server show で見られます
refuse-server-defaults-empty = 種目、持ち時間、または reset:True を指定してください。設定は /server show で見られます
refuse-server-not-in-server = サーバー設定はサーバー内で /server を使って変更します
refuse-server-not-manager = サーバー設定を変更できるのは「サーバー管理」権限を持つメンバーだけです
list-or = { $first } または { $last }
