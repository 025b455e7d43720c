// Moving by pointing, on a player's personal page (#game carries data-token, data-ply and
// data-side). The server sends the legal moves (GET /g/{id}/legal), so the page needs no
// rules of its own: a tap on one of the player's pieces marks where it may go, a tap on a
// mark narrows the moves (a lion's second step, the promotion), and only Confirm plays the
// move (POST /g/{id}/move with the ply the page shows). Without this script the page is the
// read-only board. Kept to plain DOM calls: the page's CSP forbids inline script and style
// attributes, so styles are set through classes and CSSOM only.
(function () {
  "use strict";
  // A zoomed square: 44 CSS px asked for touch, plus room for the 1 px grid.
  var ZOOM_PX = 46;
  var MIN_TAP = 44;
  var m = location.pathname.match(/^\/g\/([0-9a-f]+)/);
  if (!m) return;
  var pid = m[1];
  var st = null; // the page being played: {game, token, side, ply, legal, sel}

  function $(sel, root) { return (root || document).querySelector(sel); }
  function $$(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }
  // A word of the move panel in the page's language (#game's data-words, from the
  // catalogues' web-play-* messages), its {names} filled in from args.
  function w(key, args) {
    var s = (st && st.words && st.words[key]) || key;
    Object.keys(args || {}).forEach(function (k) { s = s.split("{" + k + "}").join(args[k]); });
    return s;
  }
  function first(mv) { return mv.via || mv.to; }
  function second(mv) { return mv.via ? mv.to : null; }
  function origin(mv) { return mv.drop ? "*" + mv.hand : mv.from; }
  function sqEl(name) { return st.game.querySelector('.sq[data-square="' + name + '"]'); }
  function handEl(id) {
    return st.game.querySelector('.stand[data-color="' + mover() + '"] [data-hand="' + id + '"]');
  }
  function originEl(o) { return o.charAt(0) === "*" ? handEl(o.slice(1)) : sqEl(o); }

  // An opponent's piece on a square: what a move there takes (its name, in the page's
  // language).
  function victim(name) {
    var s = name && sqEl(name);
    var p = s && s.querySelector("[data-piece]");
    if (!p) return null;
    var black = p.dataset.piece.replace("+", "") === p.dataset.piece.replace("+", "").toUpperCase();
    if ((black ? "black" : "white") === mover()) return null;
    return p.dataset.name || (p.getAttribute("title") || "").replace(/^\S+\s/, "");
  }

  // A move in words, for the Confirm button: the server says it in the page's language.
  function words(mv) { return mv.words || mv.move; }

  // The line next to the board: errors and what happened, one line.
  function say(text, bad) {
    var p = $(".mv .msg", st.game);
    if (!p) return;
    p.textContent = text || "";
    p.classList.toggle("bad", !!bad);
  }

  function buttons(list) {
    var box = $(".mv .acts", st.game);
    box.textContent = "";
    list.forEach(function (b) {
      var x = el("button", b.cls || "", b.text);
      x.type = "button";
      x.addEventListener("click", function (e) { e.stopPropagation(); b.go(); });
      box.appendChild(x);
    });
    var f = box.querySelector("button");
    if (f) f.focus({ preventScroll: true });
  }

  function setTap(e, on, label) {
    e.classList.toggle("tap", on);
    if (on) {
      e.tabIndex = 0;
      e.setAttribute("role", "button");
      if (label) e.setAttribute("aria-label", label);
    } else {
      e.removeAttribute("tabindex");
      e.removeAttribute("role");
      e.removeAttribute("aria-label");
    }
  }

  // Marks of a selection off; the player's pieces that can move stay marked.
  function clearMarks() {
    $$(".tg,.tx,.sel,.stop,.ig,.ch", st.game).forEach(function (e) {
      e.classList.remove("tg", "tx", "sel", "stop", "ig", "ch");
      if (!e.classList.contains("can")) setTap(e, false);
    });
  }

  function cancel() {
    if (!st || !st.sel) return;
    st.sel = null;
    clearMarks();
    buttons([]);
    unzoom();
  }

  // Zoom: when squares are under 44 CSS px (a 12x12 or 15x15 board on a phone), the board
  // keeps its frame and its squares grow to ZOOM_PX inside it; the frame scrolls to the
  // region of the selection, and farther targets are one pan away.
  function zoom(focus) {
    var bw = $(".bw", st.game);
    var sq = $(".board .sq", st.game);
    if (!bw || !sq) return;
    if (!bw.classList.contains("zoomed")) {
      if (sq.getBoundingClientRect().width >= MIN_TAP) return;
      var r = bw.getBoundingClientRect();
      bw.style.width = r.width + "px";
      bw.style.height = r.height + "px";
      bw.style.setProperty("--sq", ZOOM_PX + "px");
      bw.classList.add("zoomed");
    }
    var b = bw.getBoundingClientRect(), box = null;
    focus.forEach(function (e) {
      var q = e.getBoundingClientRect();
      var x0 = q.left - b.left + bw.scrollLeft, y0 = q.top - b.top + bw.scrollTop;
      var x1 = x0 + q.width, y1 = y0 + q.height;
      box = box ? [Math.min(box[0], x0), Math.min(box[1], y0), Math.max(box[2], x1), Math.max(box[3], y1)] : [x0, y0, x1, y1];
    });
    if (!box) return;
    bw.scrollLeft = (box[0] + box[2]) / 2 - bw.clientWidth / 2;
    bw.scrollTop = (box[1] + box[3]) / 2 - bw.clientHeight / 2;
    pinCoords();
  }

  // While zoomed, the files stay along the top of the frame and the ranks along its right
  // side, over the board, whatever part of it is scrolled into view: they move with the
  // board along their own line (so each names the squares beside it) and are held across.
  function pinCoords() {
    var bw = st && $(".bw", st.game);
    if (!bw) return;
    var on = bw.classList.contains("zoomed");
    var files = $(".files", bw), ranks = $(".ranks", bw);
    if (files) files.style.transform = on ? "translateY(" + bw.scrollTop + "px)" : "";
    if (ranks) {
      ranks.style.transform = on
        ? "translateX(" + (bw.scrollLeft + bw.clientWidth - bw.scrollWidth) + "px)" : "";
    }
  }

  function unzoom() {
    var bw = st && $(".bw", st.game);
    if (!bw || !bw.classList.contains("zoomed")) return;
    bw.classList.remove("zoomed");
    bw.style.removeProperty("--sq");
    bw.style.removeProperty("width");
    bw.style.removeProperty("height");
    pinCoords();
  }

  // Marks squares as targets of the next tap; captures get a ring as well as a colour.
  function mark(names, focus) {
    var shown = [];
    names.forEach(function (t) {
      var e = sqEl(t.sq);
      if (!e) return;
      e.classList.add("tg");
      if (t.cls) e.classList.add(t.cls);
      if (victim(t.sq) && t.cls !== "ig") e.classList.add("tx");
      setTap(e, true, t.label);
      shown.push(e);
    });
    zoom(focus.concat(shown));
  }

  function select(o) {
    cancel();
    var moves = st.legal.moves.filter(function (mv) { return origin(mv) === o; });
    if (!moves.length) return;
    st.sel = { o: o, stage: "first", moves: moves };
    var oe = originEl(o);
    if (oe) oe.classList.add("sel");
    var seen = {};
    var targets = [];
    moves.forEach(function (mv) {
      var f = first(mv);
      if (seen[f]) return;
      seen[f] = true;
      targets.push({ sq: f, label: w(moves[0].drop ? "drop-on" : "to", { square: f }) });
    });
    mark(targets, oe && o.charAt(0) !== "*" ? [oe] : []);
    say(w("pick-square", { piece: moves[0].piece }));
  }

  // A tap on a marked square: the next level of the move (as the bot's picker asks them).
  function advance(name) {
    var s = st.sel;
    if (s.stage === "first") {
      var group = s.moves.filter(function (mv) { return first(mv) === name; });
      if (group.some(function (mv) { return mv.via; })) return secondStep(name, group);
      return promotion(group);
    }
    if (s.stage === "second") {
      var want = name === s.first ? null : name;
      var stop = s.moves.some(function (mv) { return second(mv) === null; });
      if (want === null && !stop) return;
      return promotion(s.moves.filter(function (mv) { return second(mv) === want; }));
    }
  }

  function secondStep(firstSq, group) {
    var s = st.sel;
    s.stage = "second";
    s.first = firstSq;
    s.moves = group;
    clearMarks();
    var from = group[0].from;
    var fe = sqEl(from);
    if (fe) fe.classList.add("sel");
    sqEl(firstSq).classList.add("ch");
    var seen = {}, targets = [], list = [];
    group.forEach(function (mv) {
      var to = second(mv);
      var key = to || "stop";
      if (seen[key]) return;
      seen[key] = true;
      var label, cls = null;
      if (to === null) { label = w("stop-on", { square: firstSq }); cls = "stop"; targets.push({ sq: firstSq, label: label, cls: cls }); }
      else if (to === from) { label = w("back-to", { square: from }); cls = "ig"; targets.push({ sq: to, label: label, cls: cls }); }
      else {
        label = w("go-on", { square: to }) + (victim(to) ? " ×" + victim(to) : "");
        targets.push({ sq: to, label: label });
      }
      list.push({ text: label, go: function () { advance(to === null ? firstSq : to); } });
    });
    mark(targets, [sqEl(firstSq)]);
    list.push({ text: w("cancel"), cls: "no", go: cancel });
    buttons(list);
    say(w("second-step", { piece: group[0].piece, square: firstSq }));
  }

  function promotion(group) {
    if (!group.length) return;
    var yes = group.filter(function (mv) { return mv.promote; });
    var no = group.filter(function (mv) { return !mv.promote; });
    if (yes.length && no.length) {
      st.sel.stage = "promo";
      var mv = group[0];
      buttons([
        { text: yes[0].promote_to || w("promote-to", { piece: yes[0].becomes }), go: function () { confirm(yes[0]); } },
        // "=" says "not promoting" in the notation /move reads: without it the server would
        // ask, as /move does, since the canonical text alone is ambiguous there.
        { text: no[0].stay || mv.piece, go: function () { confirm(no[0], "="); } },
        { text: w("cancel"), cls: "no", go: cancel }
      ]);
      say(w("may-promote", { square: mv.to, piece: mv.piece }));
      return;
    }
    if (group.length === 1) return confirm(group[0]);
    // Not expected from the server: every candidate as a button.
    st.sel.stage = "promo";
    buttons(group.map(function (mv) { return { text: mv.move, go: function () { confirm(mv); } }; })
      .concat([{ text: w("cancel"), cls: "no", go: cancel }]));
  }

  function confirm(mv, suffix) {
    var text = mv.move + (suffix && !/[+=]$/.test(mv.move) ? suffix : "");
    // A move of a planned line is added to it (saved only with the line).
    if (st.plan) return planPly(text);
    st.sel.stage = "confirm";
    clearMarks();
    [mv.from, mv.via, mv.to].forEach(function (q) {
      var e = q && sqEl(q);
      if (e) e.classList.add("ch");
    });
    if (mv.drop) { var h = handEl(mv.hand); if (h) h.classList.add("sel"); }
    buttons([
      { text: w("confirm", { move: text, words: words(mv) }), cls: "ok", go: function () { play(text); } },
      { text: w("cancel"), cls: "no", go: cancel }
    ]);
    say("");
  }

  // The same POST for a confirmed move and a typed one.
  function play(text) {
    var ply = st.ply;
    buttons([]);
    say(w("playing", { move: text }));
    fetch("/g/" + pid + "/move", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ t: st.token, ply: ply, move: text })
    }).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (j) { return { status: r.status, j: j }; });
    }).then(function (a) {
      if (a.status === 200 && a.j.ok) {
        cancel();
        say(w("played", { move: a.j.played || text }));
        // The live update replaces the page's game; without one, the page reloads.
        setTimeout(function () { if (st && st.ply === ply) location.reload(); }, 4000);
      } else if (a.status === 409) {
        location.reload();
      } else if (a.status === 300 && a.j.choices && a.j.choices.length) {
        // The text leaves a choice (promote or not; an ambiguous move): asked as /move
        // asks it, each answer a button that plays its exact text.
        cancel();
        st.sel = { stage: "ask" };
        buttons(a.j.choices.map(function (c) {
          return { text: c.label, go: function () { play(c.move); } };
        }).concat([{ text: w("cancel"), cls: "no", go: function () { cancel(); say(""); } }]));
        say(a.j.question || w("which"));
      } else {
        cancel();
        say(a.j.error || w("not-played", { status: a.status }), true);
      }
    }).catch(function () {
      cancel();
      say(w("not-sent"), true);
    });
  }

  // The panel next to the board: a message line, the choices, and the text box.
  function panel(game) {
    var box = el("div", "mv");
    box.setAttribute("aria-live", "polite");
    box.appendChild(el("p", "msg"));
    box.appendChild(el("div", "acts"));
    var f = el("form", "typed");
    var lab = el("label", null, w("move-label") + " ");
    var inp = el("input");
    inp.name = "move";
    inp.autocomplete = "off";
    inp.setAttribute("autocapitalize", "off");
    inp.spellcheck = false;
    // Moves legal in this game, in the reader's notation and words (#game's data-example).
    inp.placeholder = game.dataset.example || "";
    lab.appendChild(inp);
    f.appendChild(lab);
    var b = el("button", null, w("button"));
    b.type = "submit";
    f.appendChild(b);
    f.addEventListener("submit", function (e) {
      e.preventDefault();
      var t = inp.value.trim();
      if (!t) return;
      cancel();
      play(t);
    });
    box.appendChild(f);
    // Beside the board on a desktop, under it on a phone: the top of the side column.
    var at = $(".info", game);
    if (at) at.insertBefore(box, at.firstChild);
    else game.appendChild(box);
  }

  function start(game) {
    var d = game.dataset;
    var ply = parseInt(d.ply, 10);
    if (!d.token || !(d.side === "black" || d.side === "white") || isNaN(ply)) { st = null; return; }
    // A replayed position is read-only; only the game's latest position is played on.
    if (d.plies != null && parseInt(d.plies, 10) !== ply) { st = null; return; }
    var words = {};
    try { words = JSON.parse(d.words || "{}"); } catch (e) { words = {}; }
    st = { game: game, token: d.token, side: d.side, ply: ply, legal: null, sel: null, words: words };
    game.classList.add("playing");
    var bw = $(".bw", game);
    if (bw) bw.addEventListener("scroll", pinCoords, { passive: true });
    panel(game);
    var mine = st;
    fetch("/g/" + pid + "/legal?t=" + encodeURIComponent(d.token), { cache: "no-store" })
      .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, j: j }; }); })
      .then(function (a) {
        if (st !== mine) return;
        if (!a.ok) return say(a.j.error || w("not-loaded"), true);
        if (a.j.ply > mine.ply) return location.reload();
        if (a.j.ply !== mine.ply) return;
        mine.legal = a.j;
        if (!a.j.your_turn) { planInit(game); return say(w("opponent-to-move")); }
        markCan(a.j.moves);
        game.classList.add("myturn");
        say(w("your-move"));
      })
      .catch(function () { if (st === mine) say(w("not-loaded"), true); });
  }

  // The pieces that can move (of the side to move) marked for a tap.
  function markCan(moves) {
    var seen = {};
    moves.forEach(function (mv) {
      var o = origin(mv);
      if (seen[o]) return;
      seen[o] = true;
      var e = originEl(o);
      if (!e) return;
      e.classList.add("can");
      setTap(e, true, mv.drop ? w("in-hand", { piece: mv.piece }) : w("on", { piece: mv.piece, square: mv.from }));
    });
  }

  function tapped(target) {
    if (!st || !st.legal || !st.legal.your_turn) return false;
    if (target.closest(".mv,.plan")) return false;
    var sq = target.closest(".board .sq");
    var hand = target.closest(".stand [data-hand]");
    var s = st.sel;
    if (s && s.stage !== "confirm" && sq && sq.classList.contains("tg")) {
      advance(sq.dataset.square);
      return true;
    }
    var o = null;
    if (sq && sq.classList.contains("can")) o = sq.dataset.square;
    if (hand && hand.classList.contains("can")) o = "*" + hand.dataset.hand;
    if (o && !(s && s.o === o && s.stage === "first")) { select(o); return true; }
    // Anywhere else (or the selected piece again): no move.
    if (s) { cancel(); say(""); return true; }
    return false;
  }

  document.addEventListener("click", function (e) {
    if (tapped(e.target) && e.target.closest(".board,.stand")) e.preventDefault();
  });
  document.addEventListener("keydown", function (e) {
    if ((e.key === "Enter" || e.key === " ") && e.target.classList && e.target.classList.contains("tap")) {
      e.preventDefault();
      tapped(e.target);
    } else if (e.key === "Escape" && st && st.sel) {
      cancel();
      say("");
    }
  });

  // ---- Planning a reply (conditional moves), on the opponent's turn ----
  // The page's section .plan (drawn by the server for the link's holder only, with its
  // words in data-say-* and its buttons) lists the stored lines. "Plan a reply" lets the
  // player tap moves on the board as on their own turn, for both sides in turn (the
  // opponent's expected move first): the server answers each position's legal moves and
  // board (GET data-next), and stores the line through /forecast's own call (POST
  // data-save). The line is theirs alone: nothing of it reaches the live stream.

  // The side whose moves are tapped: the player's, or while planning the side to move.
  function mover() { return (st && st.mover) || (st && st.side); }

  function planInit(game) {
    var sec = $(".plan", game);
    if (!sec || !st) return;
    st.planBox = sec;
    $$("[data-plan]", sec).forEach(function (b) {
      b.addEventListener("click", function (e) { e.stopPropagation(); planAct(b.dataset.plan); });
    });
    planButtons();
  }

  function planButtons() {
    var sec = st.planBox, p = st.plan, n = p ? p.line.length : 0;
    var on = { start: !p, clear: !p, save: p && n >= 2, undo: p && n >= 1, cancel: !!p };
    $$("[data-plan]", sec).forEach(function (b) { b.hidden = !on[b.dataset.plan]; });
  }

  function planSay(text, bad) {
    var p = $(".plan-msg", st.planBox);
    if (!p) return;
    p.textContent = text || "";
    p.classList.toggle("bad", !!bad);
  }

  function planAct(what) {
    if (what === "start" && !st.plan) {
      var play = $(".play", st.game);
      st.plan = { line: [], board: play ? play.innerHTML : null, legal: st.legal, last: null };
      st.game.classList.add("planning");
      planFetch();
    } else if (what === "undo" && st.plan && st.plan.line.length) {
      st.plan.line.pop();
      planFetch();
    } else if (what === "cancel") {
      planEnd();
      planSay("");
    } else if (what === "save" && st.plan) {
      planSave();
    } else if (what === "clear" && !st.plan) {
      planPost(st.planBox.dataset.clear, { t: st.token });
    }
    planButtons();
  }

  function planPly(text) {
    cancel();
    say("");
    st.plan.line.push(text);
    planFetch();
  }

  // The position after the line so far: its board drawn, its side's moves to tap.
  function planFetch() {
    var mine = st, sec = st.planBox;
    var bottom = $$(".play .stand", st.game).pop();
    var q = "t=" + encodeURIComponent(st.token) + "&line=" + encodeURIComponent(st.plan.line.join(" ")) +
      "&style=" + (st.game.classList.contains("western") ? "western" : "kanji") +
      "&bottom=" + (bottom ? bottom.dataset.color : st.side);
    fetch(sec.dataset.next + "?" + q, { cache: "no-store" })
      .then(function (r) { return r.json().catch(function () { return {}; }).then(function (j) { return { ok: r.ok, j: j }; }); })
      .then(function (a) {
        if (st !== mine || !st.plan) return;
        if (a.ok) return planShow(a.j);
        // The move just added cannot be played there: it goes, the line stays as it was.
        st.plan.line.pop();
        planSay(a.j.error || sec.dataset.sayFailed, true);
        if (st.plan.last) planShow(st.plan.last, true);
        planButtons();
      })
      .catch(function () { if (st === mine) planSay(sec.dataset.sayFailed, true); });
  }

  function fragment(html) {
    var box = document.createElement("div");
    box.innerHTML = html;
    return box.firstElementChild;
  }

  function planShow(j, keepSay) {
    var play = $(".play", st.game);
    var bw = $(".bw", play), stands = $$(".stand", play);
    if (bw) bw.replaceWith(fragment(j.board));
    if (stands.length === 2) {
      stands[0].replaceWith(fragment(j.stands[0]));
      stands[1].replaceWith(fragment(j.stands[1]));
    }
    var nb = $(".bw", st.game);
    if (nb) nb.addEventListener("scroll", pinCoords, { passive: true });
    st.plan.last = j;
    st.mover = j.side;
    st.legal = { your_turn: true, moves: j.moves };
    st.sel = null;
    st.game.classList.add("myturn");
    markCan(j.moves);
    var n = st.plan.line.length, sec = st.planBox;
    var shown = $(".plan-line", sec);
    shown.textContent = j.text || "";
    shown.hidden = !n;
    if (!keepSay) planSay(n === 0 ? sec.dataset.sayTheirs : n % 2 ? sec.dataset.sayYours : sec.dataset.sayMore);
    planButtons();
  }

  // Back to the game's position, as the page drew it.
  function planEnd() {
    if (!st.plan) return;
    cancel();
    var play = $(".play", st.game);
    if (play && st.plan.board != null) play.innerHTML = st.plan.board;
    var bw = $(".bw", st.game);
    if (bw) bw.addEventListener("scroll", pinCoords, { passive: true });
    st.legal = st.plan.legal;
    st.plan = null;
    st.mover = null;
    st.game.classList.remove("myturn", "planning");
    planButtons();
  }

  function planSave() {
    planPost(st.planBox.dataset.save, { t: st.token, ply: st.ply, line: st.plan.line.join(" ") });
  }

  // Saving or clearing: the answer brings the section anew, with its line of news.
  function planPost(url, body) {
    var mine = st, sec = st.planBox;
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body)
    }).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (j) { return { status: r.status, j: j }; });
    }).then(function (a) {
      if (st !== mine) return;
      if (a.status === 409) return location.reload();
      if (a.status !== 200 || !a.j.ok) return planSay(a.j.error || sec.dataset.sayFailed, true);
      planEnd();
      var fresh = fragment(a.j.html);
      if (fresh) { sec.replaceWith(fresh); planInit(st.game); }
      planSay(a.j.message);
    }).catch(function () { if (st === mine) planSay(sec.dataset.sayFailed, true); });
  }

  // The live update replaces #game: start again on the new one.
  var game = document.getElementById("game");
  if (!game) return;
  start(game);
  new MutationObserver(function () {
    var g = document.getElementById("game");
    if (g && (!st || g !== st.game) && g !== game) { game = g; start(g); }
  }).observe(game.parentNode, { childList: true });
})();
