# ウェブ盤の予約手（issue 33）：相手の手番に、本人のページだけに出る欄と、その要求への応答。
web-plan-title = 予約手
web-plan-about = あなたにしか見えません。相手が筋の予想どおりに指すと、その応手がすぐにあなたの手として指されます。
web-plan-none = この対局の予約手はありません。
web-plan-start = 応手を予約する
web-plan-save = この筋を保存
web-plan-undo = 最後の手を取り消す
web-plan-cancel = やめる
web-plan-clear = すべて消す
web-plan-theirs = 相手の予想手をタップしてください。
web-plan-yours = 次にあなたの応手をタップしてください。
web-plan-more = 筋を保存するか、相手の次の予想手をタップしてください。
web-plan-failed = サーバーに接続できません。接続を確かめてもう一度お試しください。
web-plan-no-link = あなた専用のリンク（?t=...）が必要です。
web-plan-too-large = 要求が大きすぎます。筋は 4 KiB 以内です。
web-plan-body = 要求は JSON にしてください：{"{"}"t": リンクのトークン, "ply": 対局の手数, "line": 指し手{"}"}。
web-plan-moved-on = このページを表示してから対局が進みました。盤面を見直してください。
web-plan-saved = 保存しました。この対局の予約手は { $lines } 通りです。
web-plan-cleared = この対局の予約手を消しました。
# 行数の上限（ボットの文は /forecast clear を案内する）
web-plan-too-many = この対局の条件付き指し手はすでに上限の { $max } 本です。先に「すべて消す」を押してください。
