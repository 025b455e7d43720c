//! Challenges: created, accepted (starting a game), declined, cancelled; expiry is the
//! clock's job.

use super::damaged::unreadable;
use super::query::GameInfo;
use super::types::{
    ChallengeId, ColorChoice, GameId, Timestamp, UserId, CHALLENGE_DAYS, DAYS_PER_MOVE,
};
use super::{player, Event, GameService, PositionFault, Result, ServiceError};
use crate::ai::Level;
use crate::rules::usi::{parse_position, UsiError};
use crate::rules::{Color, Position, Variant};
use crate::store::comfort_queries;
use crate::store::queries::{self, NewChallengeRow, NewGameRow};
use crate::store::rows::{ChallengeRow, GameRow};
use crate::store::ChallengeStatus;
use crate::store::{Db, WriteTx};
use std::hash::BuildHasher;

/// A game about to begin (see [`GameService::create_game`]).
pub(super) struct GameToCreate<'a> {
    pub variant: Variant,
    pub black: UserId,
    pub white: UserId,
    pub start_sfen: &'a str,
    pub days_per_move: Option<i64>,
    /// The computer's user and level, when it plays.
    pub computer: Option<(UserId, Level)>,
    pub rated: bool,
}

/// What a player asks for with /challenge.
#[derive(Clone, Debug)]
pub struct NewChallenge {
    pub challenger: UserId,
    /// `None`: an open challenge anyone may take.
    pub opponent: Option<UserId>,
    pub variant: String,
    /// `None`: no time limit.
    pub days_per_move: Option<u32>,
    pub color: ColorChoice,
    /// An SFEN or `startpos [moves ...]` / `sfen ... [moves ...]`; `None` for the start.
    pub position: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    pub id: ChallengeId,
    pub challenger: UserId,
    pub challenged: Option<UserId>,
    pub variant: Variant,
    pub days_per_move: Option<u32>,
    pub color: ColorChoice,
    pub start_sfen: String,
    pub expires_at: Timestamp,
    pub status: ChallengeStatus,
    pub game: Option<GameId>,
    /// Where its card was posted (channel, message), once posted.
    pub card: Option<(u64, u64)>,
    /// The server its card was posted in (its language is the card's).
    pub guild: Option<u64>,
    /// Its game will be rated (docs/ratings.md); a game against the computer never is.
    pub rated: bool,
    /// One-day extensions each player of its game gets (issue 33); 0: none.
    pub extensions: u32,
}

impl Challenge {
    fn from_row(r: &ChallengeRow) -> Result<Challenge> {
        let corrupt = || ServiceError::Corrupt(format!("challenge #{}", r.id));
        Ok(Challenge {
            id: ChallengeId(r.id),
            challenger: UserId::from_db(r.challenger),
            challenged: r.challenged.map(UserId::from_db),
            variant: Variant::from_id(&r.variant).ok_or_else(corrupt)?,
            days_per_move: r.days_per_move.map(|d| d as u32),
            color: r.color,
            start_sfen: r.start_sfen.clone(),
            expires_at: Timestamp(r.expires_at),
            status: r.status,
            game: r.game_id.map(GameId),
            card: r
                .channel_id
                .zip(r.message_id)
                .map(|(c, m)| (c as u64, m as u64)),
            guild: r
                .guild_id
                .and_then(|g| u64::try_from(g).ok())
                .filter(|&g| g > 0),
            rated: r.rated != 0,
            extensions: 0,
        })
    }
}

/// A challenge with its extensions (a table of its own: migration 0016).
async fn read_challenge(c: &mut dyn Db, id: ChallengeId) -> Result<Challenge> {
    let mut ch = Challenge::from_row(&challenge_row(c, id).await?)?;
    let n = comfort_queries::challenge_extensions(c, id.0).await?;
    ch.extensions = u32::try_from(n).unwrap_or(0).min(super::MAX_EXTENSIONS);
    Ok(ch)
}

/// A challenge's row; one that does not decode is reported damaged.
async fn challenge_row(c: &mut dyn Db, id: ChallengeId) -> Result<ChallengeRow> {
    queries::challenge(c, id.0)
        .await
        .map_err(|e| unreadable(e, || format!("challenge {id}")))?
        .ok_or(ServiceError::NoChallenge)
}

/// The start position a challenge names, as an SFEN.
fn start_sfen(variant: Variant, position: Option<&str>) -> Result<String> {
    let Some(text) = position.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(Position::start(variant).to_sfen());
    };
    let bad = |e: UsiError| ServiceError::BadPosition(PositionFault::Usi(e));
    let history = if text.starts_with("startpos") || text.starts_with("sfen ") {
        parse_position(variant, text).map_err(bad)?
    } else {
        let pos = Position::from_sfen(variant, text).map_err(|e| bad(UsiError::Sfen(e)))?;
        crate::rules::History::new(pos)
    };
    if history.outcome().is_some() {
        return Err(ServiceError::BadPosition(PositionFault::Over));
    }
    Ok(history.position().to_sfen())
}

/// Whether a challenge may be made at all (no I/O), with its variant and start SFEN.
fn validate(n: &NewChallenge) -> Result<(Variant, String)> {
    if n.opponent == Some(n.challenger) {
        return Err(ServiceError::SelfChallenge);
    }
    let variant = Variant::from_id(&n.variant)
        .ok_or_else(|| ServiceError::UnknownVariant(n.variant.clone()))?;
    if let Some(d) = n.days_per_move {
        if !DAYS_PER_MOVE.contains(&d) {
            return Err(ServiceError::BadTime);
        }
    }
    Ok((variant, start_sfen(variant, n.position.as_deref())?))
}

impl GameService {
    /// The refusals `challenge` would give, without writing: a front end can answer them at
    /// once and privately, before it commits to a public answer.
    pub fn check_challenge(&self, n: &NewChallenge) -> Result<()> {
        validate(n).map(|_| ())
    }

    /// A friendly challenge (the terminal's and the web lobby's local games, and tests):
    /// its game is not rated. The bot's challenges are [`Self::challenge_rated`].
    pub async fn challenge(&self, n: NewChallenge) -> Result<(Challenge, Vec<Event>)> {
        self.challenge_rated(n, false).await
    }

    /// A challenge whose game is rated when `rated` holds, it is played from the game's
    /// start position and it is not against the computer (a set-up position makes it
    /// friendly; so does the computer accepting it, and a takeback during the game).
    pub async fn challenge_rated(
        &self,
        n: NewChallenge,
        rated: bool,
    ) -> Result<(Challenge, Vec<Event>)> {
        self.challenge_with(n, rated, 0).await
    }

    /// [`Self::challenge_rated`], its game giving each player `extensions` one-day
    /// extensions (0 to [`super::MAX_EXTENSIONS`]; more is refused, nothing stored).
    pub async fn challenge_with(
        &self,
        n: NewChallenge,
        rated: bool,
        extensions: u32,
    ) -> Result<(Challenge, Vec<Event>)> {
        if extensions > super::MAX_EXTENSIONS {
            return Err(ServiceError::BadExtensions);
        }
        let (variant, sfen) = validate(&n)?;
        let rated = rated && sfen == Position::start(variant).to_sfen();
        let now = self.now();
        let mut tx = self.store.write().await?;
        queries::ensure_user(&mut tx, n.challenger.db()).await?;
        // The challenger's row, locked on PostgreSQL: two challenges of one user at once
        // would otherwise both count the open ones before either is inserted, and pass the
        // limit together.
        queries::user(&mut tx, n.challenger.db()).await?;
        self.check_open_challenges(&mut tx, n.challenger, now)
            .await?;
        let id = queries::insert_challenge(
            &mut tx,
            &NewChallengeRow {
                challenger: n.challenger.db(),
                challenged: n.opponent.map(UserId::db),
                variant: variant.id(),
                start_sfen: &sfen,
                color: n.color,
                days_per_move: n.days_per_move.map(i64::from),
                created_at: now.0,
                expires_at: now.plus_days(CHALLENGE_DAYS).0,
                rated,
            },
        )
        .await?;
        if extensions > 0 {
            comfort_queries::set_challenge_extensions(&mut tx, id, i64::from(extensions)).await?;
        }
        let challenge = read_challenge(&mut tx, ChallengeId(id)).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        let event = Event::ChallengeCreated {
            challenge: challenge.id,
            challenger: n.challenger,
            challenged: n.opponent,
            variant: variant.id().to_string(),
        };
        Ok((challenge, vec![event]))
    }

    /// Remembers the message that shows a challenge.
    pub async fn set_challenge_message(
        &self,
        id: ChallengeId,
        guild: Option<u64>,
        channel: u64,
        message: u64,
    ) -> Result<()> {
        use super::query::discord_id_to_db;
        let guild = guild.map(discord_id_to_db).transpose()?;
        let (channel, message) = (discord_id_to_db(channel)?, discord_id_to_db(message)?);
        let mut tx = self.store.write().await?;
        queries::set_challenge_message(&mut tx, id.0, guild, channel, message).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(())
    }

    pub async fn challenge_info(&self, id: ChallengeId) -> Result<Challenge> {
        let mut c = self.store.read().await?;
        read_challenge(&mut c, id).await
    }

    /// Accepting starts the game.
    pub async fn accept(&self, id: ChallengeId, user: UserId) -> Result<(GameInfo, Vec<Event>)> {
        self.start_game(id, user, None).await
    }

    /// The computer, as the user `computer`, takes a challenge made to it: the game starts
    /// at once, and the computer plays at `level`.
    pub async fn accept_for_computer(
        &self,
        id: ChallengeId,
        computer: UserId,
        level: Level,
    ) -> Result<(GameInfo, Vec<Event>)> {
        self.start_game(id, computer, Some(level)).await
    }

    async fn start_game(
        &self,
        id: ChallengeId,
        user: UserId,
        computer_level: Option<Level>,
    ) -> Result<(GameInfo, Vec<Event>)> {
        self.retried(|| self.start_game_once(id, user, computer_level))
            .await
    }

    async fn start_game_once(
        &self,
        id: ChallengeId,
        user: UserId,
        computer_level: Option<Level>,
    ) -> Result<(GameInfo, Vec<Event>)> {
        let now = self.now();
        let mut tx = self.store.write().await?;
        let ch = read_challenge(&mut tx, id).await?;
        // An expired challenge says so, whether or not the scheduler has marked it yet.
        let open = ch.status == ChallengeStatus::Open;
        if ch.status == ChallengeStatus::Expired || (open && ch.expires_at <= now) {
            return Err(ServiceError::ChallengeExpired);
        }
        if !open {
            return Err(ServiceError::ChallengeClosed);
        }
        if user == ch.challenger {
            return Err(ServiceError::SelfChallenge);
        }
        if ch.challenged.is_some_and(|c| c != user) {
            return Err(ServiceError::NotForYou);
        }
        queries::ensure_user(&mut tx, user.db()).await?;
        if computer_level.is_some() {
            // Locked, as for the open challenges: one user's games against the computer
            // are counted by one transaction at a time.
            queries::user(&mut tx, ch.challenger.db()).await?;
            self.check_computer_games(&mut tx, ch.challenger).await?;
        }
        let challenger_black = match ch.color {
            ColorChoice::Black => true,
            ColorChoice::White => false,
            ColorChoice::Random => {
                std::collections::hash_map::RandomState::new().hash_one((id.0, now.0)) & 1 == 0
            }
        };
        let (black, white) = if challenger_black {
            (ch.challenger, user)
        } else {
            (user, ch.challenger)
        };
        let computer = computer_level.map(|level| (user, level));
        let (game_row, start) = self
            .create_game(
                &mut tx,
                &GameToCreate {
                    variant: ch.variant,
                    black,
                    white,
                    start_sfen: &ch.start_sfen,
                    days_per_move: ch.days_per_move.map(i64::from),
                    computer,
                    rated: ch.rated && computer_level.is_none(),
                },
                now,
            )
            .await?;
        let game = game_row.id;
        let to_move = player(&game_row, start.side_to_move());
        if ch.extensions > 0 {
            comfort_queries::insert_game_extensions(&mut tx, game, i64::from(ch.extensions))
                .await?;
        }
        if !queries::close_challenge(&mut tx, id.0, ChallengeStatus::Accepted, Some(game)).await? {
            return Err(ServiceError::ChallengeClosed);
        }
        tx.commit().await.map_err(ServiceError::from)?;
        // The first move then finds the game warm instead of replaying it.
        self.remember(game, game_row.version, &crate::rules::History::new(start));
        let info = GameInfo::from_row(&game_row)?;
        let event = Event::GameStarted {
            game: GameId(game),
            challenge: id,
            black,
            white,
            variant: ch.variant.id().to_string(),
            to_move,
        };
        Ok((info, vec![event]))
    }

    /// Creates a game between two players, its clock started: the one path by which games
    /// begin, from an accepted challenge or a tournament's pairing. Returns its row and its
    /// start position; the caller commits.
    pub(super) async fn create_game(
        &self,
        tx: &mut WriteTx,
        g: &GameToCreate<'_>,
        now: Timestamp,
    ) -> Result<(GameRow, Position)> {
        let start = Position::from_stored_sfen(g.variant, g.start_sfen)
            .map_err(|e| ServiceError::Corrupt(e.to_string()))?;
        let to_move = match start.side_to_move() {
            Color::Black => g.black,
            Color::White => g.white,
        };
        let computer = g.computer.map(|(user, _)| user);
        let (deadline, reminder_at) = self
            .clock_for(tx, g.days_per_move, to_move, computer, now)
            .await?;
        let game = queries::insert_game(
            tx,
            &NewGameRow {
                variant: g.variant.id(),
                black: g.black.db(),
                white: g.white.db(),
                start_sfen: g.start_sfen,
                side_to_move: start.side_to_move(),
                days_per_move: g.days_per_move,
                deadline,
                reminder_at,
                now: now.0,
                computer: g.computer.map(|(user, level)| (user.db(), level.into())),
                rules_hash: &g.variant.game().rules_hash,
                rated: g.rated,
            },
        )
        .await?;
        queries::set_agreed_board_style(tx, game, g.black.db(), g.white.db()).await?;
        let row = self.game_row(tx, GameId(game)).await?;
        Ok((row, start))
    }

    pub async fn decline(&self, id: ChallengeId, user: UserId) -> Result<Vec<Event>> {
        let mut tx = self.store.write().await?;
        let row = challenge_row(&mut tx, id).await?;
        let ch = Challenge::from_row(&row)?;
        if ch.challenged != Some(user) {
            return Err(if user == ch.challenger {
                ServiceError::DeclineOwn
            } else {
                ServiceError::NotForYou
            });
        }
        if !queries::close_challenge(&mut tx, id.0, ChallengeStatus::Declined, None).await? {
            return Err(ServiceError::ChallengeClosed);
        }
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(vec![Event::ChallengeDeclined {
            challenge: id,
            challenger: ch.challenger,
            by: user,
        }])
    }

    pub async fn cancel(&self, id: ChallengeId, user: UserId) -> Result<Vec<Event>> {
        let mut tx = self.store.write().await?;
        let row = challenge_row(&mut tx, id).await?;
        if UserId::from_db(row.challenger) != user {
            return Err(ServiceError::NotChallenger);
        }
        if !queries::close_challenge(&mut tx, id.0, ChallengeStatus::Cancelled, None).await? {
            return Err(ServiceError::ChallengeClosed);
        }
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(vec![Event::ChallengeCancelled { challenge: id }])
    }
}
