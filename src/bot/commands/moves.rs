//! /moves: where a piece (or a piece in hand) can go, listed and drawn. When the answer is
//! "nowhere" it says why; and a player may plan during the opponent's turn: their piece's
//! moves are then shown as if it were their turn, and the answer says so.

use super::common::{acknowledge, before_answer, lang_of, resolve_game, user_of};
use super::game::truncate;
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::limits;
use crate::bot::present::{board_png_of, excerpt, move_text, view_for, Marked};
use crate::i18n::games::{game_name, piece_name};
use crate::i18n::Lang;
use crate::rules::{Color, Move, Position, Square};
use crate::t;
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
    let lang = lang_of(ctx).await;
    let mine = if me == info.black {
        Some(Color::Black)
    } else if me == info.white {
        Some(Color::White)
    } else {
        None
    };
    let pos = history.position();
    let question = match Question::read(lang, pos, square.trim(), mine) {
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
    let owner = question.owner(lang, mine == Some(question.side));
    let mut summary = if texts.is_empty() {
        why_none(lang, &asked, &owner, &question)
    } else {
        t!(
            lang,
            "moves-list",
            owner = capital(&owner),
            place = &question.place,
            count = texts.len(),
            moves = texts.join(", ")
        )
    };
    if planning {
        let side = side_word(lang, pos.side_to_move());
        let before = if mine == Some(question.side) {
            t!(lang, "moves-planning-mine", side = side)
        } else {
            t!(
                lang,
                "moves-planning-theirs",
                side = side,
                owner = side_word(lang, question.side)
            )
        };
        summary = format!("{before} {summary}");
    }
    let view = view_for(Some(&settings), &info, pos.side_to_move(), lang);
    let names = [
        ctx.data().names.name_of(ctx.http(), info.black).await,
        ctx.data().names.name_of(ctx.http(), info.white).await,
    ];
    let footer = planning.then(|| {
        let turn = match question.side {
            Color::Black => t!(lang, "image-turn-black"),
            Color::White => t!(lang, "image-turn-white"),
        };
        t!(lang, "image-planning", turn = turn)
    });
    let last = history.moves().last().copied();
    let marked = question.marked;
    let png = ctx
        .data()
        .render(move || board_png_of(&asked, last, &view, [&names[0], &names[1]], marked, footer))
        .await?;
    send(
        ctx,
        limits::reply(lang, truncate(&summary, 1900))
            .ephemeral(true)
            .attachment(CreateAttachment::bytes(png, "moves.png")),
    )
    .await?;
    Ok(())
}

/// "Black", "White" in `lang`, as a sentence names a side.
fn side_word(lang: Lang, side: Color) -> String {
    match side {
        Color::Black => t!(lang, "side-word-black"),
        Color::White => t!(lang, "side-word-white"),
    }
}

/// What was asked: a piece on a square, or a kind of piece in a hand.
struct Question {
    side: Color,
    /// The piece's name in the asker's language.
    name: &'static str,
    /// "on 7i" or "in hand", in the asker's language.
    place: String,
    marked: Marked,
}

impl Question {
    /// Reads `text` against `pos`; `mine` is the asker's side if they play. Refusals say
    /// why, in `lang`.
    fn read(
        lang: Lang,
        pos: &Position,
        text: &str,
        mine: Option<Color>,
    ) -> Result<Question, String> {
        let g = pos.game();
        if let Some(id) = text.strip_suffix(['*', '\'']) {
            let Some((kind, _)) = g.find_piece(id) else {
                let example = g
                    .pawn_kind()
                    .or_else(|| g.kinds().next())
                    .map(|k| format!("{}*", g.piece(k).abbrev))
                    .unwrap_or_else(|| "P*".to_string());
                return Err(t!(
                    lang,
                    "moves-no-such-piece",
                    game = game_name(lang, g),
                    text = excerpt(id, 20),
                    example = example
                ));
            };
            let side = mine.unwrap_or(pos.side_to_move());
            let name = piece_name(lang, g, kind, false);
            if pos.hand_count(side, kind) == 0 {
                return Err(match mine {
                    Some(_) => t!(lang, "moves-none-in-hand-mine", piece = name),
                    None => t!(
                        lang,
                        "moves-none-in-hand",
                        side = side_word(lang, side),
                        piece = name
                    ),
                });
            }
            return Ok(Question {
                side,
                name,
                place: t!(lang, "moves-in-hand"),
                marked: Marked {
                    drops: Some(kind),
                    ..Marked::default()
                },
            });
        }
        let Some(sq) = Square::parse(text).filter(|s| g.contains(*s)) else {
            return Err(t!(
                lang,
                "moves-not-a-square",
                text = excerpt(text, 20),
                board = g.board_text()
            ));
        };
        let Some(piece) = pos.piece_at(sq) else {
            return Err(t!(lang, "moves-empty-square", square = sq.to_string()));
        };
        Ok(Question {
            side: piece.color,
            name: piece_name(lang, g, piece.kind, piece.promoted),
            place: t!(lang, "moves-on", square = sq.to_string()),
            marked: Marked {
                square: Some(sq),
                ..Marked::default()
            },
        })
    }

    /// "your Rook", "Black's Rook" in `lang`.
    fn owner(&self, lang: Lang, mine: bool) -> String {
        match (mine, self.side) {
            (true, _) => t!(lang, "moves-owner-mine", piece = self.name),
            (false, Color::Black) => t!(lang, "moves-owner-black", piece = self.name),
            (false, Color::White) => t!(lang, "moves-owner-white", piece = self.name),
        }
    }

    fn fits(&self, m: Move) -> bool {
        match m {
            Move::Board { from, .. } => self.marked.square == Some(from),
            Move::Drop { kind, .. } => self.marked.drops == Some(kind),
        }
    }
}

/// Why a piece has no legal move, in one line.
fn why_none(lang: Lang, pos: &Position, owner: &str, q: &Question) -> String {
    let id = if pos.in_check() {
        "moves-none-check"
    } else if q.marked.drops.is_some() {
        "moves-none-drop"
    } else {
        "moves-none-blocked"
    };
    crate::i18n::tr(
        lang,
        id,
        &[
            ("owner", capital(owner).into()),
            ("place", (&q.place).into()),
        ],
    )
}

fn capital(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
