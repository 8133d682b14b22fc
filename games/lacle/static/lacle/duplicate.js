/* La Clé en duplicate: the clock shows the server's seconds left, counted down here, and every
 * 2 s the page asks the server (its `etat/` address) whether the turn has moved on, or, on the
 * teacher's page, whether a pupil has played or left: then it loads the page again. The server keeps the
 * time; this only shows it. Nothing of the game comes through here. */
(function () {
  "use strict";
  var root = document.querySelector(".dp-root");
  if (!root) return;
  var url = root.getAttribute("data-state");
  var page = root.getAttribute("data-page");
  var version = root.getAttribute("data-version");
  var moves = root.getAttribute("data-moves");
  var ends = null;

  function show(seconds) {
    var s = seconds % 60;
    return Math.floor(seconds / 60) + ":" + (s < 10 ? "0" : "") + s;
  }
  function tick() {
    if (ends === null) return;
    var left = Math.max(0, Math.ceil((ends - Date.now()) / 1000));
    document.querySelectorAll(".dp-timer").forEach(function (el) {
      el.textContent = show(left);
      el.classList.toggle("dp-hurry", left <= 10);
    });
    /* A word laid on the board but never sent counts for nothing at 0:00: said in time. */
    var unsent = document.querySelector(".dp-unsent");
    if (unsent) unsent.hidden = !(left <= 15 && document.querySelector("#board .lc-pending"));
  }
  function setRemaining(value) {
    ends = value === null || value === undefined || value === "" ? null : Date.now() + Number(value) * 1000;
    tick();
  }
  function poll() {
    fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (data) {
        if (!data) return;
        var moved = String(data.version) !== version;
        var played = moves !== null && data.moves !== undefined && data.moves + "-" + data.away !== moves;
        /* a pupil who played does not close the teacher's « Fin du tour… » under her finger */
        var asking = document.querySelector(".dp-root details[open]");
        if (moved || (played && !asking)) { window.location.assign(page); return; }
        setRemaining(data.remaining);
      })
      .catch(function () {});
  }
  var timer = document.querySelector(".dp-timer");
  setRemaining(timer ? timer.getAttribute("data-remaining") : null);
  setInterval(tick, 250);
  if (!root.hasAttribute("data-finished")) setInterval(poll, 2000);
})();
