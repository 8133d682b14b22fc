/* What happened at the table, said to a screen reader. Every move (one's own answer, a board
 * pushed by the stream, a poll) replaces the whole board, and a live region that arrives with
 * new content is not read out: a pupil who cannot see the screen heard nothing of the
 * computer's moves. So after each swap the log's new lines (the board's `[data-news] > li`,
 * newest first), and the turn line when it changed (`[data-news-turn]`), go into one live
 * region that stays on the page (`#table-news`, outside the board). */
(function () {
  "use strict";
  var MOST = 4; // lines said at once: more is noise (a whole round dealt)
  var seen = null;
  var turn = null;

  function words(el) { return el.textContent.replace(/\s+/g, " ").trim(); }

  function read(board) {
    return {
      lines: Array.prototype.map.call(board.querySelectorAll("[data-news] > li"), words),
      turn: (board.querySelector("[data-news-turn]") || { textContent: "" }).textContent
        .replace(/\s+/g, " ").trim()
    };
  }

  /* The lines before the last board's newest ones: the log is cut at a fixed length, so the
   * old lines are found where they begin again, not by count. */
  function fresh(now, before) {
    if (!before.length) return now.slice(0, MOST);
    var head = before.slice(0, 3);
    for (var i = 0; i < now.length; i++) {
      var j = 0;
      while (j < head.length && i + j < now.length && now[i + j] === head[j]) j++;
      if (j === head.length || (j > 0 && i + j === now.length)) return now.slice(0, Math.min(i, MOST));
    }
    return now.slice(0, MOST);
  }

  function tell() {
    var board = document.getElementById("board");
    var box = document.getElementById("table-news");
    if (!board || !box) return;
    var now = read(board);
    if (board.querySelector(".pass-screen")) {
      // One computer, the screen passes: what the last child was told (his own draw) leaves
      // the page with his hand; the next one starts afresh once he shows his.
      box.textContent = "";
      seen = null;
      turn = null;
      return;
    }
    if (seen !== null) {
      var said = fresh(now.lines, seen).reverse(); // oldest first, as they happened
      if (now.turn && now.turn !== turn) said.push(now.turn);
      if (said.length) box.textContent = said.join(" ");
    }
    seen = now.lines;
    turn = now.turn;
  }

  document.addEventListener("htmx:afterSettle", tell); // saying nothing new says nothing
  document.addEventListener("DOMContentLoaded", tell);
  window.CleTableNews = { tell: tell, fresh: fresh };
})();
