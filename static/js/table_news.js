/* What happened at the table, said to a screen reader. Every move (one's own answer, a board
 * pushed by the stream, a poll) replaces the whole board, and a live region that arrives with
 * new content is not read out: a pupil who cannot see the screen heard nothing of the
 * computer's moves. So after each swap the new lines of the board's news lists, and the turn
 * line when it changed (`[data-news-turn]`), go into one live region that stays on the page
 * (`#table-news`, outside the board).
 *
 * A news list is an element with an id and `data-news` (its lines: its `li` or `p` children):
 * the log, newest first (the default), or `data-news="oldest-first"` (La Clé's news, a trick's
 * story). A line's `data-news-key` names it when its words may change in place (a word struck
 * out after a challenge is not a new line). */
(function () {
  "use strict";
  var MOST = 4; // lines said at once from one list: more is noise (a whole round dealt)
  var seen = null; // list id -> keys, newest first, as last read
  var turn = null;
  var afterPass = false;

  // Spaces and line breaks collapsed, not the non-breaking spaces French puts before ! ? : ;
  function words(el) { return el.textContent.replace(/[ \t\n\r\f]+/g, " ").trim(); }

  function read(board) {
    var lists = {};
    board.querySelectorAll("[data-news][id]").forEach(function (list) {
      var lines = Array.prototype.map.call(list.querySelectorAll(":scope > li, :scope > p"), function (el) {
        return { key: el.getAttribute("data-news-key") || words(el), text: words(el) };
      });
      if (list.getAttribute("data-news") === "oldest-first") lines.reverse();
      lists[list.id] = lines;
    });
    var turnLine = board.querySelector("[data-news-turn]");
    /* The end of the game takes the turn's place: its title and its winners, said once (a
     * screen reader kept the last move's news at Solo's end). */
    var end = board.querySelector(".game-over");
    if (end) {
      var told = end.querySelectorAll("h2, .pass-name");
      return { lists: lists, turn: Array.prototype.map.call(told, words).join(" ") };
    }
    return { lists: lists, turn: turnLine ? words(turnLine) : "" };
  }

  /* How many of `now`'s first lines are new: the old ones begin again further down (the list is
   * cut at a fixed length, so they are found where they start, not counted). */
  function fresh(now, before) {
    if (!before || !before.length) return Math.min(now.length, MOST);
    var head = before.slice(0, 3);
    for (var i = 0; i < now.length; i++) {
      var j = 0;
      while (j < head.length && i + j < now.length && now[i + j] === head[j]) j++;
      if (j === head.length || (j > 0 && i + j === now.length)) return Math.min(i, MOST);
    }
    return Math.min(now.length, MOST);
  }

  function keys(lines) { return lines.map(function (l) { return l.key; }); }

  function tell() {
    var board = document.getElementById("board");
    var box = document.getElementById("table-news");
    if (!board || !box) return;
    if (board.querySelector(".pass-screen")) {
      // One computer, the screen passes: what the last child was told (his own draw) leaves
      // the page with his hand; the next one hears the last moves once he shows his.
      box.textContent = "";
      seen = null;
      turn = null;
      afterPass = true;
      return;
    }
    var now = read(board);
    if (seen !== null || afterPass) {
      var said = [];
      Object.keys(now.lists).forEach(function (id) {
        var lines = now.lists[id];
        var n = afterPass ? Math.min(lines.length, MOST) : fresh(keys(lines), seen[id] && keys(seen[id]));
        said = said.concat(lines.slice(0, n).reverse().map(function (l) { return l.text; }));
      });
      if (now.turn && (afterPass || now.turn !== turn)) said.push(now.turn);
      if (said.length) box.textContent = said.join(" ");
    }
    seen = now.lists;
    turn = now.turn;
    afterPass = false;
  }

  document.addEventListener("htmx:afterSettle", tell); // saying nothing new says nothing
  document.addEventListener("DOMContentLoaded", tell);
  window.CleTableNews = { tell: tell, fresh: fresh };
})();
