//! A small Chrome DevTools Protocol driver for the browser tests: Debian's Chromium, headless,
//! on a port of its own (`--remote-debugging-port=0`, the address read from its standard
//! error), one page in one flat session over a WebSocket. It does only what the tests need:
//! load a page, evaluate script, tap or click an element's centre as a finger or a mouse
//! would, press keys, type, size the screen, block addresses and take screenshots. Every wait
//! has a deadline, so a browser that stops answering fails the test instead of hanging it.

use crate::TempDir;
use anyhow::{anyhow, bail, Context, Result};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::collections::VecDeque;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio::time::{sleep, timeout, timeout_at, Instant};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub const CHROMIUM: &str = "/usr/bin/chromium";
/// The longest any one step may take (a command's answer, a page load, a condition).
pub const STEP: Duration = Duration::from_secs(30);

/// Whether Chromium is there; when it is not, says so once per test, as the PostgreSQL
/// tests do without a server.
pub fn chromium_present() -> bool {
    let there = Path::new(CHROMIUM).exists();
    if !there {
        eprintln!(
            "Chromium tests NOT run: {CHROMIUM} is missing (apt-get install chromium; .ci/run installs it)"
        );
    }
    there
}

/// The browser process, killed when dropped (also when a test failed).
struct Process(Child);

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub struct Browser {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    next_id: u64,
    session: String,
    /// Events read while waiting for an answer, for `wait_event`.
    events: VecDeque<Value>,
    touch: bool,
    _process: Process,
    _profile: TempDir,
}

impl Browser {
    /// Starts Chromium with a fresh profile and opens one blank page.
    pub async fn launch() -> Result<Browser> {
        let profile = TempDir::new("cdp");
        let mut child = Command::new(CHROMIUM)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--hide-scrollbars",
                "--mute-audio",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.0.display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .with_context(|| format!("start {CHROMIUM}"))?;
        let stderr = child.stderr.take();
        let process = Process(child);
        // The address comes on standard error; the rest of it is read and dropped, so that
        // the browser never blocks on a full pipe.
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let Some(stderr) = stderr else { return };
            let mut tx = Some(tx);
            for line in BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                if let (true, Some(at)) =
                    (line.contains("DevTools listening on"), line.find("ws://"))
                {
                    if let Some(tx) = tx.take() {
                        let _ = tx.send(line[at..].trim().to_string());
                    }
                }
            }
        });
        let url = tokio::task::spawn_blocking(move || rx.recv_timeout(STEP))
            .await?
            .map_err(|_| anyhow!("Chromium did not say where DevTools listens within {STEP:?}"))?;
        let (ws, _) = timeout(STEP, tokio_tungstenite::connect_async(url.as_str()))
            .await
            .map_err(|_| anyhow!("no DevTools connection within {STEP:?}"))??;
        let mut b = Browser {
            ws,
            next_id: 0,
            session: String::new(),
            events: VecDeque::new(),
            touch: false,
            _process: process,
            _profile: profile,
        };
        let target = b
            .command(None, "Target.createTarget", json!({ "url": "about:blank" }))
            .await?;
        let target_id = target["targetId"]
            .as_str()
            .ok_or_else(|| anyhow!("no target id: {target}"))?
            .to_string();
        let attached = b
            .command(
                None,
                "Target.attachToTarget",
                json!({ "targetId": target_id, "flatten": true }),
            )
            .await?;
        b.session = attached["sessionId"]
            .as_str()
            .ok_or_else(|| anyhow!("no session id: {attached}"))?
            .to_string();
        b.call("Page.enable", json!({})).await?;
        b.call("Network.enable", json!({})).await?;
        Ok(b)
    }

    async fn command(
        &mut self,
        session: Option<String>,
        method: &str,
        params: Value,
    ) -> Result<Value> {
        self.next_id += 1;
        let id = self.next_id;
        let mut msg = json!({ "id": id, "method": method, "params": params });
        if let Some(s) = session {
            msg["sessionId"] = json!(s);
        }
        timeout(STEP, self.ws.send(Message::Text(msg.to_string())))
            .await
            .map_err(|_| anyhow!("{method}: could not send within {STEP:?}"))??;
        let deadline = Instant::now() + STEP;
        loop {
            let v = self.read(deadline, method).await?;
            if v["id"].as_u64() == Some(id) {
                if let Some(e) = v.get("error") {
                    bail!("{method}: {e}");
                }
                return Ok(v["result"].clone());
            }
            if v.get("method").is_some() {
                self.keep(v);
            }
        }
    }

    /// The next message from the browser, before `deadline`.
    async fn read(&mut self, deadline: Instant, what: &str) -> Result<Value> {
        loop {
            let msg = timeout_at(deadline, self.ws.next())
                .await
                .map_err(|_| anyhow!("{what}: no answer from Chromium in time"))?
                .ok_or_else(|| anyhow!("{what}: Chromium closed the connection"))??;
            if let Message::Text(t) = msg {
                return Ok(serde_json::from_str(&t)?);
            }
        }
    }

    fn keep(&mut self, event: Value) {
        self.events.push_back(event);
        // Events nobody waits for (network, console) would pile up.
        while self.events.len() > 2000 {
            self.events.pop_front();
        }
    }

    /// A command to the page.
    pub async fn call(&mut self, method: &str, params: Value) -> Result<Value> {
        let session = Some(self.session.clone());
        self.command(session, method, params).await
    }

    /// Waits for an event of the page (one that came before counts too).
    pub async fn wait_event(&mut self, method: &str) -> Result<Value> {
        if let Some(i) = self.events.iter().position(|e| e["method"] == method) {
            return Ok(self.events.remove(i).unwrap_or_default());
        }
        let deadline = Instant::now() + STEP;
        loop {
            let v = self.read(deadline, method).await?;
            if v["method"] == method {
                return Ok(v);
            }
            if v.get("method").is_some() {
                self.keep(v);
            }
        }
    }

    /// Loads `url` and waits for its load event and its fonts.
    pub async fn goto(&mut self, url: &str) -> Result<()> {
        self.events.retain(|e| e["method"] != "Page.loadEventFired");
        let r = self.call("Page.navigate", json!({ "url": url })).await?;
        if let Some(e) = r.get("errorText") {
            bail!("loading {url}: {e}");
        }
        self.wait_event("Page.loadEventFired").await?;
        self.eval("document.fonts.ready.then(() => true)").await?;
        Ok(())
    }

    /// Reloads the page as a reader would, and waits for it.
    pub async fn reload(&mut self) -> Result<()> {
        self.events.retain(|e| e["method"] != "Page.loadEventFired");
        self.call("Page.reload", json!({})).await?;
        self.wait_event("Page.loadEventFired").await?;
        Ok(())
    }

    /// The value of a script expression (promises awaited), as JSON.
    pub async fn eval(&mut self, expression: &str) -> Result<Value> {
        let r = self
            .call(
                "Runtime.evaluate",
                json!({ "expression": expression, "returnByValue": true, "awaitPromise": true }),
            )
            .await?;
        if let Some(e) = r.get("exceptionDetails") {
            bail!("script failed: {expression:.200}: {e}");
        }
        Ok(r["result"]["value"].clone())
    }

    /// Waits until `expression` gives something other than null, false, 0 or "" and
    /// returns it; `what` says in the error what was awaited.
    pub async fn wait_for(&mut self, expression: &str, what: &str) -> Result<Value> {
        let deadline = Instant::now() + STEP;
        loop {
            // A page that reloads meanwhile makes one evaluation fail: try again.
            if let Ok(v) = self.eval(expression).await {
                let empty = matches!(&v, Value::Null | Value::Bool(false))
                    || v.as_f64() == Some(0.0)
                    || v.as_str() == Some("");
                if !empty {
                    return Ok(v);
                }
            }
            if Instant::now() > deadline {
                bail!("waited {STEP:?} for {what}");
            }
            sleep(Duration::from_millis(50)).await;
        }
    }

    /// The screen: `mobile` is a phone with touch (taps are touches), else a desktop with a
    /// mouse.
    pub async fn screen(&mut self, width: u32, height: u32, mobile: bool) -> Result<()> {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            // A phone of this width draws two device pixels per CSS pixel (an iPhone 8 of
            // 375 x 667): screenshots show what its reader sees.
            json!({ "width": width, "height": height, "deviceScaleFactor": if mobile { 2 } else { 1 }, "mobile": mobile }),
        )
        .await?;
        self.call(
            "Emulation.setTouchEmulationEnabled",
            json!({ "enabled": mobile, "maxTouchPoints": if mobile { 5 } else { 1 } }),
        )
        .await?;
        self.touch = mobile;
        Ok(())
    }

    /// Requests to addresses matching these patterns (`*` wildcards) fail from now on.
    pub async fn block(&mut self, patterns: &[&str]) -> Result<()> {
        self.call("Network.setBlockedURLs", json!({ "urls": patterns }))
            .await?;
        Ok(())
    }

    /// Scrolls the first element matching `selector` into view and gives its centre, after
    /// checking that a tap there reaches it (nothing covers it).
    pub async fn centre(&mut self, selector: &str) -> Result<(f64, f64)> {
        let sel = serde_json::to_string(selector)?;
        let v = self
            .eval(&format!(
                "(() => {{ const e = document.querySelector({sel}); if (!e) return null; \
                 e.scrollIntoView({{block: 'nearest', inline: 'nearest'}}); \
                 const r = e.getBoundingClientRect(); const x = r.left + r.width / 2, y = r.top + r.height / 2; \
                 const hit = document.elementFromPoint(x, y); \
                 return [x, y, !!hit && (hit === e || e.contains(hit))]; }})()"
            ))
            .await?;
        let (Some(x), Some(y)) = (v[0].as_f64(), v[1].as_f64()) else {
            bail!("no element {selector} on the page");
        };
        if v[2] != json!(true) {
            bail!("{selector} is covered: a tap at its centre would reach something else");
        }
        Ok((x, y))
    }

    /// A tap (a touch on a phone screen, a click with a mouse) at an element's centre.
    pub async fn tap(&mut self, selector: &str) -> Result<()> {
        let (x, y) = self.centre(selector).await?;
        if self.touch {
            self.call(
                "Input.dispatchTouchEvent",
                json!({ "type": "touchStart", "touchPoints": [{ "x": x, "y": y }] }),
            )
            .await?;
            self.call(
                "Input.dispatchTouchEvent",
                json!({ "type": "touchEnd", "touchPoints": [] }),
            )
            .await?;
        } else {
            self.call(
                "Input.dispatchMouseEvent",
                json!({ "type": "mouseMoved", "x": x, "y": y }),
            )
            .await?;
            for kind in ["mousePressed", "mouseReleased"] {
                self.call(
                    "Input.dispatchMouseEvent",
                    json!({ "type": kind, "x": x, "y": y, "button": "left", "clickCount": 1 }),
                )
                .await?;
            }
        }
        Ok(())
    }

    /// A key pressed and released (`ArrowLeft`, `Enter`, `End`...).
    pub async fn key(&mut self, key: &str) -> Result<()> {
        let code = match key {
            "Enter" => 13,
            "Escape" => 27,
            " " => 32,
            "End" => 35,
            "Home" => 36,
            "ArrowLeft" => 37,
            "ArrowRight" => 39,
            "Tab" => 9,
            _ => 0,
        };
        for kind in ["rawKeyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({ "type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code }),
            )
            .await?;
        }
        Ok(())
    }

    /// Text typed into the element that has the focus.
    pub async fn type_text(&mut self, text: &str) -> Result<()> {
        self.call("Input.insertText", json!({ "text": text }))
            .await?;
        Ok(())
    }

    /// A PNG of what the screen shows, written to `file`.
    pub async fn screenshot(&mut self, file: &Path) -> Result<()> {
        let r = self
            .call("Page.captureScreenshot", json!({ "format": "png" }))
            .await?;
        let data = r["data"]
            .as_str()
            .ok_or_else(|| anyhow!("no screenshot data"))?;
        let png = base64_decode(data).ok_or_else(|| anyhow!("screenshot data is not base64"))?;
        std::fs::write(file, png).with_context(|| format!("write {}", file.display()))?;
        Ok(())
    }
}

/// Standard base64 (what CDP sends binary data as).
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let value = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let bytes: Vec<u8> = text
        .bytes()
        .filter(|&c| c != b'=' && !c.is_ascii_whitespace())
        .collect();
    let mut out = Vec::with_capacity(bytes.len() * 3 / 4);
    for chunk in bytes.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= value(c)? << (18 - 6 * i);
        }
        let keep = match chunk.len() {
            4 => 3,
            3 => 2,
            2 => 1,
            _ => return None,
        };
        out.extend_from_slice(&n.to_be_bytes()[1..1 + keep]);
    }
    Some(out)
}
