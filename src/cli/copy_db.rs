//! `seireigi copy-db --from URL --to URL`: moves an installation to another database (see
//! `store::copy`), printing the rows copied per table.

use crate::store::{copy, Store};
use anyhow::{bail, Result};
use std::io::Write;

pub fn run(from: &str, to: &str, out: &mut impl Write) -> Result<()> {
    if from == to {
        bail!("--from and --to name the same database");
    }
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let copied = rt.block_on(async {
        // The source must exist: a typo must not create (and "copy") an empty database.
        let source = Store::open_existing(from)
            .await
            .map_err(|e| anyhow::anyhow!("cannot copy from {from}: {e}"))?;
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
        writeln!(out, "{table}: {rows} rows")?;
    }
    let total: u64 = copied.iter().map(|(_, n)| n).sum();
    writeln!(out, "copied {total} rows; counts checked")?;
    Ok(())
}
