/* Card tables: small comforts on top of forms that work without JavaScript.
 * - a Note card plays its sound when it is picked;
 * - several cards are sent in the order they were picked (the player chooses the order of
 *   Notes laid on a Rythme);
 * - a fresh board from polling keeps the cards picked so far;
 * - the table's event stream (Server-Sent Events) says when the table changed, and the board
 *   then fetches itself; while no stream is open the board polls every second instead.
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

  /* The live stream: only a stamp "version.revision" arrives; the board asks for itself. */
  var source = null;

  function stampOf(board) {
    return board.getAttribute("data-version") + "." + board.getAttribute("data-revision");
  }

  function connect() {
    var board = document.getElementById("board");
    var url = board && board.getAttribute("data-stream");
    if (!url || !window.EventSource || board.hasAttribute("data-finished")) return;
    source = new EventSource(url + "?v=" + encodeURIComponent(stampOf(board)));
    source.addEventListener("open", function () { window.CleLive = true; });
    source.addEventListener("error", function () { window.CleLive = false; });
    source.addEventListener("stamp", function (event) {
      var current = document.getElementById("board");
      if (current && window.htmx && event.data !== stampOf(current)) {
        window.htmx.trigger(current, "cle:changed");
      }
    });
    source.addEventListener("end", stop);
  }

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

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", connect);
  } else {
    connect();
  }
})();
