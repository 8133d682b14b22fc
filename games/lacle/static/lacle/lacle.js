/* La Patience at the table: lay tiles by clicking (a rack tile, then a cell), by dragging a
 * rack tile onto a cell (pointer events: mouse, pen or finger), or by keyboard
 * alone (arrows move a cursor on the board, a letter lays that letter of the rack at the cursor
 * and moves on, Space turns across/down, Enter lays, Backspace takes back, Escape clears).
 * It only fills the lay form's hidden `tile` fields ("row-col-A", a joker "row-col-?E"); the
 * server judges. Without JavaScript the page's text form does the same job. */
(function () {
  "use strict";
  var S = { version: null, pending: [], selected: null, r: 0, c: 0, dir: "across" };
  var DRAG_PX = 6;  // a press that moves less than this is a click
  var drag = null;  // { i, id, x, y, tile, ghost, over }
  var dropped = false;  // the click that follows a drop is not a selection

  function root() { return document.querySelector(".lc-patience"); }
  function form() { return document.querySelector(".lc-lay-form"); }
  function grid() { return document.getElementById("lc-grid"); }
  function cellAt(r, c) { var g = grid(); return g && g.querySelector('[data-r="' + r + '"][data-c="' + c + '"]'); }
  function tiles() { return Array.prototype.slice.call(document.querySelectorAll(".lc-rack .lc-tile")); }
  function used(i) { return S.pending.some(function (p) { return p.i === i; }); }
  function pendingAt(r, c) { return S.pending.filter(function (p) { return p.r === r && p.c === c; })[0]; }
  function boardLetter(cell) { return cell && cell.classList.contains("lc-filled") ? cell.querySelector(".lc-letter").textContent : ""; }
  /* The word the pending letters make with the board's around them, read along their line
   * (a child reads « GAIN », not « G (1, 1) · A (1, 2)… »); "" when they are not on one line
   * or leave a gap. */
  function pendingWord() {
    if (!S.pending.length) return "";
    var r0 = S.pending[0].r, c0 = S.pending[0].c;
    var across = S.pending.every(function (p) { return p.r === r0; }) &&
      (S.pending.length > 1 || S.dir === "across");
    var down = !across && S.pending.every(function (p) { return p.c === c0; });
    if (!across && !down) return "";
    function letterAt(k) {
      var r = across ? r0 : k, c = across ? k : c0;
      for (var i = 0; i < S.pending.length; i++) {
        if (S.pending[i].r === r && S.pending[i].c === c) return S.pending[i].letter;
      }
      var cell = cellAt(r, c);
      return cell && cell.classList.contains("lc-filled") ? cell.querySelector(".lc-letter").textContent.trim() : "";
    }
    var ks = S.pending.map(function (p) { return across ? p.c : p.r; });
    var lo = Math.min.apply(null, ks), hi = Math.max.apply(null, ks);
    while (letterAt(lo - 1)) lo--;
    while (letterAt(hi + 1)) hi++;
    var out = "";
    for (var k = lo; k <= hi; k++) {
      var ch = letterAt(k);
      if (!ch) return "";
      out += ch.toUpperCase();
    }
    return out.length > 1 ? out : "";
  }

  function word(key, fallback) { var f = form(); return (f && f.getAttribute("data-" + key)) || fallback; }

  function render() {
    var f = form(); if (!f) return;
    document.querySelectorAll(".lc-cell.lc-pending").forEach(function (cell) {
      cell.classList.remove("lc-pending");
      cell.querySelector(".lc-letter").textContent = "";
      if (cell.hasAttribute("data-label")) cell.setAttribute("aria-label", cell.getAttribute("data-label"));
    });
    S.pending.forEach(function (p) {
      var cell = cellAt(p.r, p.c);
      if (!cell) return;
      cell.classList.add("lc-pending");
      cell.querySelector(".lc-letter").textContent = p.letter;
      // A screen reader hears the letter laid on the cell, not the cell's "empty" of the page.
      if (!cell.hasAttribute("data-label")) cell.setAttribute("data-label", cell.getAttribute("aria-label") || "");
      // ... without the page's « vide », said with the letter (a reviewer heard both)
      var grid = cell.closest("[data-empty]");
      var base = cell.getAttribute("data-label");
      if (grid) base = base.split(", " + grid.getAttribute("data-empty")).join("");
      cell.setAttribute("aria-label", base + ", " + word("pending", "lettre posée, pas encore validée") + " " + p.letter);
    });
    tiles().forEach(function (t) {
      var i = +t.getAttribute("data-i");
      t.classList.toggle("lc-used", used(i));
      t.setAttribute("aria-pressed", S.selected === i ? "true" : "false");
      t.disabled = used(i);
    });
    var box = f.querySelector(".lc-tiles-inputs");
    box.innerHTML = "";
    S.pending.forEach(function (p) {
      var input = document.createElement("input");
      input.type = "hidden"; input.name = "tile";
      input.value = p.r + "-" + p.c + "-" + (p.joker ? "?" : "") + p.letter;
      box.appendChild(input);
    });
    inferDirection();
    f.querySelector(".lc-direction-input").value = S.dir;
    var toggle = f.querySelector(".lc-toggle");
    toggle.textContent = S.dir === "across" ? word("across", "Sens : horizontal →") : word("down", "Sens : vertical ↓");
    toggle.setAttribute("aria-pressed", S.dir === "down" ? "true" : "false");
    var spelled = pendingWord();
    // one letter, or letters not yet in a line: each with its cell in words (it read « D (6, 7) »)
    var shown = spelled ? word("word", "Ton mot\u00a0: {word}").replace("{word}", spelled) :
      S.pending.map(function (p) {
        return word("one-letter", "{letter}, ligne {row}, colonne {col}").replace("{letter}", p.letter)
          .replace("{row}", p.r + 1).replace("{col}", p.c + 1);
      }).join(" · ");
    f.querySelector(".lc-pending-text").textContent = shown;
    f.querySelector(".lc-submit").disabled = S.pending.length === 0;
  }

  /* Letters laid by tapping cells down a column make a word down: the toggle says so (it read
   * « horizontal → » under a word laid downwards, on a tablet). */
  function inferDirection() {
    if (S.pending.length < 2) return;
    var row = S.pending[0].r, col = S.pending[0].c, sameRow = true, sameCol = true;
    S.pending.forEach(function (p) { sameRow = sameRow && p.r === row; sameCol = sameCol && p.c === col; });
    if (sameCol && !sameRow) S.dir = "down";
    else if (sameRow && !sameCol) S.dir = "across";
  }

  /* The board's one Tab stop is the cursor's cell: once the pupil has moved it, a board redrawn
   * after the computer's move keeps it there (Tab led back to the first cell, the centre, and a
   * keyboard reviewer lost her place on the board after each of the computer's words). */
  function roving() {
    var g = grid(); if (!g) return null;
    var cell = cellAt(S.r, S.c);
    if (!cell || !cell.hasAttribute("tabindex")) return null;
    g.querySelectorAll('[tabindex="0"]').forEach(function (el) { el.setAttribute("tabindex", "-1"); });
    cell.setAttribute("tabindex", "0");
    return cell;
  }

  function focusCursor() {
    var asking = document.querySelector(".lc-joker-choice .lc-joker-letter");
    if (asking) { asking.focus(); return; }  // a joker's letter is being chosen
    var cell = roving();
    if (cell) { cell.focus(); return; }
    // Not this player's turn (his word laid, the others to play): the grid itself holds the
    // keyboard's place, not the next control down the page (it went to the words' log, out of
    // sight, 17 Shift+Tab from the grid); his turn's board gives the cursor back.
    var g = grid();
    if (g) { g.setAttribute("tabindex", "-1"); g.focus(); }
  }

  /* A joker laid by click or drag asks for its letter in the page (the browser's own prompt
   * box was a jolt on a tablet, and a screen reader's): 26 letter buttons under the rack, or a
   * letter key; Escape or « Annuler » leaves the joker on the rack. Typed on the board, the
   * letter typed is the joker's. */
  function closeJoker() {
    var box = document.querySelector(".lc-joker-choice");
    if (box) box.remove();
  }

  function chooseJoker(r, c, i) {
    var f = form(); if (!f) return;
    closeJoker();
    var box = document.createElement("div");
    box.className = "lc-joker-choice";
    box.setAttribute("role", "group");
    var ask = document.createElement("p");
    ask.id = "lc-joker-ask";
    ask.textContent = word("joker", "Quelle lettre ton joker remplace-t-il\u00a0?");
    box.setAttribute("aria-labelledby", ask.id);
    box.appendChild(ask);
    function pick(letter) {
      closeJoker();
      if (!used(i) && !pendingAt(r, c)) {
        S.pending.push({ r: r, c: c, i: i, letter: letter, joker: true });
        S.selected = null; S.r = r; S.c = c; advance();
      }
      render(); focusCursor();
    }
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").forEach(function (letter) {
      var b = document.createElement("button");
      b.type = "button"; b.className = "lc-tile lc-joker-letter"; b.textContent = letter;
      b.addEventListener("click", function () { pick(letter); });
      box.appendChild(b);
    });
    var cancel = document.createElement("button");
    cancel.type = "button"; cancel.className = "button secondary lc-joker-cancel";
    cancel.textContent = word("joker-cancel", "Annuler");
    cancel.addEventListener("click", function () { closeJoker(); S.selected = null; render(); focusCursor(); });
    box.appendChild(cancel);
    box.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { event.preventDefault(); cancel.click(); }
      else if (plainLetter(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault(); pick(plainLetter(event.key));
      }
    });
    var rack = document.querySelector(".lc-rack");
    if (rack && rack.parentNode) rack.parentNode.insertBefore(box, rack.nextSibling); else f.appendChild(box);
    focusCursor();
  }

  function place(r, c, i, letter) {
    var t = tiles().filter(function (x) { return +x.getAttribute("data-i") === i; })[0];
    if (!t || used(i)) return false;
    var tile = t.getAttribute("data-tile");
    var joker = tile === "?";
    if (joker && !letter) { chooseJoker(r, c, i); return false; }
    var shown = joker ? letter : tile;
    if (!shown) return false;
    S.pending.push({ r: r, c: c, i: i, letter: shown, joker: joker });
    S.selected = null;
    return true;
  }

  function advance() {
    if (S.dir === "across") S.c = Math.min(15, S.c + 1); else S.r = Math.min(15, S.r + 1);
  }

  // Said to a screen reader when a key changes nothing on screen (a keyboard reviewer typed a
  // letter his rack did not have, and heard nothing): the form's quiet live region.
  function say(what, letter) {
    var el = document.querySelector("[data-lc-said]");
    if (!el) return;
    var toggle = form() && form().querySelector(".lc-toggle");
    var text = what === "dir" ? (toggle ? toggle.textContent : "") : el.getAttribute("data-" + what);
    el.textContent = "";
    window.setTimeout(function () { el.textContent = (text || "").replace("{letter}", letter || ""); }, 30);
  }

  // The key's letter without its accent, upper case, or "": é (AZERTY's 2) is E, as FIÈRE is
  // laid FIERE (a reviewer's é did nothing, without a word).
  function plainLetter(key) {
    if (!key || key.length !== 1) return "";
    var plain = key.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    return /^[a-zA-Z]$/.test(plain) ? plain.toUpperCase() : "";
  }

  function typeLetter(letter) {
    var cell = cellAt(S.r, S.c);
    var here = boardLetter(cell);
    if (here) { if (here === letter) { advance(); } else { say("taken", here); } return; }
    if (pendingAt(S.r, S.c)) return;
    var free = tiles().filter(function (t) { return !used(+t.getAttribute("data-i")); });
    var exact = free.filter(function (t) { return t.getAttribute("data-tile") === letter; })[0];
    var joker = free.filter(function (t) { return t.getAttribute("data-tile") === "?"; })[0];
    var pick = exact || joker;
    if (!pick) { say("no-letter", letter); return; }
    if (place(S.r, S.c, +pick.getAttribute("data-i"), letter)) advance();
  }

  function takeBack() {
    var p = S.pending.pop();
    if (p) { S.r = p.r; S.c = p.c; }
  }


  // Drag and drop: press a rack tile, move, release over an empty cell. A press that barely
  // moves stays a click (select, then click a cell), so both ways work side by side.
  function cellUnder(x, y) {
    var el = document.elementFromPoint(x, y);
    var cell = el && el.closest && el.closest("#lc-grid .lc-cell");
    return cell && !boardLetter(cell) && !pendingAt(+cell.getAttribute("data-r"), +cell.getAttribute("data-c")) ? cell : null;
  }

  function endDrag() {
    if (!drag) return;
    if (drag.ghost) drag.ghost.remove();
    if (drag.over) drag.over.classList.remove("lc-drop-target");
    if (drag.tile) drag.tile.classList.remove("lc-dragging");
    drag = null;
  }

  document.addEventListener("pointerdown", function (event) {
    var tile = event.target.closest && event.target.closest(".lc-rack .lc-tile");
    if (!tile || tile.disabled || !form() || event.button > 0) return;
    drag = { i: +tile.getAttribute("data-i"), id: event.pointerId, x: event.clientX, y: event.clientY, tile: tile, ghost: null, over: null };
    if (tile.setPointerCapture) tile.setPointerCapture(event.pointerId);
  });

  document.addEventListener("pointermove", function (event) {
    if (!drag || event.pointerId !== drag.id) return;
    if (!drag.ghost) {
      if (Math.abs(event.clientX - drag.x) + Math.abs(event.clientY - drag.y) < DRAG_PX) return;
      drag.ghost = drag.tile.cloneNode(true);
      drag.ghost.className = "lc-tile lc-drag-ghost";
      drag.ghost.setAttribute("aria-hidden", "true");
      drag.ghost.removeAttribute("data-i");
      document.body.appendChild(drag.ghost);
      drag.tile.classList.add("lc-dragging");
    }
    drag.ghost.style.left = event.clientX + "px";
    drag.ghost.style.top = event.clientY + "px";
    var cell = cellUnder(event.clientX, event.clientY);
    if (cell !== drag.over) {
      if (drag.over) drag.over.classList.remove("lc-drop-target");
      if (cell) cell.classList.add("lc-drop-target");
      drag.over = cell;
    }
    event.preventDefault();
  });

  document.addEventListener("pointerup", function (event) {
    if (!drag || event.pointerId !== drag.id) return;
    var moved = !!drag.ghost, i = drag.i;
    var cell = moved ? cellUnder(event.clientX, event.clientY) : null;
    endDrag();
    if (!moved) return;  // a click: the click handler selects the tile
    dropped = true;
    window.setTimeout(function () { dropped = false; }, 0);
    if (cell) {
      S.r = +cell.getAttribute("data-r"); S.c = +cell.getAttribute("data-c");
      place(S.r, S.c, i);
      render(); focusCursor();
    }
  });

  document.addEventListener("pointercancel", endDrag);

  document.addEventListener("click", function (event) {
    if (!root() || !form()) return;
    if (dropped) { dropped = false; return; }
    var tile = event.target.closest(".lc-rack .lc-tile");
    if (tile) {
      var i = +tile.getAttribute("data-i");
      S.selected = S.selected === i ? null : i;
      render(); return;
    }
    var cell = event.target.closest("#lc-grid .lc-cell");
    if (cell) {
      var r = +cell.getAttribute("data-r"), c = +cell.getAttribute("data-c");
      S.r = r; S.c = c;
      var p = pendingAt(r, c);
      if (p) { S.pending = S.pending.filter(function (x) { return x !== p; }); }
      else if (S.selected !== null && !boardLetter(cell)) { place(r, c, S.selected); }
      render(); focusCursor(); return;
    }
    if (event.target.closest(".lc-toggle")) { S.dir = S.dir === "across" ? "down" : "across"; render(); return; }
    if (event.target.closest(".lc-back")) { takeBack(); render(); return; }
    if (event.target.closest(".lc-clear")) { S.pending = []; S.selected = null; render(); return; }
  });

  document.addEventListener("focusin", function (event) {
    var cell = event.target.closest && event.target.closest("#lc-grid .lc-cell");
    if (cell) { S.r = +cell.getAttribute("data-r"); S.c = +cell.getAttribute("data-c"); S.placed = true; }
  });

  document.addEventListener("keydown", function (event) {
    if (!event.target.closest || !event.target.closest("#lc-grid") || !form()) return;
    var key = event.key, moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[key]) {
      S.r = Math.max(0, Math.min(15, S.r + moves[key][0]));
      S.c = Math.max(0, Math.min(15, S.c + moves[key][1]));
    } else if (key === " ") {
      S.dir = S.dir === "across" ? "down" : "across";
      event.preventDefault();
      render(); focusCursor(); say("dir");
      return;
    } else if (key === "Enter") {
      event.preventDefault();
      var here = cellAt(S.r, S.c);
      if (S.selected !== null && here && !boardLetter(here) && !pendingAt(S.r, S.c)) {
        // a letter picked in the rack with Enter goes where Enter is pressed, as a click does
        // (a keyboard reviewer picked one and could not lay it)
        if (place(S.r, S.c, S.selected)) advance();
      } else {
        if (S.pending.length) form().requestSubmit(form().querySelector(".lc-submit"));
        return;
      }
    } else if (key === "Backspace") {
      takeBack();
    } else if (key === "Escape") {
      if (S.pending.length) say("cleared");  // the letters went back: said, not only seen
      S.pending = []; S.selected = null;
    } else if (plainLetter(key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      typeLetter(plainLetter(key));
    } else { return; }
    event.preventDefault();
    render(); focusCursor();
  });

  function init() {
    var r = root(); if (!r) return;
    var board = document.getElementById("board");
    var version = board && board.getAttribute("data-version");
    var f = form();
    if (version !== S.version) { S.pending = []; S.selected = null; }
    S.version = version;
    if (!f) return;
    f.hidden = false;
    render();
    if (S.placed) roving();
  }

  document.addEventListener("DOMContentLoaded", init);
  // A swap replaces the element that had the focus: the keyboard's place on the board is
  // given back (to the cursor's cell) when the focus was in the board and is now lost, as after
  // a refused move, whether or not the refusal marks a cell.
  var focusWasInBoard = false;
  document.addEventListener("htmx:beforeSwap", function () {
    var board = document.getElementById("board");
    focusWasInBoard = !!(board && board.contains(document.activeElement));
  });
  document.addEventListener("htmx:afterSwap", function () {
    var hadFocus = S.version !== null;
    init();
    var lost = !document.activeElement || document.activeElement === document.body;
    if (hadFocus && (document.querySelector(".lc-refused") || (focusWasInBoard && lost))) {
      focusCursor();
    }
    focusWasInBoard = false;
  });
})();
