//! The work of every process besides answering Discord: the scheduler, that delivers what
//! the clock decided (reminders, time-outs) from the outbox, and the computer's worker.
//! Both start once the bot is connected, and stop with it.

use super::announce::deliver_notification;
use super::context::Data;
use super::engine::{Discord, Engine};
use crate::service::{Event, Notification};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;
use tracing::{error, warn};

/// What the bot hands over once connected: its REST client and the shared data.
pub type Connected = (Arc<serenity::Http>, Arc<Data>);

/// Runs the scheduler and the computer's worker, every `every`, once `connected` says the
/// bot is up; never, if it never is.
pub async fn run(connected: oneshot::Receiver<Connected>, every: Duration) {
    match connected.await {
        Ok((http, data)) => {
            // The clock's notifications and the computer's moves are REST only: whichever
            // process claims a piece of due work does it (see `service::claims`).
            let engine = Arc::new(Engine::new(data.computer.clone()));
            let table = Arc::new(Discord {
                http: http.clone(),
                data: data.clone(),
            });
            let worker = engine.run(table, every);
            tokio::join!(deliveries(http, data, every), worker);
        }
        Err(_) => std::future::pending().await,
    }
}

/// Batches of outbox rows one scheduler tick claims and delivers at most.
const BATCHES_PER_TICK: usize = 8;

/// Delivers what the clock decided: first what a previous run left undelivered, then each
/// tick's new notifications; each is claimed (so that no other process posts it too), and
/// marked delivered once posted. A delivery Discord refuses
/// (a deleted thread, a missing permission) is retried with a growing wait and finally given
/// up (see `GameService::delivery_failed`), so that the bot never keeps sending requests
/// Discord refuses.
async fn deliveries(http: Arc<serenity::Http>, data: Arc<Data>, every: Duration) {
    let mut interval = tokio::time::interval(every);
    let mut first = true;
    loop {
        interval.tick().await;
        if !first {
            match data.service.tick().await {
                Ok(_) => data.outage.answered(),
                Err(e) => data.outage.failed("the scheduler's tick", &e),
            }
        }
        first = false;
        // What is due now: the tick's new notifications, failed ones whose wait is over, and
        // rows whose claim ran out (their process died), a batch at a time.
        for _ in 0..BATCHES_PER_TICK {
            let batch = match data.service.claim_notifications().await {
                Ok(n) => n,
                Err(e) => {
                    data.outage.failed("claiming the notifications", &e);
                    break;
                }
            };
            if batch.is_empty() {
                break;
            }
            deliver_claimed(&http, &data, batch).await;
        }
    }
}

/// Delivers notifications this process claimed, and records how each went.
async fn deliver_claimed(http: &serenity::Http, data: &Data, batch: Vec<Notification>) {
    for n in batch {
        match deliver_notification(http, data, &n).await {
            Ok(()) => {
                if let Err(e) = data.service.delivered(n.id).await {
                    error!(error = %e, "could not mark a notification delivered");
                }
                // A move to the computer posted late (its first post failed, or its process
                // died): the computer may answer it now, below it.
                if let Event::MovePlayed {
                    game,
                    to_move: Some(next),
                    ..
                } = &n.event
                {
                    if *next == data.computer.user {
                        data.computer.nudge(*game);
                    }
                }
            }
            Err(e) => {
                warn!(error = %e, notification = n.id, "delivery failed; will retry later");
                if let Err(e) = data.service.delivery_failed(n.id, &e.to_string()).await {
                    error!(error = %e, "could not record a failed delivery");
                }
            }
        }
    }
}
