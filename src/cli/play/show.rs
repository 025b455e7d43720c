//! What the terminal shows: the board, the header, the legal moves, images, goodbyes.

use super::*;

impl Session<'_> {
    pub(super) fn list_moves(&self, out: &mut impl Write) -> Result<()> {
        let pos = self.history.position();
        let moves: Vec<String> = pos
            .legal_moves()
            .into_iter()
            .map(|m| to_western(pos, m))
            .collect();
        writeln!(out, "{} legal moves:", moves.len())?;
        let mut line = String::new();
        for m in moves {
            if !line.is_empty() && line.chars().count() + m.chars().count() > 76 {
                writeln!(out, "  {line}")?;
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line += &m;
        }
        if !line.is_empty() {
            writeln!(out, "  {line}")?;
        }
        Ok(())
    }

    pub(super) fn header(&self, out: &mut impl Write) -> Result<()> {
        let game = self.history.position().game();
        let clock = match self.info.days_per_move {
            Some(1) => ", 1 day per move".to_string(),
            Some(d) => format!(", {d} days per move"),
            None => String::new(),
        };
        let started = if self.resumed { "resumed" } else { "started" };
        let white = match self.computer {
            Some(level) => format!("White (the computer, {level})"),
            None => format!("White (player {})", self.info.white.0),
        };
        writeln!(
            out,
            "{} game {} {started}: Black (player {}) against {white}{clock}.",
            game.name, self.info.id, self.info.black.0
        )?;
        match &self.db {
            Some(db) => writeln!(out, "Kept in {db}.")?,
            None => writeln!(out, "Not kept: add --db FILE to keep the game.")?,
        }
        match example_move(self.history.position()) {
            Some(e) => writeln!(
                out,
                "Type a move (e.g. {}, {} or {}) or help.",
                e.canonical, e.with_dash, e.western
            )?,
            None => writeln!(out, "Type help for the commands.")?,
        }
        Ok(())
    }

    pub(super) fn show_board(&self, out: &mut impl Write) -> Result<()> {
        writeln!(out)?;
        writeln!(out, "{}", text_board::board(self.history.position()))?;
        if self.history.outcome().is_none() {
            let pos = self.history.position();
            let mut status = format!(
                "{} to move (move {})",
                Color::title(pos.side_to_move()),
                self.history.moves().len() + 1
            );
            if pos.in_check() {
                status += ", in check";
            }
            if let Some(deadline) = self.info.deadline {
                let left = time_left(Some(deadline), self.service.now());
                // lang: the command line's language (i18n-games branch)
                status += &format!(", {}", time_left_text(crate::i18n::Lang::En, left));
            }
            writeln!(out, "{status}.")?;
        }
        writeln!(out)?;
        Ok(())
    }

    /// The board image after the latest move; a failure is reported and play goes on.
    pub(super) fn write_image(&self, out: &mut impl Write) -> Result<()> {
        let Some(dir) = &self.images else {
            return Ok(());
        };
        let name = format!(
            "game-{}-ply-{}.png",
            self.info.id.0,
            self.history.moves().len()
        );
        let path = dir.join(name);
        match images::board(&self.history, self.look, None, &path) {
            Ok(()) => writeln!(out, "image: {}", path.display())?,
            Err(e) => writeln!(out, "error: {e:#}")?,
        }
        Ok(())
    }

    /// Removes the images of plies a takeback undid (those after the current ply, up to
    /// `before`), so that the folder shows the game as it stands.
    pub(super) fn forget_images(&self, before: usize, out: &mut impl Write) -> Result<()> {
        let Some(dir) = &self.images else {
            return Ok(());
        };
        for ply in self.history.moves().len() + 1..=before {
            let path = dir.join(format!("game-{}-ply-{ply}.png", self.info.id.0));
            match std::fs::remove_file(&path) {
                Ok(()) => writeln!(out, "removed: {}", path.display())?,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => writeln!(out, "error: cannot remove {}: {e}", path.display())?,
            }
        }
        Ok(())
    }

    pub(super) fn farewell(&self, out: &mut impl Write) -> Result<()> {
        match &self.db {
            Some(db) => writeln!(
                out,
                "Game {} is kept in {db}: continue it with --db {db} --resume {}.",
                self.info.id, self.info.id.0
            )?,
            None => writeln!(out, "Game {} ends here (not kept).", self.info.id)?,
        }
        Ok(())
    }
}
