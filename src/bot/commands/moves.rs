//! /moves: where a piece (or a piece in hand) can go, listed and drawn. When the answer is
//! "nowhere" it says why; and a player may plan during the opponent's turn: their piece's
//! moves are then shown as if it were their turn, and the answer says so.

use super::common::{acknowledge, before_answer, resolve_game, user_of};
use super::game::truncate;
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::limits;
use crate::bot::present::{board_png_of, count, excerpt, move_text, view_for, Marked};
use crate::rules::{Color, Move, Position, Square};
use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;

/// Where the piece on a square (or a piece in hand, e.g. P*) can go.
#[poise::command(slash_command)]
pub async fn moves(
    ctx: Context<'_>,
    #[description = "A square like 7i, or a piece in hand like P*"] square: String,
    #[description = "Game number"] game: Option<String>,
) -> Result<(), Error> {
    let info = resolve_game(ctx, game.as_deref()).await?;
    let (info, history) = before_answer(ctx, ctx.data().service.game_history(info.id)).await?;
    let me = user_of(ctx);
    let mine = if me == info.black {
        Some(Color::Black)
    } else if me == info.white {
        Some(Color::White)
    } else {
        None
    };
    let pos = history.position();
    let question = match Question::read(pos, square.trim(), mine) {
        Ok(q) => q,
        Err(why) => return refuse(why),
    };
    acknowledge(ctx, true).await?;
    let settings = ctx.data().service.settings(me).await?;
    // The moves as if it were the owner's turn (a copy of the position; nothing is stored).
    let mut asked = pos.clone();
    let planning = question.side != pos.side_to_move() && history.outcome().is_none();
    if planning {
        asked.set_side_to_move(question.side);
    }
    let list: Vec<Move> = asked
        .legal_moves()
        .into_iter()
        .filter(|m| question.fits(*m))
        .collect();
    let texts: Vec<String> = list
        .iter()
        .map(|&m| move_text(&asked, m, None, settings.notation))
        .collect();
    let owner = if mine == Some(question.side) {
        format!("your {}", question.name)
    } else {
        format!("{}'s {}", question.side.title(), question.name)
    };
    let mut summary = if texts.is_empty() {
        why_none(&asked, &owner, &question)
    } else {
        format!(
            "{} {} has {}: {}.",
            capital(&owner),
            question.place,
            count(texts.len() as u64, "legal move"),
            texts.join(", ")
        )
    };
    if planning {
        summary = format!(
            "It is {}'s turn; these are the moves on {} next turn, if the position stays as it is. {summary}",
            pos.side_to_move().title(),
            if mine == Some(question.side) {
                "your".to_string()
            } else {
                format!("{}'s", question.side.title())
            }
        );
    }
    let view = view_for(Some(&settings), &info, pos.side_to_move());
    let names = [
        ctx.data().names.name_of(ctx.http(), info.black).await,
        ctx.data().names.name_of(ctx.http(), info.white).await,
    ];
    let footer =
        planning.then(|| format!("{} to move next turn (planning)", question.side.title()));
    let last = history.moves().last().copied();
    let marked = question.marked;
    let png = ctx
        .data()
        .render(move || board_png_of(&asked, last, &view, [&names[0], &names[1]], marked, footer))
        .await?;
    send(
        ctx,
        limits::reply(truncate(&summary, 1900))
            .ephemeral(true)
            .attachment(CreateAttachment::bytes(png, "moves.png")),
    )
    .await?;
    Ok(())
}

/// What was asked: a piece on a square, or a kind of piece in a hand.
struct Question {
    side: Color,
    name: &'static str,
    /// "on 7i" or "in hand"
    place: String,
    marked: Marked,
}

impl Question {
    /// Reads `text` against `pos`; `mine` is the asker's side if they play. Refusals say why.
    fn read(pos: &Position, text: &str, mine: Option<Color>) -> Result<Question, String> {
        let g = pos.game();
        if let Some(id) = text.strip_suffix(['*', '\'']) {
            let Some((kind, _)) = g.find_piece(id) else {
                let example = g
                    .pawn_kind()
                    .or_else(|| g.kinds().next())
                    .map(|k| format!(", e.g. {}*", g.piece(k).abbrev))
                    .unwrap_or_default();
                return Err(format!(
                    "{} has no piece \"{}\": write a piece letter and *{example}",
                    g.name,
                    excerpt(id, 20)
                ));
            };
            let side = mine.unwrap_or(pos.side_to_move());
            let name = g.piece(kind).name;
            if pos.hand_count(side, kind) == 0 {
                return Err(match mine {
                    Some(_) => format!("you have no {name} in hand, so there is nothing to drop"),
                    None => format!("{} has no {name} in hand", side.title()),
                });
            }
            return Ok(Question {
                side,
                name,
                place: "in hand".to_string(),
                marked: Marked {
                    drops: Some(kind),
                    ..Marked::default()
                },
            });
        }
        let Some(sq) = Square::parse(text).filter(|s| g.contains(*s)) else {
            return Err(format!(
                "\"{}\" is not a square of the {} board (e.g. 7i) or a piece in hand (e.g. P*)",
                excerpt(text, 20),
                g.board_text()
            ));
        };
        let Some(piece) = pos.piece_at(sq) else {
            return Err(format!(
                "there is no piece on {sq}: give the square of a piece"
            ));
        };
        Ok(Question {
            side: piece.color,
            name: g.piece_name(piece.kind, piece.promoted),
            place: format!("on {sq}"),
            marked: Marked {
                square: Some(sq),
                ..Marked::default()
            },
        })
    }

    fn fits(&self, m: Move) -> bool {
        match m {
            Move::Board { from, .. } => self.marked.square == Some(from),
            Move::Drop { kind, .. } => self.marked.drops == Some(kind),
        }
    }
}

/// Why a piece has no legal move, in one line.
fn why_none(pos: &Position, owner: &str, q: &Question) -> String {
    let owner = capital(owner);
    if pos.in_check() {
        format!(
            "{owner} {} has no legal move: its King is in check, and this piece can neither block nor capture the checker.",
            q.place
        )
    } else if q.marked.drops.is_some() {
        format!(
            "{owner} {} has no legal move: there is no square it may be dropped on.",
            q.place
        )
    } else {
        format!(
            "{owner} {} has no legal move: every square it reaches is blocked by its own side, or moving it would expose its King.",
            q.place
        )
    }
}

fn capital(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
