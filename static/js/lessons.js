/*
 * Clé de Sol — lessons.js: the keyboard and the small comforts of the lesson pages.
 * Everything works without it (answers are plain form posts); with it:
 *  - digits 1–9 pick the answer with that number (tick a card in "pick several" questions),
 *    Enter checks the ticked cards or goes on after the feedback;
 *  - on the staff, ↑ and ↓ move from one height to the next (Home/End: top/bottom);
 *  - the right answer is played as soon as the feedback shows (window.CleSound, sound.js);
 *  - the focus follows the panel htmx swapped in, so a keyboard user never gets lost;
 *  - a time limit counts down and, at zero, sends the page back to the server;
 *  - on a phone, where a staff's heights are too close for a finger, a tap on the staff only
 *    picks a height (its ghost note shows), ▲ ▼ buttons move it, « Vérifier » sends it.
 * No dependency, nothing fetched. Licence: same as the project.
 */
(function () {
  "use strict";

  function run() {
    return document.getElementById("run");
  }

  function typing(el) {
    var tag = el && el.tagName ? el.tagName.toLowerCase() : "";
    return tag === "input" && el.type !== "checkbox" && el.type !== "radio" || tag === "textarea" || tag === "select";
  }

  function autoplay(root) {
    var node = root && root.querySelector("[data-autoplay]");
    if (node && window.CleSound) {
      try {
        window.CleSound.play(node.getAttribute("data-autoplay"));
      } catch (e) {
        /* no audio: the listen button is still there */
      }
    }
  }

  function focusPanel(root) {
    if (!root) return;
    var target =
      root.querySelector("[data-next]") ||
      root.querySelector(".pick-card input") ||
      root.querySelector(".choice, .card-choice, [data-band]");
    if (target) target.focus({ preventScroll: true });
    var rect = root.getBoundingClientRect();
    if (rect.top < 0 || rect.top > window.innerHeight * 0.6) {
      root.scrollIntoView({ block: "start", behavior: "smooth" });
    }
  }

  function bands() {
    return Array.prototype.slice.call(document.querySelectorAll("#run [data-band]"));
  }

  document.addEventListener("keydown", function (event) {
    var panel = run();
    if (!panel || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    var key = event.key;
    if (/^[1-9]$/.test(key)) {
      var pick = panel.querySelector('[data-key="' + key + '"]');
      if (!pick) return;
      event.preventDefault();
      if (pick.tagName.toLowerCase() === "label") {
        var box = pick.querySelector("input");
        box.checked = !box.checked;
        box.focus();
      } else {
        pick.click();
      }
      return;
    }
    if (key === "ArrowUp" || key === "ArrowDown" || key === "Home" || key === "End") {
      var all = bands();
      if (!all.length) return;
      var i = all.indexOf(document.activeElement);
      if (key === "Home") i = 0;
      else if (key === "End") i = all.length - 1;
      else if (i < 0) i = Math.floor(all.length / 2);
      else i = Math.max(0, Math.min(all.length - 1, i + (key === "ArrowUp" ? -1 : 1)));
      event.preventDefault();
      all[i].focus();
      return;
    }
    if (key === "Enter") {
      var tag = (event.target.tagName || "").toLowerCase();
      if (tag === "button" || tag === "a") return; // the browser clicks it
      var next = panel.querySelector("[data-next]") || panel.querySelector(".check-button");
      if (next) {
        event.preventDefault();
        next.click();
      }
    }
  });

  /* The staff's heights are 11 px strips: a click or a tap picks one, ▲ ▼ move it, « Vérifier »
     sends it (buttons of 24 px and more, WCAG 2.5.8), on every screen: a slip on a strip was a
     wrong answer filed against the child, and a tablet lying down had no other way. The
     keyboard's Enter on a height still answers at once (arrows walk the heights). */
  function steps() {
    return document.querySelector("#run [data-pick-steps]");
  }

  function pickBand(band) {
    var box = steps();
    if (!box || !band) return;
    bands().forEach(function (b) { b.classList.toggle("is-picked", b === band); });
    var ok = box.querySelector("[data-pick-ok]");
    ok.value = band.value;
    ok.disabled = false;
    box.querySelector("[data-pick-said]").textContent = band.getAttribute("aria-label");
  }

  /* Nothing is picked at first: « Vérifier » waits for the child's own choice (a height picked
     in advance was sent by a child who pressed it at once, a free right answer or a mistake
     that was never hers: a reviewer's find). */
  function setUpSteps() {
    var box = steps();
    if (!box) return;
    box.hidden = false;
    box.querySelector("[data-pick-ok]").disabled = true;
  }

  document.addEventListener("click", function (event) {
    var box = steps();
    if (!box) return;
    var band = event.target.closest && event.target.closest("#run [data-band]");
    var step = event.target.closest && event.target.closest("#run [data-step]");
    if (band && event.detail === 0) return;  // Enter or Space on a height: it answers
    if (band) {
      event.preventDefault();
      pickBand(band);
    } else if (step) {
      var all = bands();
      var i = all.indexOf(document.querySelector("#run [data-band].is-picked"));
      if (i < 0) i = Math.floor(all.length / 2);  // the first ▲ or ▼ picks the middle line
      else i = Math.max(0, Math.min(all.length - 1, i + Number(step.getAttribute("data-step"))));
      pickBand(all[i]);
    }
  });

  /* A time limit: count down, then let the server end the run. */
  var timer = null;
  function startTimer(root) {
    if (timer) window.clearInterval(timer);
    var node = root && root.querySelector("[data-remaining]");
    if (!node) return;
    var left = parseInt(node.getAttribute("data-remaining"), 10) || 0;
    var value = node.querySelector(".timer-value");
    var show = function () {
      var m = Math.floor(left / 60);
      var s = left % 60;
      value.textContent = m + ":" + (s < 10 ? "0" : "") + s;
      node.classList.toggle("is-short", left <= 15);
    };
    show();
    timer = window.setInterval(function () {
      left -= 1;
      if (left <= 0) {
        window.clearInterval(timer);
        var form = root.querySelector("form[data-question]");
        if (form) form.requestSubmit ? form.requestSubmit() : form.submit();
        else window.location.reload();
        return;
      }
      show();
    }, 1000);
  }

  var toFocus = null;  // the panel swapped in, focused once htmx has taken over its forms

  document.addEventListener("htmx:afterSwap", function (event) {
    var panel = run();
    if (!panel || !panel.contains(event.detail.elt) && event.detail.elt !== panel) {
      panel = event.detail.elt && event.detail.elt.id === "run" ? event.detail.elt : run();
    }
    autoplay(panel);
    toFocus = panel;
    startTimer(panel);
    setUpSteps();
  });

  /* htmx processes the new panel's forms when it settles: a key pressed on a button focused
   * before that sent its form without htmx, and the whole page reloaded. */
  document.addEventListener("htmx:afterSettle", function () {
    var panel = toFocus;
    toFocus = null;
    if (panel && document.body.contains(panel)) focusPanel(panel);
  });

  function ready() {
    var panel = run();
    if (!panel) return;
    startTimer(panel);
    setUpSteps();
    if (panel.querySelector(".feedback")) autoplay(panel);
    // A form sent without htmx (no script yet, or a key pressed too soon) opens the page at
    // #run: the keyboard goes on at the answer or the next button, not at the page's top.
    if (window.location.hash === "#run") focusPanel(panel);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", ready);
  else ready();
})();
