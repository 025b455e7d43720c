//! The WebSocket gateway: HELLO, heartbeats, IDENTIFY -> READY + GUILD_CREATE, RESUME -> replay +
//! RESUMED, dispatches with sequence numbers, and the ways a connection can end.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{RawQuery, State as AxState};
use axum::response::Response;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::state::{Out, Session, Shared};
use super::APPLICATION_ID;

/// Application flags in READY: GATEWAY_MESSAGE_CONTENT_LIMITED | APPLICATION_COMMAND_BADGE.
pub const APPLICATION_FLAGS: u64 = (1 << 19) | (1 << 23);

pub async fn upgrade(
    AxState(shared): AxState<Arc<Shared>>,
    RawQuery(query): RawQuery,
    ws: WebSocketUpgrade,
) -> Response {
    ws.on_upgrade(move |socket| connection(shared, socket, query.unwrap_or_default()))
}

async fn connection(shared: Arc<Shared>, mut socket: WebSocket, query: String) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let (conn, interval) = {
        let mut st = shared.lock();
        st.next_conn += 1;
        let conn = st.next_conn;
        st.conns.insert(conn, tx.clone());
        st.gateway_queries.push(query.clone());
        (conn, st.heartbeat_interval_ms)
    };
    shared.changed.notify_waiters();
    // serenity asks for `?v=10` and plain JSON; the fake speaks nothing else.
    let params: Vec<(&str, &str)> = query
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .collect();
    let unsupported = params.iter().find_map(|&(k, v)| match (k, v) {
        ("encoding", e) if e != "json" => Some(format!("fake_discord: encoding={e} unsupported")),
        ("compress", c) => Some(format!("fake_discord: compress={c} unsupported")),
        ("v", v) if v != "10" => Some(format!("fake_discord: gateway v={v}, expected 10")),
        _ => None,
    });
    if let Some(reason) = unsupported {
        let _ = tx.send(Out::Close(4000, reason));
    } else {
        let _ = tx.send(Out::Frame(json!({"op": 10, "s": null, "t": null,
            "d": {"heartbeat_interval": interval, "_trace": ["fake-gateway"]}})));
    }

    loop {
        tokio::select! {
            out = rx.recv() => match out {
                Some(Out::Frame(frame)) => {
                    shared.lock().gateway_sent.push(frame.clone());
                    if socket.send(Message::Text(frame.to_string().into())).await.is_err() {
                        break;
                    }
                }
                Some(Out::Close(code, reason)) => {
                    shared.lock().closed.push((conn, code, reason.clone()));
                    let frame = CloseFrame { code, reason: reason.into() };
                    let _ = socket.send(Message::Close(Some(frame))).await;
                    break;
                }
                Some(Out::Drop) | None => break,
            },
            msg = socket.recv() => match msg {
                Some(Ok(Message::Text(text))) => handle_frame(&shared, conn, text.as_str()),
                Some(Ok(Message::Binary(_))) => {
                    let _ = tx.send(Out::Close(4002, "fake_discord: binary frames unsupported".into()));
                }
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                Some(Ok(_)) => {}
            },
        }
    }
    {
        let mut st = shared.lock();
        st.conns.remove(&conn);
        for s in st.sessions.values_mut() {
            if s.conn == Some(conn) {
                s.conn = None;
            }
        }
    }
    shared.changed.notify_waiters();
}

fn handle_frame(shared: &Shared, conn: u64, text: &str) {
    let mut st = shared.lock();
    let Ok(frame) = serde_json::from_str::<Value>(text) else {
        st.send_to(conn, Out::Close(4002, "fake_discord: invalid JSON".into()));
        return;
    };
    st.gateway_received.push(frame.clone());
    let d = &frame["d"];
    match frame["op"].as_u64() {
        Some(1) => {
            st.heartbeats += 1;
            if st.ack_heartbeats {
                st.send_to(
                    conn,
                    Out::Frame(json!({"op": 11, "s": null, "t": null, "d": null})),
                );
            }
        }
        Some(2) => {
            if st.sessions.values().any(|s| s.conn == Some(conn)) {
                st.send_to(conn, Out::Close(4005, "Already authenticated.".into()));
                return;
            }
            let shard = match identify_shard(&d["shard"]) {
                Ok(shard) => shard,
                Err(()) => {
                    // As Discord: close 4010, which serenity reports as InvalidShardData.
                    st.send_to(conn, Out::Close(4010, "Invalid shard.".into()));
                    return;
                }
            };
            st.identifies += 1;
            st.identified.push((conn, shard));
            let id = format!("fake-session-{}", st.new_id());
            let order = st.identifies as u64;
            st.sessions.insert(
                id.clone(),
                Session {
                    id: id.clone(),
                    shard,
                    order,
                    seq: 0,
                    events: Vec::new(),
                    conn: Some(conn),
                },
            );
            st.current_session = Some(id.clone());
            let mut user = st.bot_user();
            user["verified"] = json!(true);
            user["mfa_enabled"] = json!(false);
            user["email"] = Value::Null;
            let guilds = st.guilds_on(shard);
            let unavailable: Vec<Value> = guilds
                .iter()
                .map(|g| json!({"id": g.to_string(), "unavailable": true}))
                .collect();
            let mut ready = json!({
                "v": 10,
                "user": user,
                "guilds": unavailable,
                "session_id": id,
                "session_type": "normal",
                "resume_gateway_url": st.gateway_url(),
                "application": {"id": APPLICATION_ID.to_string(), "flags": APPLICATION_FLAGS},
                "private_channels": [],
                "relationships": [],
                "presences": [],
                "user_settings": {},
                "guild_join_requests": [],
                "geo_ordered_rtc_regions": ["fake"],
                "auth_session_id_hash": "fake",
                "_trace": ["fake-gateway"],
            });
            if let Some(shard) = shard {
                ready["shard"] = json!(shard);
            }
            st.dispatch_on(&id, "READY", ready);
            for g in guilds {
                let guild = st.guild_json(g);
                st.dispatch_on(&id, "GUILD_CREATE", guild);
            }
        }
        Some(6) => {
            st.resumes += 1;
            let sid = d["session_id"].as_str().unwrap_or_default().to_string();
            let seq = d["seq"].as_u64().unwrap_or(0);
            let known = st.sessions.contains_key(&sid);
            if !known {
                st.send_to(
                    conn,
                    Out::Frame(json!({"op": 9, "s": null, "t": null, "d": false})),
                );
                return;
            }
            let session = st.sessions.get_mut(&sid).unwrap();
            let old = session.conn.replace(conn);
            let replay: Vec<Value> = session
                .events
                .iter()
                .filter(|f| f["s"].as_u64().unwrap_or(0) > seq)
                .cloned()
                .collect();
            if let Some(old) = old.filter(|&c| c != conn) {
                st.send_to(old, Out::Drop);
            }
            st.replayed += replay.len();
            for frame in replay {
                st.send_to(conn, Out::Frame(frame));
            }
            st.current_session = Some(sid.clone());
            st.dispatch_on(&sid, "RESUMED", json!({"_trace": ["fake-gateway"]}));
        }
        // presence update, voice state, request guild members, soundboard sounds: recorded only
        Some(3 | 4 | 8 | 31) => {}
        _ => st.send_to(conn, Out::Close(4001, "Unknown opcode.".into())),
    }
    drop(st);
    shared.changed.notify_waiters();
}

/// The `shard` of an IDENTIFY: absent (or null) is no sharding; otherwise Discord wants
/// `[shard_id, num_shards]` with `num_shards >= 1` and `shard_id < num_shards`.
fn identify_shard(shard: &Value) -> Result<Option<[u32; 2]>, ()> {
    if shard.is_null() {
        return Ok(None);
    }
    let pair = shard.as_array().filter(|a| a.len() == 2).ok_or(())?;
    let number = |v: &Value| v.as_u64().and_then(|n| u32::try_from(n).ok()).ok_or(());
    let (id, total) = (number(&pair[0])?, number(&pair[1])?);
    if total == 0 || id >= total {
        return Err(());
    }
    Ok(Some([id, total]))
}
