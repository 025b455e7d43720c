//! A schema of its own on the PostgreSQL server, for a benchmark run (benches/service.rs,
//! benches/bot_load.rs): `SEIREIGI_BENCH_POSTGRES`, or the test server at 127.0.0.1:5432.

use sqlx::Connection;

pub struct PgSchema {
    base: String,
    schema: String,
}

impl PgSchema {
    /// Creates `bench_<pid>_<tag>`; the error says why the server did not answer.
    pub async fn create(tag: &str) -> Result<PgSchema, String> {
        let base = std::env::var("SEIREIGI_BENCH_POSTGRES")
            .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_string());
        let tag: String = tag
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        let schema = format!("bench_{}_{tag}", std::process::id());
        Self::execute(&base, &format!("CREATE SCHEMA {schema}")).await?;
        Ok(PgSchema { base, schema })
    }

    /// The database URL with the schema as its search path.
    pub fn url(&self) -> String {
        let sep = if self.base.contains('?') { '&' } else { '?' };
        format!("{}{sep}options[search_path]={}", self.base, self.schema)
    }

    pub async fn drop_schema(self) {
        let _ = Self::execute(&self.base, &format!("DROP SCHEMA {} CASCADE", self.schema)).await;
    }

    async fn execute(base: &str, sql: &str) -> Result<(), String> {
        let mut c = sqlx::PgConnection::connect(base)
            .await
            .map_err(|e| format!("{base}: {e}"))?;
        sqlx::query(sql)
            .execute(&mut c)
            .await
            .map_err(|e| format!("{sql}: {e}"))?;
        let _ = c.close().await;
        Ok(())
    }
}
