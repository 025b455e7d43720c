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
        writeln!(
            out,
            "{}",
            t!(self.lang, "cli-legal-moves", count = moves.len())
        )?;
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
        let lang = self.lang;
        let game = self.history.position().game();
        let clock = match self.info.days_per_move {
            Some(d) => t!(lang, "cli-days-per-move", days = d),
            None => String::new(),
        };
        let white = match self.computer {
            Some(level) => {
                let level = crate::i18n::games::level_name(lang, level);
                t!(lang, "cli-white-computer", level = level)
            }
            None => t!(lang, "cli-white-player", id = self.info.white.0),
        };
        let header = t!(
            lang,
            "cli-header",
            game = crate::i18n::games::game_name(lang, game),
            number = self.info.id.to_string(),
            resumed = if self.resumed { "yes" } else { "no" },
            black = self.info.black.0,
            white = white,
            clock = clock
        );
        writeln!(out, "{header}")?;
        match &self.db {
            Some(db) => writeln!(out, "{}", t!(lang, "cli-kept-in", db = db))?,
            None => writeln!(out, "{}", t!(lang, "cli-not-kept"))?,
        }
        match example_move(self.history.position()) {
            Some(e) => writeln!(
                out,
                "{}",
                t!(
                    lang,
                    "cli-type-move",
                    canonical = e.canonical,
                    dashed = e.with_dash,
                    western = e.western
                )
            )?,
            None => writeln!(out, "{}", t!(lang, "cli-type-help"))?,
        }
        Ok(())
    }

    pub(super) fn show_board(&self, out: &mut impl Write) -> Result<()> {
        writeln!(out)?;
        let lang = self.lang;
        writeln!(out, "{}", text_board::board(lang, self.history.position()))?;
        if self.history.outcome().is_none() {
            let pos = self.history.position();
            let mut status = t!(
                lang,
                "cli-to-move",
                side = pos.side_to_move().name(),
                number = self.history.moves().len() + 1
            );
            if pos.in_check() {
                status += &t!(lang, "cli-in-check");
            }
            if let Some(deadline) = self.info.deadline {
                let left = time_left(Some(deadline), self.service.now());
                status += &t!(lang, "cli-time-left", left = time_left_text(lang, left));
            }
            writeln!(out, "{}", t!(lang, "cli-status", status = status))?;
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
            Ok(()) => writeln!(
                out,
                "{}",
                t!(self.lang, "cli-image", path = path.display().to_string())
            )?,
            Err(e) => writeln!(
                out,
                "{}",
                t!(self.lang, "cli-error", text = format!("{e:#}"))
            )?,
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
                Ok(()) => writeln!(
                    out,
                    "{}",
                    t!(self.lang, "cli-removed", path = path.display().to_string())
                )?,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => {
                    let why = t!(
                        self.lang,
                        "cli-cannot-remove",
                        path = path.display().to_string(),
                        why = crate::cli::io_why(self.lang, &e)
                    );
                    writeln!(out, "{}", t!(self.lang, "cli-error", text = why))?
                }
            }
        }
        Ok(())
    }

    pub(super) fn farewell(&self, out: &mut impl Write) -> Result<()> {
        match &self.db {
            Some(db) => writeln!(
                out,
                "{}",
                t!(
                    self.lang,
                    "cli-farewell-kept",
                    game = self.info.id.to_string(),
                    db = db,
                    number = self.info.id.0
                )
            )?,
            None => writeln!(
                out,
                "{}",
                t!(
                    self.lang,
                    "cli-farewell-gone",
                    game = self.info.id.to_string()
                )
            )?,
        }
        Ok(())
    }
}
