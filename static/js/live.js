/* Every game's board, live: small comforts on top of forms that work without JavaScript, and
 * shared by all games (a game adds a script of its own only for what only it needs: the
 * `assets` of its declaration, `games.tables.kit.GameApp`).
 * - a Note card plays its sound when it is picked;
 * - several cards are sent in the order they were picked (the player chooses the order of
 *   Notes laid on a Rythme);
 * - a fresh board from polling keeps the cards picked so far;
 * - the table's event stream (Server-Sent Events) brings the page's own new board each time the
 *   table changes (`board`), swapped in as is; when the server could not push it, only the
 *   stamp (`stamp`), and the board then fetches itself; while no stream is open the board
 *   polls every second instead, and
 *   every three seconds when the server refused a stream (too many open: `busy`), trying the
 *   stream again after a minute. The polling lives here, not in an htmx trigger filter: those
 *   are evaluated code, which the site's Content-Security-Policy forbids.
 * - a board from the server carries no CSRF token (one render serves every viewer alike): its
 *   plain forms get the page's (the one htmx sends in its header) as a hidden field.
 * No rule lives here: the server says what may be played.
 */
(function () {
  "use strict";
  var picked = [];

  document.addEventListener("change", function (event) {
    var input = event.target;
    if (!input.matches || !input.matches('.hand input[name="cards"]')) return;
    picked = picked.filter(function (v) { return v !== input.value; });
    if (input.checked) {
      picked.push(input.value);
      var spec = input.getAttribute("data-note-sound");
      if (spec && window.CleSound) {
        try { window.CleSound.play(JSON.parse(spec)); } catch (e) { /* no sound, no harm */ }
      }
    }
  });

  /* Send the picked cards in the order they were picked. */
  document.addEventListener("htmx:configRequest", function (event) {
    var params = event.detail.parameters;
    if (!params || !params.cards || picked.length < 2) return;
    var chosen = [].concat(params.cards);
    var ordered = picked.filter(function (v) { return chosen.indexOf(v) >= 0; });
    chosen.forEach(function (v) { if (ordered.indexOf(v) < 0) ordered.push(v); });
    params.cards = ordered;
  });

  /* A move sent clears the choice; a fresh board from polling keeps it (same cards). */
  document.addEventListener("htmx:beforeRequest", function (event) {
    var elt = event.detail.elt;
    if (elt && elt.tagName === "FORM") picked = [];
  });

  document.addEventListener("htmx:afterSwap", function () {
    picked = picked.filter(function (value) {
      var input = document.querySelector('.hand input[name="cards"][value="' + value + '"]');
      if (input) input.checked = true;
      return !!input;
    });
  });

  /* The page's CSRF token (`hx-headers` on <body>) for the board's plain forms. */
  function csrfToken() {
    try {
      return JSON.parse(document.body.getAttribute("hx-headers") || "{}")["X-CSRFToken"] || "";
    } catch (e) {
      return "";
    }
  }

  function armForms() {
    var token = csrfToken();
    if (!token) return;
    document.querySelectorAll('#board form[method="post"]').forEach(function (form) {
      if (form.querySelector('input[name="csrfmiddlewaretoken"]')) return;
      var input = document.createElement("input");
      input.type = "hidden";
      input.name = "csrfmiddlewaretoken";
      input.value = token;
      form.insertBefore(input, form.firstChild);
    });
  }
  document.addEventListener("htmx:afterSwap", armForms);

  /* A refused move's message (by the hand, announced by its role "alert") is brought into
   * sight when the move's answer left it off screen, as on a phone; a board fresh from the
   * stream leaves the page where the pupil scrolled it. */
  var moveSent = false;
  document.addEventListener("htmx:beforeRequest", function (event) {
    var elt = event.detail.elt;
    if (elt && elt.tagName === "FORM") moveSent = true;
  });
  document.addEventListener("htmx:afterSettle", function () {
    if (!moveSent) return;
    moveSent = false;
    var refusal = document.querySelector("#board .refusal");
    if (!refusal) return;
    var box = refusal.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      refusal.scrollIntoView({ block: "nearest" });
    }
  });

  /* The live stream: the page's new board arrives (`board`, its stamp as the event's id) and is
   * swapped in unless the page already shows that stamp or a newer one (a move's answer may
   * have overtaken it). When only a stamp "version.revision" arrives, the board asks for itself.
   * The board's requests queue (hx-sync "queue last"), so a stamp heard while one is on its way
   * is asked for after it; an answer older than the board shown (a move's answer overtaken by
   * a fresher board) is not swapped in; and after every swap, a board still behind the newest
   * stamp heard asks again. */
  var source = null;
  var heard = null;
  var POLL_MS = 1000;
  var BUSY_POLL_MS = 3000;
  var BUSY_RETRY_MS = 60000;
  var pollEvery = POLL_MS;
  var polledAt = 0;

  function stampOf(board) {
    return [+board.getAttribute("data-version"), +board.getAttribute("data-revision")];
  }

  function parseStamp(text) {
    var found = /^(\d+)\.(\d+)$/.exec(text || "");
    return found ? [+found[1], +found[2]] : null;
  }

  function behind(a, b) {
    return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  }

  function askIfBehind() {
    var board = document.getElementById("board");
    if (board && heard && window.htmx && behind(stampOf(board), heard)) {
      window.htmx.trigger(board, "cle:changed");
    }
  }

  document.addEventListener("htmx:beforeSwap", function (event) {
    var board = document.getElementById("board");
    var found = /data-version="(\d+)" data-revision="(\d+)"/.exec(event.detail.serverResponse || "");
    if (board && found && behind([+found[1], +found[2]], stampOf(board))) {
      event.detail.shouldSwap = false;
    }
  });
  document.addEventListener("htmx:afterSettle", function () {
    setTimeout(askIfBehind, 0);
  });

  /* A pushed board waits while one of the page's own requests is on its way (a move): that
   * answer targets the board shown when it was sent, and may say why the move was refused. */
  var pushed = null;
  var sending = 0;
  var sentAt = 0;

  function showPushed() {
    var board = document.getElementById("board");
    if (sending && Date.now() - sentAt > 10000) sending = 0; /* an answer that never came */
    if (!pushed || sending || !board || !window.htmx) return;
    var html = pushed.html;
    var newer = behind(stampOf(board), pushed.stamp);
    pushed = null;
    if (newer) {
      if (window.CleKeepFocus) window.CleKeepFocus.note();
      /* Settled at once: htmx arms the new board's forms only when it settles, and a card
       * pressed before then was sent as a plain form (the whole page reloaded, the keyboard's
       * place lost). The site's htmx-config does the same for every answer. */
      window.htmx.swap(board, html, { swapStyle: "outerHTML", swapDelay: 0, settleDelay: 0 });
      if (window.CleKeepFocus) setTimeout(window.CleKeepFocus.giveBack, 40);
      if (window.CleTableNews) setTimeout(window.CleTableNews.tell, 40);
    }
  }

  document.addEventListener("htmx:beforeRequest", function () {
    sending += 1;
    sentAt = Date.now();
  });
  document.addEventListener("htmx:afterRequest", function () {
    sending = Math.max(0, sending - 1);
    setTimeout(showPushed, 0);
  });

  function connect() {
    var board = document.getElementById("board");
    var url = board && board.getAttribute("data-stream");
    if (!url || !window.EventSource || board.hasAttribute("data-finished")) return;
    source = new EventSource(url + "?v=" + stampOf(board).join("."));
    source.addEventListener("open", function () {
      window.CleLive = true;
      pollEvery = POLL_MS;
      document.dispatchEvent(new CustomEvent("cle:stream-open"));  // htmx_trouble.js
    });
    source.addEventListener("error", function () { window.CleLive = false; });
    source.addEventListener("stamp", function (event) {
      var stamp = parseStamp(event.data);
      if (!stamp) return;
      if (!heard || behind(heard, stamp)) heard = stamp;
      askIfBehind();
    });
    source.addEventListener("board", function (event) {
      var stamp = parseStamp(event.lastEventId);
      if (!stamp) return;
      if (!heard || behind(heard, stamp)) heard = stamp;
      if (!pushed || behind(pushed.stamp, stamp)) pushed = { stamp: stamp, html: event.data };
      showPushed();
    });
    source.addEventListener("end", stop);
    /* The pupil logged out (in another tab): the page shows what the computer's next user may
     * see, not his cards. */
    source.addEventListener("gone", function () {
      stop();
      window.location.reload();
    });
    source.addEventListener("busy", function () {
      stop();
      pollEvery = BUSY_POLL_MS;
      setTimeout(function () { if (!source) connect(); }, BUSY_RETRY_MS);
    });
  }

  /* No stream open: the board asks for itself every second (every three when refused). */
  setInterval(function () {
    var board = document.getElementById("board");
    if (window.CleLive || !window.htmx || !board || board.hasAttribute("data-finished")) return;
    var now = Date.now();
    if (now - polledAt < pollEvery) return;
    polledAt = now;
    window.htmx.trigger(board, "cle:changed");
  }, 250);

  function stop() {
    if (source) source.close();
    source = null;
    window.CleLive = false;
  }

  document.addEventListener("htmx:afterSwap", function () {
    var board = document.getElementById("board");
    if (board && board.hasAttribute("data-finished")) stop();
  });
  window.addEventListener("pagehide", stop);
  window.addEventListener("pageshow", function (event) {
    if (event.persisted && !source) connect();
  });

  function start() {
    armForms();
    connect();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
