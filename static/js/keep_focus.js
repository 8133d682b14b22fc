/* The keyboard keeps its place on a game's board. htmx swaps the whole board (a move's answer, a
 * board pushed by the table's stream, a poll): the element that had the focus is replaced, and
 * the focus fell back to the page's top, so a pupil playing with the keyboard had to Tab through
 * the whole page again after every move (15 presses in Bataille des sons). Before a swap the
 * focused control of the board is noted (its id, or its kind, name, value and words); after it,
 * if the focus was lost, the same control on the new board takes it; or else, in the same part
 * of the board (the hand's form, a panel with an id), the control at the same place or the last
 * one before it (« Poser » gone while the computers play: the last card of the hand, not the
 * memo's link at the page's end); or else the hand's first control, or the hand itself when it
 * has none left (a control of the hand had it); or else the one at the same place among the
 * board's controls. A board with no control at all (Bataille des sons once the
 * question is asked, while the computer lays its card) keeps the note for the next board, which
 * the stream brings: the focus fell back to the page's top for good there. A game's own script
 * may place the focus itself first (La Clé's cursor): then nothing is done here. */
(function () {
  "use strict";
  var noted = null;
  var CONTROLS = "button:not([disabled]), input:not([type=hidden]):not([disabled]), " +
    "select:not([disabled]), textarea:not([disabled]), a[href], [tabindex='0']";

  function describe(el) {
    return {
      id: el.id || "",
      tag: el.tagName,
      name: el.getAttribute("name") || "",
      value: el.getAttribute("value") || "",
      words: (el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 80)
    };
  }

  /* A second swap may come before the first one's focus is given back (a poll, a pushed
   * board): the control noted first is kept until then. */
  function visible(board) {
    return Array.prototype.filter.call(board.querySelectorAll(CONTROLS), function (c) {
      return c.offsetParent !== null;
    });
  }

  function where(board, el) {
    var key = describe(el);
    key.index = Math.max(0, visible(board).indexOf(el));
    key.inHand = !!el.closest(".hand-form");
    var part = el.closest("form, section, [id]");
    if (part && board.contains(part) && part !== board) {
      key.part = part.id ? "#" + part.id : partSelector(part);
      key.partIndex = Math.max(0, visible(part).indexOf(el));
    }
    return key;
  }

  /* The board's control that had the focus last, until the pupil takes the focus elsewhere:
   * a swap may find the focus already lost (its control gone under a swap that noted nothing,
   * as in Bataille des sons under a slow machine), and the board still gets it back. */
  var last = null;
  document.addEventListener("focusin", function (event) {
    var board = document.getElementById("board");
    var el = event.target;
    last = board && el !== board && board.contains(el) ? where(board, el) : null;
  });

  function note() {
    var board = document.getElementById("board");
    var el = document.activeElement;
    if (noted || !board) return;
    if (el && el !== board && board.contains(el)) noted = where(board, el);
    else if (!el || el === document.body) noted = last;
  }

  /* A part of the board found again on the new board: by id, or by its tag and classes. */
  function partSelector(part) {
    var classes = Array.prototype.filter.call(part.classList, function (c) { return !/^htmx-/.test(c); });
    return part.tagName.toLowerCase() + classes.map(function (c) { return "." + CSS.escape(c); }).join("");
  }

  function same(a, b) {
    if (a.id || b.id) return a.id === b.id;
    return a.tag === b.tag && a.name === b.name && a.value === b.value && a.words === b.words;
  }

  /* The control at that place, or the nearest one before it that a second Enter may safely
   * press: not a different, risky action that took the place of the one pressed (Solo's
   * « Défausse rapide ! » where « Poser » was, class `warn`), nor an option of the move
   * (`data-focus-skip`: the colour a black card asks for). */
  function near(controls, index) {
    var i = Math.min(index, controls.length - 1);
    for (var j = i; j >= 0; j--) {
      var c = controls[j];
      if (!c.classList.contains("warn") && !c.closest("[data-focus-skip]")) return c;
    }
    return controls[i];
  }

  /* The hand with nothing left to press (Bataille des sons once her card is laid): the hand
   * itself, whose heading and words say where her card went; not the control at the same place
   * on the board, another player's « Écouter » in the trick. */
  function held(hand) {
    if (!hand.hasAttribute("tabindex")) hand.setAttribute("tabindex", "-1");
    return hand;
  }

  function giveBack() {
    var el = document.activeElement;
    var key = noted || (!el || el === document.body ? last : null);
    if (!key || (el && el !== document.body && document.contains(el))) {
      noted = null;
      return;
    }
    var board = document.getElementById("board");
    if (!board) return;
    var controls = visible(board);
    var hand = board.querySelector(".hand-form");
    var target = controls.filter(function (c) {
      /* a control of the hand is not followed out of it: her card's « Écouter », once the
       * card is laid, is in the trick, and her next card is in the hand */
      return same(describe(c), key) && !(key.inHand && hand && !hand.contains(c));
    })[0];
    var part = !target && key.part ? board.querySelector(key.part) : null;
    var inPart = part ? visible(part) : [];
    if (!target && inPart.length) target = near(inPart, key.partIndex);
    var inHand = !target && hand ? visible(hand) : [];
    if (!target && inHand.length) target = inHand[0];
    if (!target && hand && key.inHand) target = held(hand);
    if (!target) target = controls[Math.min(key.index, controls.length - 1)];
    if (!target) return; /* nothing to press while the computer plays: kept for the next board */
    noted = null;
    target.focus({ preventScroll: true });
  }

  document.addEventListener("htmx:beforeSwap", function (event) {
    var target = event.detail.target;
    if (target && target.id === "board") note();
  });
  document.addEventListener("htmx:afterSettle", function () { setTimeout(giveBack, 0); });
  window.CleKeepFocus = { note: note, giveBack: giveBack };
})();
