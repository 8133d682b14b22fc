/* Mots croisés at the table: the preview of the pending lay. lacle.js lays tiles by click and
 * keyboard into the lay form's hidden `tile` fields; each change here asks the server which
 * words the lay forms and for how many points (views_crossword.preview: the rules' judge, never
 * the lexicon), and shows the answer under the rack. Nothing is laid until « Poser le mot ». */
(function () {
  "use strict";
  var timer = null, asked = 0, observer = null;

  function root() { return document.querySelector(".lc-crossword[data-preview]"); }

  function ask() {
    var r = root(), box = document.querySelector(".lc-preview-box"), form = document.querySelector(".lc-lay-form");
    if (!r || !box || !form) return;
    var tiles = form.querySelectorAll('.lc-tiles-inputs input[name="tile"]');
    if (!tiles.length) { box.innerHTML = ""; return; }
    var query = new URLSearchParams();
    query.append("seat", r.getAttribute("data-seat"));
    query.append("kind", "lay");
    query.append("direction", form.querySelector(".lc-direction-input").value);
    tiles.forEach(function (t) { query.append("tile", t.value); });
    var mine = ++asked;
    fetch(r.getAttribute("data-preview") + "?" + query.toString(), { credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.text() : ""; })
      .then(function (html) { if (mine === asked) box.innerHTML = html; })
      .catch(function () { if (mine === asked) box.innerHTML = ""; });
  }

  function watch() {
    if (observer) { observer.disconnect(); observer = null; }
    var box = document.querySelector(".lc-crossword .lc-tiles-inputs");
    if (!box || !root()) return;
    observer = new MutationObserver(function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(ask, 150);
    });
    observer.observe(box, { childList: true });
    ask();
  }

  document.addEventListener("DOMContentLoaded", watch);
  document.addEventListener("htmx:afterSwap", watch);
})();

/* The challenge window's time left. The server says how many milliseconds were left when it made
 * the page (`data-left-ms`: until the computer who plays next may act, presenter_crossword.
 * window_clock); this counts them down on the browser's own monotonic clock, never on its wall
 * clock (which may be wrong), and stops at 0: the board is redrawn when the computer has played.
 * Without this script the page says until when, by the server's clock. */
(function () {
  "use strict";
  var ticking = null;

  function tick(clock, started, left) {
    var secs = Math.max(0, Math.ceil((left - (performance.now() - started)) / 1000));
    var window_ = clock.closest(".lc-window") || document;
    window_.querySelectorAll(".lc-secs").forEach(function (span) {
      span.textContent = span.textContent.replace(/\d+/, String(secs));
      span.hidden = false;
    });
    window_.querySelectorAll(".lc-until").forEach(function (until) { until.hidden = true; });
    return secs;
  }

  function start() {
    if (ticking) { window.clearInterval(ticking); ticking = null; }
    var clock = document.querySelector(".lc-crossword .lc-clock[data-left-ms]");
    if (!clock) return;
    var started = performance.now(), left = parseInt(clock.getAttribute("data-left-ms"), 10) || 0;
    if (tick(clock, started, left) <= 0) return;
    ticking = window.setInterval(function () {
      if (!document.body.contains(clock) || tick(clock, started, left) <= 0) {
        window.clearInterval(ticking);
        ticking = null;
      }
    }, 250);
  }

  document.addEventListener("DOMContentLoaded", start);
  document.addEventListener("htmx:afterSwap", start);
})();
