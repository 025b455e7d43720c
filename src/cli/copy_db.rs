//! `seireigi copy-db --from URL --to URL`: moves an installation to another database (see
//! `store::copy`), printing the rows copied per table.

use crate::i18n::Lang;
use crate::store::{copy, Store};
use crate::t;
use anyhow::{anyhow, bail, Result};
use std::io::Write;

/// Copies `from` into `to`; what it says (the rows per table, its refusals) in `lang`.
pub fn run(lang: Lang, from: &str, to: &str, out: &mut impl Write) -> Result<()> {
    if from == to {
        bail!(t!(lang, "cli-copy-same"));
    }
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let copied = rt.block_on(async {
        // The source must exist: a typo must not create (and "copy") an empty database.
        let source = Store::open_existing(from).await.map_err(|e| {
            anyhow!(t!(
                lang,
                "cli-copy-cannot-open",
                from = from,
                why = e.to_string()
            ))
        })?;
        let target = match Store::open(to).await {
            Ok(t) => t,
            Err(e) => {
                source.close().await;
                return Err(e.into());
            }
        };
        let copied = copy::copy_all(&source, &target).await;
        source.close().await;
        target.close().await;
        anyhow::Ok(copied?)
    })?;
    for (table, rows) in &copied {
        let rows = *rows;
        writeln!(
            out,
            "{}",
            t!(lang, "cli-copy-table", table = *table, rows = rows)
        )?;
    }
    let total: u64 = copied.iter().map(|(_, n)| n).sum();
    writeln!(out, "{}", t!(lang, "cli-copy-done", total = total))?;
    Ok(())
}
