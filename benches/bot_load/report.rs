//! The figures of a phase as printed, and the summary of all phases.

use crate::phases::PhaseResult;
use crate::picker::PickerResult;
use std::time::Duration;

pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

pub fn ms(d: Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1000.0)
}

pub fn latency_line(what: &str, lat: &[Duration]) -> String {
    let mut s = lat.to_vec();
    s.sort();
    let mean = if s.is_empty() {
        Duration::ZERO
    } else {
        s.iter().sum::<Duration>() / s.len() as u32
    };
    format!(
        "  {what:<28} n={:<5} p50 {:>7} ms  p90 {:>7} ms  p99 {:>7} ms  max {:>7} ms  mean {:>7} ms",
        s.len(),
        ms(percentile(&s, 0.50)),
        ms(percentile(&s, 0.90)),
        ms(percentile(&s, 0.99)),
        ms(s.last().copied().unwrap_or_default()),
        ms(mean),
    )
}

pub fn report(r: &PhaseResult) {
    println!(
        "  moves sent {}  posted {}  lost {}  in {:.2} s  =>  {:.1} moves/s",
        r.sent,
        r.posted,
        r.lost,
        r.wall.as_secs_f64(),
        r.rate()
    );
    if let Some(rate) = r.offered_rate {
        println!(
            "  offered {rate:.1} moves/s; most arrivals due at once with no game ready: {}",
            r.backlog_max
        );
    }
    println!(
        "  CPU {:.1} s over {:.1} s = {:.2} cores ({:.1} ms CPU per move)",
        r.cpu,
        r.wall.as_secs_f64(),
        r.cpu / r.wall.as_secs_f64(),
        r.cpu * 1000.0 / r.posted.max(1) as f64
    );
    let threads: Vec<String> = r
        .thread_cpu
        .iter()
        .map(|(k, v)| format!("{k} {v:.1} s"))
        .collect();
    println!("  CPU by live thread: {}", threads.join(", "));
    println!(
        "{}",
        latency_line("interaction -> thread post", &r.post_lat)
    );
    println!("{}", latency_line("interaction -> defer ack", &r.ack_lat));
    if r.late_acks > 0 {
        println!(
            "  WARNING: {} moves acknowledged after Discord's 3 s (the user would see \"The application did not respond\"; the move is stored)",
            r.late_acks
        );
    }
    println!(
        "{}",
        latency_line("interaction -> follow-up", &r.follow_lat)
    );
    let per_move: Vec<String> = r
        .routes
        .iter()
        .map(|(k, v)| format!("{k}: {:.2}", *v as f64 / r.sent.max(1) as f64))
        .collect();
    println!("  REST requests per move: {}", per_move.join("; "));
    println!(
        "  database: {}",
        if r.db_ok {
            "every game holds exactly the moves sent, in order"
        } else {
            "MISMATCH"
        }
    );
    if r.problems.is_empty() {
        println!("  problems: none");
    } else {
        println!("  problems ({}):", r.problems.len());
        for p in r.problems.iter().take(20) {
            println!("    {p}");
        }
    }
}

/// The table of every phase; true when every phase (and every picker phase: `picker_ok`) held
/// no problem, lost no move and left the database as it should be.
pub fn summary(results: &[PhaseResult], pickers: &[PickerResult], picker_ok: bool) -> bool {
    println!("\n== summary (latency: interaction dispatched -> thread post with the PNG received)");
    println!(
        "  {:<20} {:>6} {:>7} {:>9} {:>8} {:>8} {:>8} {:>8} {:>6} {:>6} {:>5}",
        "phase",
        "games",
        "moves",
        "moves/s",
        "p50 ms",
        "p90 ms",
        "p99 ms",
        "max ms",
        "cores",
        "ack>3s",
        "ok"
    );
    let mut all_ok = picker_ok;
    if !pickers.is_empty() {
        println!("  picker steps (interaction dispatched -> answer with the preview received):");
        for r in pickers {
            r.report();
        }
    }
    for r in results {
        let mut s = r.post_lat.clone();
        s.sort();
        let ok = r.problems.is_empty() && r.db_ok && r.lost == 0;
        all_ok &= ok;
        println!(
            "  {:<20} {:>6} {:>7} {:>9.1} {:>8} {:>8} {:>8} {:>8} {:>6.2} {:>6} {:>5}",
            r.name,
            r.games,
            r.posted,
            r.rate(),
            ms(percentile(&s, 0.5)),
            ms(percentile(&s, 0.9)),
            ms(percentile(&s, 0.99)),
            ms(s.last().copied().unwrap_or_default()),
            r.cpu / r.wall.as_secs_f64(),
            r.late_acks,
            if ok { "yes" } else { "NO" }
        );
    }
    all_ok
}
