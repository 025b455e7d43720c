//! Moves, resignation and offers (draw, takeback, impasse).

use super::events::Notification;
use super::query::GameInfo;
use super::types::{GameId, OfferKind, Timestamp, UserId};
use super::{color_of, player, Event, GameService, Result, ServiceError};
use crate::rules::notation::{parse_move, to_canonical};
use crate::rules::outcome::score_impasse;
use crate::rules::{Color, History, Move, Outcome, Position, Reason};
use crate::store::forecast_queries;
use crate::store::limit_queries;
use crate::store::queries::{self, GameUpdate};
use crate::store::rating_queries;
use crate::store::rows::GameRow;
use crate::store::{GameStatus, WriteTx};

/// What a successful move returns: everything its post needs, so that a front end neither
/// reads the game again nor replays it.
#[derive(Clone, Debug)]
pub struct MoveResult {
    /// The game after the move.
    pub history: History,
    /// The game's summary after the move (whose turn, deadline, result).
    pub info: GameInfo,
    /// The position the move was played in, and the move before it (for notations that
    /// need them).
    pub before: Position,
    pub played: Move,
    pub previous: Option<Move>,
    pub events: Vec<Event>,
    /// The outbox row that stands for the move's post, when the service keeps one
    /// ([`GameService::keep_move_posts`]): mark it delivered once posted.
    pub post: Option<i64>,
    /// Played from the player's conditional moves (`forecast`), not typed.
    pub prepared: bool,
    /// Answered at once by the opponent's prepared move ([`Self::reply`]): nobody is called
    /// to move by this move's post.
    pub answered: bool,
    /// The opponent's prepared answer, played at once in the same transaction: posted
    /// right after this move, exactly like it.
    pub reply: Option<Box<MoveResult>>,
}

/// A move stored in a transaction, before its event and result are made.
struct Recorded {
    by: UserId,
    ply: u32,
    canonical: String,
    check: bool,
    before: Position,
    previous: Option<Move>,
    played: Move,
}

impl Recorded {
    fn event(
        &self,
        row: &GameRow,
        to_move: Option<UserId>,
        deadline: Option<i64>,
        prepared: bool,
        answered: bool,
    ) -> Event {
        Event::MovePlayed {
            game: GameId(row.id),
            ply: self.ply,
            by: self.by,
            canonical: self.canonical.clone(),
            check: self.check,
            to_move,
            deadline: deadline.map(Timestamp),
            prepared,
            answered,
        }
    }

    fn result(
        self,
        history: History,
        info: GameInfo,
        events: Vec<Event>,
        post: Option<i64>,
    ) -> MoveResult {
        MoveResult {
            history,
            info,
            before: self.before,
            played: self.played,
            previous: self.previous,
            events,
            post,
            prepared: false,
            answered: false,
            reply: None,
        }
    }
}

impl GameService {
    /// Plays what the user typed. With `expected_ply` (e.g. from a button), the move is
    /// refused if the game moved on since.
    pub async fn play(
        &self,
        game: GameId,
        user: UserId,
        text: &str,
        expected_ply: Option<u32>,
    ) -> Result<MoveResult> {
        self.play_with(game, user, expected_ply, |pos| Ok(parse_move(pos, text)?))
            .await
    }

    /// Plays a move already in the rules' terms (the computer's); refused like a typed one
    /// if it is not legal in the game's current position.
    pub async fn play_move(
        &self,
        game: GameId,
        user: UserId,
        mv: Move,
        expected_ply: Option<u32>,
    ) -> Result<MoveResult> {
        self.play_with(game, user, expected_ply, |pos| {
            if pos.legal_moves().contains(&mv) {
                Ok(mv)
            } else {
                Err(ServiceError::PositionChanged)
            }
        })
        .await
    }

    async fn play_with(
        &self,
        game: GameId,
        user: UserId,
        expected_ply: Option<u32>,
        choose: impl Fn(&Position) -> Result<Move>,
    ) -> Result<MoveResult> {
        self.retried(|| self.play_once(game, user, expected_ply, &choose))
            .await
    }

    async fn play_once(
        &self,
        game: GameId,
        user: UserId,
        expected_ply: Option<u32>,
        choose: &impl Fn(&Position) -> Result<Move>,
    ) -> Result<MoveResult> {
        let now = self.now();
        let mut tx = self.store.write().await?;
        let row = self.game_row(&mut tx, game).await?;
        if expected_ply.is_some_and(|p| i64::from(p) != row.ply) {
            return Err(ServiceError::PositionChanged);
        }
        let color = color_of(&row, user).ok_or(ServiceError::NotAPlayer(game))?;
        if row.status != GameStatus::Active {
            return Err(ServiceError::GameOver(game));
        }
        let mut info = GameInfo::from_row(&row).map_err(|e| self.note(row.id, e))?;
        let mut history = self.history(&mut tx, &row).await?;
        if history.position().side_to_move() != color {
            return Err(ServiceError::NotYourTurn(game));
        }
        let mv = choose(history.position())?;
        let first = self
            .record_move(&mut tx, &row, &mut history, user, mv, now)
            .await?;
        // The opponent's prepared answer, in this same transaction: played exactly once.
        let answered = match self.prepared_reply(&mut tx, &row, &history, mv).await? {
            Some(r) => {
                let after_first = history.clone();
                let rec = self
                    .record_move(&mut tx, &row, &mut history, r.owner, r.answer, now)
                    .await?;
                Some((r.owner, after_first, rec))
            }
            None => None,
        };
        queries::delete_offers(&mut tx, row.id).await?;
        let to_move = player(&row, history.position().side_to_move());
        let (deadline, reminder_at) = self.next_clock(&mut tx, &row, &history, now).await?;
        let next = history.outcome().is_none().then_some(to_move);
        // Answered at once, the answering player was to move only for a moment: nobody is
        // called to move by the first move's post, and its clock never ran.
        let first_event = match &answered {
            Some((owner, _, _)) => first.event(&row, Some(*owner), None, false, true),
            None => first.event(&row, next, deadline, false, false),
        };
        let first_post = self.keep_post(&mut tx, &row, &first_event, now).await?;
        let last = match &answered {
            Some((_, _, rec)) => {
                let event = rec.event(&row, next, deadline, true, false);
                let post = self.keep_post(&mut tx, &row, &event, now).await?;
                Some((event, post))
            }
            None => None,
        };
        let end = self
            .commit_clocked(tx, &row, &history, now, (deadline, reminder_at))
            .await?;
        self.count_move();
        info.ply = history.moves().len() as u32;
        info.version = row.version + 1;
        info.outcome = history.outcome();
        info.to_move = next;
        info.deadline = deadline.map(Timestamp);
        let (Some((owner, first_history, rec)), Some((event, post))) = (answered, last) else {
            let mut events = vec![first_event];
            events.extend(end);
            return Ok(first.result(history, info, events, first_post));
        };
        self.count_move();
        let mut events = vec![event];
        events.extend(end);
        let mut first_info = info.clone();
        first_info.ply -= 1;
        first_info.outcome = None;
        first_info.to_move = Some(owner);
        first_info.deadline = None;
        let mut reply = rec.result(history, info, events, post);
        reply.prepared = true;
        let mut result = first.result(first_history, first_info, vec![first_event], first_post);
        result.answered = true;
        result.reply = Some(Box::new(reply));
        Ok(result)
    }

    /// In the scheduler's tick, for a game whose deadline passed (`row`, locked, checked):
    /// the move its player to move keeps for when their time runs out, played as a prepared
    /// move is (the opponent's prepared answer after it, if they have one), in the tick's
    /// transaction: exactly once. Returns the notifications written (the move posts, the
    /// end), or `None` when the player keeps no playable move for this position.
    pub(super) async fn play_on_timeout(
        &self,
        tx: &mut WriteTx,
        row: &GameRow,
        user: UserId,
        now: Timestamp,
        changed: &mut Vec<(i64, i64)>,
    ) -> Result<Option<Vec<Notification>>> {
        let mut history = self.history(tx, row).await?;
        let Some(mv) = super::forecast::stored_timeout_move(tx, row, &history, user).await? else {
            return Ok(None);
        };
        let first = self
            .record_move(tx, row, &mut history, user, mv, now)
            .await?;
        let answered = match self.prepared_reply(tx, row, &history, mv).await? {
            Some(r) => {
                let rec = self
                    .record_move(tx, row, &mut history, r.owner, r.answer, now)
                    .await?;
                Some((r.owner, rec))
            }
            None => None,
        };
        queries::delete_offers(tx, row.id).await?;
        let (deadline, reminder_at) = self.next_clock(tx, row, &history, now).await?;
        let next = history
            .outcome()
            .is_none()
            .then(|| player(row, history.position().side_to_move()));
        let mut events = Vec::new();
        match &answered {
            Some((owner, rec)) => {
                events.push(first.event(row, Some(*owner), None, true, true));
                events.push(rec.event(row, next, deadline, true, false));
            }
            None => events.push(first.event(row, next, deadline, true, false)),
        }
        let outcome = self
            .store_position(tx, row, &history, now, (deadline, reminder_at))
            .await?;
        if let Some(outcome) = outcome {
            events.push(Event::GameEnded {
                game: GameId(row.id),
                black: player(row, Color::Black),
                white: player(row, Color::White),
                outcome,
            });
        }
        self.forget(row.id);
        changed.push((row.id, row.version + 1));
        let mut out = Vec::new();
        for event in events {
            out.push(super::clock::notify(tx, Some(row.id), None, event, now).await?);
        }
        if outcome.is_some() {
            // After the game's own posts, so that its end comes before the standings.
            self.tournament_game_over(tx, row.id, now).await?;
        }
        Ok(Some(out))
    }

    /// Writes `history`'s position over `row` (refused if the game changed since `row` was
    /// read) and, when the game is over, rates it: its outcome.
    async fn store_position(
        &self,
        tx: &mut WriteTx,
        row: &GameRow,
        history: &History,
        now: Timestamp,
        (deadline, reminder_at): (Option<i64>, Option<i64>),
    ) -> Result<Option<Outcome>> {
        let outcome = history.outcome();
        let sfen = history.position().to_sfen();
        let updated = queries::update_game(
            tx,
            &GameUpdate {
                id: row.id,
                expected_version: row.version,
                position_sfen: &sfen,
                side_to_move: history.position().side_to_move(),
                ply: history.moves().len() as i64,
                finished: outcome.is_some(),
                winner: outcome.and_then(|o| o.winner),
                reason: outcome.map(|o| o.reason),
                deadline,
                reminder_at,
                now: now.0,
            },
        )
        .await?;
        if !updated {
            return Err(ServiceError::PositionChanged);
        }
        if let Some(outcome) = outcome {
            self.rate_end(tx, row, outcome, now).await?;
        }
        Ok(outcome)
    }

    /// Plays `mv` for `by` on `history` and stores it: what its event and result need.
    async fn record_move(
        &self,
        tx: &mut WriteTx,
        row: &GameRow,
        history: &mut History,
        by: UserId,
        mv: Move,
        now: Timestamp,
    ) -> Result<Recorded> {
        let before = history.position().clone();
        let previous = history.moves().last().copied();
        history
            .play(mv)
            .map_err(|_| ServiceError::PositionChanged)?;
        let ply = history.moves().len() as u32;
        let canonical = to_canonical(before.game(), mv);
        queries::insert_move(tx, row.id, i64::from(ply), &canonical, now.0).await?;
        Ok(Recorded {
            by,
            ply,
            canonical,
            check: history.position().in_check(),
            before,
            previous,
            played: mv,
        })
    }

    /// The post of a move is recorded with the move: a crash after the commit still gets it
    /// posted (once) by the next run. Ours to post: claimed from the start, so that no
    /// scheduler (this process's or another's) posts it too, unless we give it back or die.
    async fn keep_post(
        &self,
        tx: &mut WriteTx,
        row: &GameRow,
        event: &Event,
        now: Timestamp,
    ) -> Result<Option<i64>> {
        if !self.move_posts {
            return Ok(None);
        }
        let until = now.0.saturating_add(self.lease_ms);
        let claim = Some((self.worker.as_str(), until));
        let n =
            super::clock::notify_claimed(tx, Some(row.id), None, event.clone(), now, claim).await?;
        self.claim(n.id);
        Ok(Some(n.id))
    }

    /// Writes the game's new state (position, result, clock) and commits. Returns the end
    /// event if the game is over, and the new deadline.
    async fn commit_state(
        &self,
        mut tx: WriteTx,
        row: &GameRow,
        history: &History,
        now: Timestamp,
    ) -> Result<(Vec<Event>, Option<Timestamp>)> {
        let clock = self.next_clock(&mut tx, row, history, now).await?;
        let end = self.commit_clocked(tx, row, history, now, clock).await?;
        Ok((end, clock.0.map(Timestamp)))
    }

    /// The clock of the player to move after `history` (none once the game is over).
    async fn next_clock(
        &self,
        tx: &mut WriteTx,
        row: &GameRow,
        history: &History,
        now: Timestamp,
    ) -> Result<(Option<i64>, Option<i64>)> {
        if history.outcome().is_some() {
            return Ok((None, None));
        }
        let to_move = player(row, history.position().side_to_move());
        let computer = row.computer.map(UserId::from_db);
        self.clock_for(tx, row.days_per_move, to_move, computer, now)
            .await
    }

    /// [`Self::commit_state`] with the clock already decided; returns the end event, if any.
    async fn commit_clocked(
        &self,
        mut tx: WriteTx,
        row: &GameRow,
        history: &History,
        now: Timestamp,
        (deadline, reminder_at): (Option<i64>, Option<i64>),
    ) -> Result<Vec<Event>> {
        let outcome = self
            .store_position(&mut tx, row, history, now, (deadline, reminder_at))
            .await?;
        if outcome.is_some() {
            self.tournament_game_over(&mut tx, row.id, now).await?;
        }
        tx.commit().await.map_err(ServiceError::from)?;
        self.remember(row.id, row.version + 1, history);
        self.publish(row.id, row.version + 1);
        let end = outcome.map(|outcome| Event::GameEnded {
            game: super::GameId(row.id),
            black: player(row, Color::Black),
            white: player(row, Color::White),
            outcome,
        });
        Ok(end.into_iter().collect())
    }

    /// Ends an active game for a reason the board does not decide.
    async fn finish(&self, mut tx: WriteTx, row: &GameRow, outcome: Outcome) -> Result<Vec<Event>> {
        let mut history = self.history(&mut tx, row).await?;
        history.finish(outcome);
        queries::delete_offers(&mut tx, row.id).await?;
        forecast_queries::delete_forecasts(&mut tx, row.id).await?;
        forecast_queries::delete_timeout_moves(&mut tx, row.id).await?;
        Ok(self.commit_state(tx, row, &history, self.now()).await?.0)
    }

    pub async fn resign(&self, game: GameId, user: UserId) -> Result<Vec<Event>> {
        self.retried(|| self.resign_once(game, user)).await
    }

    async fn resign_once(&self, game: GameId, user: UserId) -> Result<Vec<Event>> {
        let mut tx = self.store.write().await?;
        let row = self.active_game_of(&mut tx, game, user).await?;
        let color = color_of(&row, user).ok_or(ServiceError::NotAPlayer(game))?;
        let outcome = Outcome {
            winner: Some(color.opponent()),
            reason: Reason::Resignation,
        };
        self.finish(tx, &row, outcome).await
    }

    /// Proposes a draw, a takeback of the user's last move, or an impasse.
    pub async fn offer(&self, game: GameId, user: UserId, kind: OfferKind) -> Result<Vec<Event>> {
        self.retried(|| self.offer_once(game, user, kind)).await
    }

    async fn offer_once(&self, game: GameId, user: UserId, kind: OfferKind) -> Result<Vec<Event>> {
        let now = self.now();
        let mut tx = self.store.write().await?;
        let row = self.active_game_of(&mut tx, game, user).await?;
        let color = color_of(&row, user).ok_or(ServiceError::NotAPlayer(game))?;
        if let Some(existing) = queries::offer(&mut tx, row.id, kind).await? {
            return Err(if existing.offered_by == user.db() {
                ServiceError::AlreadyOffered(kind)
            } else {
                ServiceError::OfferWaiting(kind)
            });
        }
        let history = self.history(&mut tx, &row).await?;
        match kind {
            OfferKind::Draw => {}
            OfferKind::Takeback => {
                takeback_plies(&history, color)?;
            }
            OfferKind::Impasse => {
                score_impasse(history.position()).map_err(|_| ServiceError::ImpasseNotAllowed)?;
            }
        }
        self.check_offer_interval(&mut tx, row.id, kind, user, row.ply)
            .await?;
        queries::insert_offer(&mut tx, row.id, kind, user.db(), row.ply, now.0).await?;
        limit_queries::log_offer(&mut tx, row.id, kind, user.db(), row.ply).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(vec![Event::OfferMade {
            game,
            kind,
            by: user,
            to: player(&row, color.opponent()),
            ply: row.ply as u32,
        }])
    }

    /// The opponent's answer to an offer.
    pub async fn answer(
        &self,
        game: GameId,
        user: UserId,
        kind: OfferKind,
        accept: bool,
    ) -> Result<Vec<Event>> {
        self.retried(|| self.answer_once(game, user, kind, accept))
            .await
    }

    async fn answer_once(
        &self,
        game: GameId,
        user: UserId,
        kind: OfferKind,
        accept: bool,
    ) -> Result<Vec<Event>> {
        let mut tx = self.store.write().await?;
        let row = self.active_game_of(&mut tx, game, user).await?;
        let offer = queries::offer(&mut tx, row.id, kind)
            .await?
            .ok_or(ServiceError::NoOffer(kind))?;
        if offer.offered_by == user.db() {
            return Err(ServiceError::OwnOffer);
        }
        queries::delete_offer(&mut tx, row.id, kind).await?;
        if !accept {
            tx.commit().await.map_err(ServiceError::from)?;
            return Ok(vec![Event::OfferDeclined {
                game,
                kind,
                by: user,
            }]);
        }
        let history = self.history(&mut tx, &row).await?;
        match kind {
            OfferKind::Draw => {
                let outcome = Outcome {
                    winner: None,
                    reason: Reason::Agreement,
                };
                self.finish(tx, &row, outcome).await
            }
            OfferKind::Impasse => match score_impasse(history.position()) {
                Ok(outcome) => self.finish(tx, &row, outcome).await,
                Err(_) => {
                    tx.commit().await.map_err(ServiceError::from)?;
                    Err(ServiceError::ImpasseNotAllowed)
                }
            },
            OfferKind::Takeback => {
                let requester = UserId::from_db(offer.offered_by);
                let color = color_of(&row, requester).ok_or(ServiceError::NotAPlayer(game))?;
                let plies = takeback_plies(&history, color)?;
                let mut back = history.clone();
                if !back.take_back(plies) {
                    return Err(ServiceError::NothingToTakeBack);
                }
                queries::delete_moves_from(&mut tx, row.id, back.moves().len() as i64 + 1).await?;
                // Conditional moves were made for the position taken back: lost.
                forecast_queries::delete_forecasts(&mut tx, row.id).await?;
                forecast_queries::delete_timeout_moves(&mut tx, row.id).await?;
                // A game with a takeback is never rated.
                rating_queries::unrate_game(&mut tx, row.id).await?;
                // Granted, it was no nuisance: the next one need not wait.
                limit_queries::forget_offer(&mut tx, row.id, kind, requester.db()).await?;
                self.forget(row.id);
                let to_move = player(&row, back.position().side_to_move());
                let (mut events, _) = self.commit_state(tx, &row, &back, self.now()).await?;
                events.insert(
                    0,
                    Event::TookBack {
                        game,
                        plies: plies as u32,
                        to_move,
                    },
                );
                Ok(events)
            }
        }
    }

    async fn active_game_of(
        &self,
        tx: &mut WriteTx,
        game: GameId,
        user: UserId,
    ) -> Result<GameRow> {
        let row = self.game_row(tx, game).await?;
        color_of(&row, user).ok_or(ServiceError::NotAPlayer(game))?;
        if row.status != GameStatus::Active {
            return Err(ServiceError::GameOver(game));
        }
        Ok(row)
    }
}

/// How many plies undo the requester's last move: one if the opponent has not answered it,
/// two if they have.
fn takeback_plies(history: &History, requester: Color) -> Result<usize> {
    let n = history.moves().len();
    let plies = if history.position().side_to_move() == requester {
        2
    } else {
        1
    };
    if n < plies {
        return Err(ServiceError::NothingToTakeBack);
    }
    Ok(plies)
}
