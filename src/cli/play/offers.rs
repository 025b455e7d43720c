//! Questions asked at the prompt: offers to answer and the promotion choice.

use super::*;

impl Session<'_> {
    pub(super) fn offer(&mut self, kind: OfferKind, by: Color, out: &mut impl Write) -> Result<()> {
        self.call(self.service.offer(self.info.id, self.user(by), kind))?;
        let offer = Offer { kind, by };
        self.question = Some(Question::Offer(offer));
        let side = side_name(self.lang, by);
        writeln!(
            out,
            "{}",
            t!(self.lang, "cli-offer", side = side, kind = kind.as_str())
        )?;
        if self.computer.is_some() && by == Color::Black {
            // The computer (White) answers by itself, as it does in the bot.
            let accept = crate::service::computer_accepts(&self.history, Color::White, kind);
            self.answer(offer, if accept { "y" } else { "n" }, out)?;
        }
        Ok(())
    }

    pub(super) fn offer_question(&self, offer: Offer) -> String {
        t!(
            self.lang,
            "cli-offer-question",
            to = side_name(self.lang, offer.by.opponent()),
            side = side_name(self.lang, offer.by),
            kind = offer.kind.as_str()
        )
    }

    pub(super) fn answer(
        &mut self,
        offer: Offer,
        line: &str,
        out: &mut impl Write,
    ) -> Result<Flow> {
        let accept = match line.to_ascii_lowercase().as_str() {
            "y" | "yes" => true,
            "n" | "no" => false,
            "quit" | "exit" => return Ok(Flow::Quit),
            _ => return Err(Refused(t!(self.lang, "cli-answer-y-or-n")).into()),
        };
        let answerer = self.user(offer.by.opponent());
        self.call(
            self.service
                .answer(self.info.id, answerer, offer.kind, accept),
        )?;
        self.question = None;
        let who = side_name(self.lang, offer.by.opponent());
        if !accept {
            writeln!(out, "{}", t!(self.lang, "cli-declines", side = who))?;
            return Ok(Flow::Continue);
        }
        writeln!(out, "{}", t!(self.lang, "cli-accepts", side = who))?;
        let before = self.history.moves().len();
        self.refresh()?;
        if offer.kind == OfferKind::Takeback {
            let plies = before - self.history.moves().len();
            writeln!(out, "{}", t!(self.lang, "cli-took-back", plies = plies))?;
            self.forget_images(before, out)?;
            self.write_image(out)?;
            self.show_board(out)?;
        }
        Ok(Flow::Continue)
    }

    /// y or n plays the move with or without promotion; `quit` leaves; `board`, `moves` and
    /// `help` are shown with the question still open; anything else is refused and the
    /// question stays, so that a later `n` is not read as a move.
    pub(super) fn promote(
        &mut self,
        [yes, no]: [Move; 2],
        line: &str,
        out: &mut impl Write,
    ) -> Result<Flow> {
        let game = self.history.position().game();
        let text = match line.to_ascii_lowercase().as_str() {
            "y" | "yes" => to_canonical(game, yes),
            "n" | "no" => format!("{}=", to_canonical(game, no)),
            "quit" | "exit" => return Ok(Flow::Quit),
            // Looking at the board does not answer the question, nor drop it.
            "board" | "moves" | "help" | "?" => return self.command(line, out),
            _ => return Err(Refused(t!(self.lang, "cli-answer-promotion")).into()),
        };
        self.question = None;
        self.play_move(&text, out)?;
        Ok(Flow::Continue)
    }
}
