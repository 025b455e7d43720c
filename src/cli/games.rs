//! `seireigi games`: what an operator needs to see of the games in a database: the games
//! whose record cannot be read (marked `damaged` by the bot, or found by `--check`), and the
//! notifications whose delivery was given up.

use crate::i18n::Lang;
use crate::service::{GameService, SystemClock};
use crate::store::Store;
use crate::t;
use anyhow::Result;
use std::io::Write;
use std::sync::Arc;

pub struct Options {
    pub lang: Lang,
    pub db: String,
    /// Read every game first (replaying its moves) and mark those that cannot be read.
    pub check: bool,
}

/// Prints the damaged games and the given-up notifications; returns how many damaged games
/// there are (the exit status tells scripts whether to look).
pub fn damaged(opts: &Options, out: &mut impl Write) -> Result<usize> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let result = rt.block_on(async {
        let store = Store::open_existing(&opts.db).await?;
        let service = GameService::new(store.clone(), Arc::new(SystemClock));
        let result = report(&service, opts, out).await;
        store.close().await;
        result
    });
    result
}

async fn report(service: &GameService, opts: &Options, out: &mut impl Write) -> Result<usize> {
    let lang = opts.lang;
    if opts.check {
        let (read, found) = service.check_games().await?;
        let found = found.len();
        writeln!(
            out,
            "{}",
            t!(lang, "cli-games-checked", read = read, found = found)
        )?;
    }
    let games = service.damaged_games().await?;
    if games.is_empty() {
        writeln!(out, "{}", t!(lang, "cli-games-none-damaged"))?;
    }
    for g in &games {
        let line = t!(
            lang,
            "cli-games-damaged",
            id = g.id.to_string(),
            since = utc(g.since.0),
            why = g.why.as_str()
        );
        writeln!(out, "{line}")?;
    }
    for (id, attempts, error) in service.failed_notifications().await? {
        let line = t!(
            lang,
            "cli-games-given-up",
            id = id.to_string(),
            attempts = attempts,
            error = error.as_str()
        );
        writeln!(out, "{line}")?;
    }
    Ok(games.len())
}

/// A Unix time in milliseconds as `YYYY-MM-DD HH:MM UTC` (public, hidden, for its test).
#[doc(hidden)]
pub fn utc(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        rem / 3600,
        rem % 3600 / 60
    )
}
