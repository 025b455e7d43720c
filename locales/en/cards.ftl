# Challenge cards, public: in the server's language.

card-title = { $variant } challenge { $challenge }
card-board-drops = A { $width }x{ $height } board, a promotion zone of { $zone ->
        [one] 1 rank
       *[other] { $zone } ranks
    }; captured pieces can be dropped.
card-board-no-drops = A { $width }x{ $height } board, a promotion zone of { $zone ->
        [one] 1 rank
       *[other] { $zone } ranks
    }; captured pieces leave the game.
card-time = Time: { $time }.
time-days-per-move = { $days ->
        [one] 1 day
       *[other] { $days } days
    } per move
time-unlimited = no limit
card-rated = Rated.
card-friendly = Friendly (not rated).
card-plays-black = { $player } plays Black (moves first).
card-plays-white = { $player } plays White.
card-colours-random = Colours are drawn at random when the challenge is accepted.
card-expires = Expires <t:{ $unix }:R>.
card-style-western = Boards in the game's thread: western letters (one of you chose them in /settings).
card-style-kanji = Boards in the game's thread: kanji, unless one of you picks western letters in /settings before the game starts.
card-style-kanji-open = Boards in the game's thread: kanji, or western letters if the player who accepts chose them in /settings.
card-challenges = { $player } challenges { $opponent }!
card-open = { $player } posts an open challenge: anyone may accept.
card-plays-computer = { $player } plays { $computer } (computer, { $level }): the game starts at once.
card-accepted = Challenge accepted by { $player }: game { $game }.
card-declined = Challenge declined by { $player }.
card-expired = Challenge { $challenge } by { $player } expired unanswered; send a new one with /challenge.
card-expired-pressed = This challenge expired unanswered; send a new one with /challenge.
card-cancelled = Challenge cancelled by the challenger.
