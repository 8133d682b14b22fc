/* A move waits for this pupil below the fold: the page brings it into view, once per move. On a
 * 1280 × 720 laptop or a portrait tablet, Bataille des sons said « À toi de poser ta carte ! » at
 * the top while « Poser ma carte » sat 170 px below the window, and a child who did not scroll
 * waited until the computer took the seat. A game marks the part of its board that holds the
 * pupil's move with `data-your-move` (its value changes with each move asked: the table's
 * version); a board redrawn for the same move (a poll, a pushed board) does not scroll again,
 * and nothing scrolls while the pupil has the focus somewhere else on the page (a form field). */
(function () {
  "use strict";
  var shown = null;

  function bring() {
    var part = document.querySelector("#board [data-your-move]");
    if (!part) { shown = null; return; }
    var key = part.getAttribute("data-your-move");
    if (key === shown) return;
    shown = key;
    var typing = document.activeElement && /^(INPUT|SELECT|TEXTAREA)$/.test(document.activeElement.tagName) &&
      !part.contains(document.activeElement);
    if (typing) return;
    var box = part.getBoundingClientRect();
    if (box.bottom <= window.innerHeight && box.top >= 0) return;
    // At once, not smoothly: a click made while the page glides lands on what glides under it
    // (a browser test pressed the power's checkbox instead of « Poser ma carte »).
    part.scrollIntoView({ block: box.height > window.innerHeight ? "start" : "end", behavior: "auto" });
  }

  document.addEventListener("DOMContentLoaded", bring);
  document.addEventListener("htmx:afterSettle", bring);
})();
