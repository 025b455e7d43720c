// The game page: local times, live updates (server-sent events), replay keys.
(function () {
  "use strict";
  var game = document.getElementById("game");
  function localTimes(root) {
    root.querySelectorAll("time[datetime]").forEach(function (t) {
      var d = new Date(t.getAttribute("datetime"));
      if (!isNaN(d.getTime())) {
        // In the page's language (its <html lang>), not the browser's.
        t.textContent = d.toLocaleString(document.documentElement.lang || undefined, { dateStyle: "medium", timeStyle: "short" });
        t.title = t.getAttribute("datetime");
      }
    });
  }
  localTimes(document);
  if (!game) return;
  var busy = false, again = false;
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    var u = new URL(location.href);
    u.searchParams.set("part", "1");
    fetch(u.toString(), { cache: "no-store" }).then(function (r) {
      return r.ok ? r.text() : null;
    }).then(function (html) {
      if (html) {
        var box = document.createElement("div");
        box.innerHTML = html;
        var fresh = box.querySelector("#game");
        if (fresh) {
          game.replaceWith(fresh);
          game = fresh;
          localTimes(game);
        }
      }
    }).catch(function () {}).then(function () {
      busy = false;
      if (again) { again = false; refresh(); }
    });
  }
  if (window.EventSource && game.dataset.events) {
    var es = new EventSource(game.dataset.events);
    es.addEventListener("version", function (e) {
      var v = parseInt(e.data, 10);
      if (v > parseInt(game.dataset.version, 10)) refresh();
    });
  }
  // Replay without reloading: the address changes, the game's part is fetched anew.
  function go(href) {
    history.pushState(null, "", href);
    refresh();
  }
  window.addEventListener("popstate", refresh);
  document.addEventListener("click", function (e) {
    var a = e.target.closest && e.target.closest("a[data-nav], .moves a");
    if (!a || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    go(a.href);
  });
  var keys = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
  document.addEventListener("keydown", function (e) {
    var k = keys[e.key];
    if (!k || e.altKey || e.ctrlKey || e.metaKey || (e.target.closest && e.target.closest("input,textarea,select"))) return;
    var a = game.querySelector('a[data-nav="' + k + '"]');
    if (a) { e.preventDefault(); go(a.href); }
  });
})();
