//! Durations collected and summed up as the figures of docs/performance.md give them.

use std::time::Duration;

#[derive(Default)]
pub struct Stats(Vec<Duration>);

impl Stats {
    pub fn add(&mut self, d: Duration) {
        self.0.push(d);
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The value at quantile `q` (0 to 1), nearest rank.
    pub fn quantile(&self, q: f64) -> Duration {
        let mut v = self.0.clone();
        v.sort();
        if v.is_empty() {
            return Duration::ZERO;
        }
        let rank = ((q * v.len() as f64).ceil() as usize).clamp(1, v.len());
        v[rank - 1]
    }

    /// "p50 x ms, p99 y ms, max z ms (n samples)".
    pub fn summary(&self) -> String {
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        format!(
            "p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} samples)",
            ms(self.quantile(0.5)),
            ms(self.quantile(0.99)),
            ms(self.quantile(1.0)),
            self.0.len()
        )
    }
}
