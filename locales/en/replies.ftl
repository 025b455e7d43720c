# Private answers to commands and buttons: in the user's language.

reply-button-unknown = This button does not belong to this bot any more.
reply-button-stale = This button is out of date: the game has moved on since. Look at the latest board.
reply-link-failed = I could not make your link just now: try again in a moment
reply-web-not-public = the web board is not public on this server
reply-your-board = Your own board of game { $game }: anyone with this link can move for you, so keep it to yourself. It works for { $days ->
        [one] 1 day
       *[other] { $days } days
    }; Revoke my links stops every link of yours at once.
reply-links-revoked = Your personal links are revoked, in every game: press Open my board under a game's board for a new one.
reply-resigned = You resigned game { $game }.
reply-cancelled = You cancelled challenge { $challenge }.
reply-my-view-your-move = Game { $game } as you see it (your /settings): move { $ply }, your move, { $clock }.
reply-my-view-their-move = Game { $game } as you see it (your /settings): move { $ply }, { $player } to move.
reply-my-view-over = Game { $game } as you see it (your /settings): move { $ply }, the game is over.
reply-challenge-posted = Challenge { $challenge } is posted. Until it is answered you can withdraw it here.
refuse-challenge-bot = bots cannot play: challenge a person, or me for a game against the computer
refuse-challenge-level = a level is for games against the computer: choose me as the opponent, or leave the level out
refuse-challenge-rated-computer = games against the computer are never rated: leave rated out
refuse-challenge-rated-position = games from a set-up position are never rated: leave rated or the position out
refuse-challenge-channel = challenges on this server are made in { $channels }: use /challenge there
reply-board = Game { $game } · move { $ply } · { $status }
reply-resign-question = Resign game { $game }? This cannot be undone.
button-resign = Yes, resign
reply-offer-draw = Your draw offer is posted in game { $game }; your opponent answers with its buttons.
reply-offer-impasse = Your impasse offer is posted in game { $game }; your opponent answers with its buttons.
reply-offer-takeback = Your takeback request (your last move) is posted in game { $game }; your opponent answers with its buttons.
reply-offer-takeback-two = Your takeback request (your last move and your opponent's reply, 2 moves) is posted in game { $game }; your opponent answers with its buttons.
settings-summary = Your settings: moves are written in { $notation }; boards show { $style } pieces with { $orientation }; you are told it is your move by { $notify }; reminders are { $reminders }; vacation: { $vacation }.
settings-notation-canonical = canonical notation (7i7h)
settings-notation-western = western notation (P-7h)
settings-notation-japanese = Japanese notation (７八歩)
settings-style-kanji = kanji
settings-style-western = western-letter
settings-orientation-mine = your side at the bottom
settings-orientation-to-move = the side to move at the bottom
settings-notify-mention = a mention in the game's thread
settings-notify-dm-failed = a mention in the game's thread (your direct messages are closed to me)
settings-notify-dm = a direct message
settings-notify-none = nothing (you look yourself)
settings-reminders-on = on
settings-reminders-off = off
settings-vacation-none = none
settings-vacation-until = until <t:{ $until }:f>
settings-vacation-budget = { $vacation } ({ $left } of { $days ->
        [one] 1 vacation day
       *[other] { $days } vacation days
    } left in 365 days)
games-line = Game { $game }: { $variant } against { $opponent } · { $turn } · { $clock }
games-your-move = **your move**
games-bold-to-move = **{ $player } to move**
games-to-move = { $player } to move
games-over = over
games-none-yours = You have no game in progress: start one with /challenge.
games-none-theirs = { $player } has no game in progress here.
