//! The players of a phase: one task per game sends its moves as `/move` interactions, and a
//! collector reads the fake's records as they come, times each move and wakes its player.

use crate::{FIRST_USER, MOVE_TIMEOUT, SEQUENCE};
use seireigi_test_support::fake_discord::{FakeDiscord, Recorded};
use serde_json::json;
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, Semaphore};

/// What is known of one move sent.
#[derive(Clone, Debug, Default)]
pub struct MoveRec {
    pub interaction: u64,
    pub sent: Option<Instant>,
    pub ack: Option<Instant>,
    pub ack_ok: bool,
    pub post: Option<Instant>,
    pub follow: Option<Instant>,
}

#[derive(Default)]
pub struct Tracking {
    /// [game][ply index]
    pub moves: Vec<Vec<MoveRec>>,
    /// interaction id -> (game, ply index)
    pub by_id: HashMap<u64, (usize, usize)>,
    /// Problems seen in the fake's records.
    pub problems: Vec<String>,
    pub doubled_posts: usize,
    pub doubled_acks: usize,
    pub doubled_follows: usize,
    /// REST requests by route (ids replaced by `*`).
    pub routes: BTreeMap<String, usize>,
}

pub struct Run {
    pub fake: Arc<FakeDiscord>,
    /// thread id -> game index
    pub thread_game: HashMap<u64, usize>,
    pub threads: Vec<u64>,
    pub track: Mutex<Tracking>,
    /// Per game: the ply the bot announced last.
    pub announce: Vec<mpsc::UnboundedSender<usize>>,
    pub lost: AtomicUsize,
}

/// The route of a request with ids and tokens replaced by `*`.
fn route_of(r: &Recorded) -> String {
    let path: Vec<&str> = r
        .path
        .split('/')
        .map(|s| {
            if (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
                || s.starts_with("fakeToken_")
            {
                "*"
            } else {
                s
            }
        })
        .collect();
    format!("{} {}", r.method, path.join("/"))
}

/// The interaction id in a token made by the fake (`fakeToken_{id}_...`).
fn id_in_token(token: &str) -> Option<u64> {
    token
        .strip_prefix("fakeToken_")?
        .split('_')
        .next()?
        .parse()
        .ok()
}

/// The ply a thread post announces (`**{ply}.** <@user> played ...`).
fn announced_ply(content: &str) -> Option<usize> {
    content.strip_prefix("**")?.split('.').next()?.parse().ok()
}

impl Run {
    /// Reads the fake's records as they come, from `since`, until `stop` is set and nothing new
    /// arrives: fills in the times of each move and wakes the player whose move was posted.
    pub async fn collect(self: Arc<Self>, since: usize, stop: Arc<AtomicBool>) {
        let mut cursor = since;
        loop {
            let Some(r) = self
                .fake
                .wait_for_after(cursor, |_| true, Duration::from_millis(100))
                .await
            else {
                if stop.load(Ordering::SeqCst) {
                    return;
                }
                continue;
            };
            cursor = r.seq + 1;
            self.record(&r);
        }
    }

    pub fn record(&self, r: &Recorded) {
        let mut t = self.track.lock().unwrap();
        *t.routes.entry(route_of(r)).or_insert(0) += 1;
        if !r.ok() {
            t.problems.push(format!(
                "{} {} answered {}: {:?}",
                r.method, r.path, r.status, r.response
            ));
            return;
        }
        let segs: Vec<&str> = r.path.split('/').filter(|s| !s.is_empty()).collect();
        if r.is("POST", "/channels/*/messages") {
            let channel: u64 = segs[1].parse().unwrap_or(0);
            let Some(&g) = self.thread_game.get(&channel) else {
                t.problems.push(format!(
                    "post outside the games' threads: {} {:?}",
                    r.path,
                    r.content()
                ));
                return;
            };
            let content = r.content().unwrap_or_default();
            let Some(ply) = announced_ply(content).filter(|p| (1..=SEQUENCE.len()).contains(p))
            else {
                t.problems
                    .push(format!("game {g}: unexpected post {content:?}"));
                return;
            };
            let png_ok = r.files.len() == 1
                && r.files[0].filename.ends_with(".png")
                && r.files[0].data.starts_with(b"\x89PNG\r\n\x1a\n");
            if !png_ok {
                t.problems
                    .push(format!("game {g} ply {ply}: the post has no PNG board"));
            }
            let m = &mut t.moves[g][ply - 1];
            if m.post.is_some() {
                t.doubled_posts += 1;
                t.problems.push(format!("game {g}: ply {ply} posted twice"));
                return;
            }
            if m.sent.is_none() {
                t.problems
                    .push(format!("game {g}: ply {ply} posted but never sent"));
                return;
            }
            m.post = Some(r.at);
            let _ = self.announce[g].send(ply);
        } else if r.is("POST", "/interactions/*/*/callback") {
            let Some(&(g, p)) = segs[1].parse().ok().and_then(|id: u64| t.by_id.get(&id)) else {
                t.problems
                    .push(format!("callback to an unknown interaction: {}", r.path));
                return;
            };
            let ok = r.callback_type() == Some(5) && r.ephemeral();
            if !ok {
                t.problems.push(format!(
                    "game {g} ply {}: answered with type {:?}: {:?}",
                    p + 1,
                    r.callback_type(),
                    r.content()
                ));
            }
            let m = &mut t.moves[g][p];
            if m.ack.is_some() {
                t.doubled_acks += 1;
                return;
            }
            m.ack = Some(r.at);
            m.ack_ok = ok;
        } else if r.is("POST", "/webhooks/*/*") {
            let Some(&(g, p)) = id_in_token(segs[2]).and_then(|id| t.by_id.get(&id)) else {
                t.problems
                    .push(format!("follow-up to an unknown interaction: {}", r.path));
                return;
            };
            let content = r.content().unwrap_or_default().to_string();
            // "Played R-3h (2h3h) in game #1.": the reader's notation, the canonical move.
            if !(content.starts_with("Played ") && content.contains(&format!("({})", SEQUENCE[p])))
            {
                t.problems
                    .push(format!("game {g} ply {}: follow-up {content:?}", p + 1));
            }
            let m = &mut t.moves[g][p];
            if m.follow.is_some() {
                t.doubled_follows += 1;
                return;
            }
            m.follow = Some(r.at);
        }
    }

    /// One game's two players: each move waits for a permit (if any), is sent, and waits for
    /// the bot's post of it in the thread.
    pub async fn play(
        self: Arc<Self>,
        g: usize,
        mut announced: mpsc::UnboundedReceiver<usize>,
        permits: Option<Arc<Semaphore>>,
        give_back: bool,
    ) {
        let black = FIRST_USER + 2 * g as u64;
        for (p, text) in SEQUENCE.iter().enumerate() {
            let permit = match &permits {
                Some(s) => Some(s.clone().acquire_owned().await.expect("semaphore open")),
                None => None,
            };
            let user = black + (p % 2) as u64;
            let i = self
                .fake
                .slash_command(user, self.threads[g], "move", json!({ "move": text }));
            let id: u64 = i["id"].as_str().unwrap().parse().unwrap();
            {
                let mut t = self.track.lock().unwrap();
                t.by_id.insert(id, (g, p));
                let m = &mut t.moves[g][p];
                m.interaction = id;
                m.sent = Some(Instant::now());
            }
            self.fake.dispatch_interaction(i).await;
            let seen = tokio::time::timeout(MOVE_TIMEOUT, async {
                while let Some(ply) = announced.recv().await {
                    if ply == p + 1 {
                        return true;
                    }
                }
                false
            })
            .await;
            match permit {
                Some(permit) if !give_back => permit.forget(),
                _ => {}
            }
            if seen != Ok(true) {
                eprintln!("game {g}: move {} ({text}) was not posted", p + 1);
                self.lost.fetch_add(SEQUENCE.len() - p, Ordering::SeqCst);
                return;
            }
        }
    }
}
