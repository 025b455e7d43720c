//! CPU time from /proc: of this process, and of each of its threads by name.

use std::collections::BTreeMap;

/// The name (digits removed, so that `sqlx-sqlite-worker-3` counts with its siblings) and the
/// CPU seconds (user + system) in a line of `/proc/.../stat`.
pub fn stat_line(text: &str) -> Option<(String, f64)> {
    let open = text.find('(')?;
    let close = text.rfind(')')?;
    let name: String = text[open + 1..close]
        .chars()
        .filter(|c| !c.is_ascii_digit())
        .collect();
    let fields: Vec<&str> = text[close + 2..].split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    // Clock ticks are 100 per second on Linux.
    Some((name, (utime + stime) / 100.0))
}

/// CPU seconds of this process, and of each of its live threads by name.
pub fn cpu_seconds() -> (f64, BTreeMap<String, f64>) {
    let total = std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|t| stat_line(&t))
        .map_or(0.0, |(_, s)| s);
    let mut threads = BTreeMap::new();
    if let Ok(dir) = std::fs::read_dir("/proc/self/task") {
        for e in dir.flatten() {
            if let Some((name, s)) = std::fs::read_to_string(e.path().join("stat"))
                .ok()
                .and_then(|t| stat_line(&t))
            {
                *threads
                    .entry(name.trim_end_matches('-').to_string())
                    .or_insert(0.0) += s;
            }
        }
    }
    (total, threads)
}
