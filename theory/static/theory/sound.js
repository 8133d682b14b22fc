/*
 * Clé de Sol — sound.js: play notes, intervals, rhythms and scales with plain Web Audio.
 * No dependency, nothing fetched: one oscillator and one gain envelope per note.
 *
 * Markup (specs come from theory.sound_spec_* in Python):
 *   <button type="button" data-sound='{"notes":[{"f":261.63,"d":1}],"mode":"sequence","tempo":80}'>
 *     Écouter
 *   </button>
 * Spec: notes = [{f: Hz, d: beats, g?: gain 0..1}], mode = "sequence" (one after another, each
 * for its beats at the tempo: rhythms, scales, melodies) | "chord" (all together) | "interval"
 * (one after the other, then together), tempo = beats per minute (default 80), type? =
 * oscillator type (default "triangle").
 *
 * API: window.CleSound = {play(spec) -> seconds, stop(), context()}.
 * Each start sets document.documentElement.dataset.audioStarted to the number of sounds
 * started so far ("1" after the first), so a browser test can check that audio began.
 * Keyboard: a <button> is focusable and fires click on Enter/Space by itself; any other element
 * carrying data-sound is given tabindex="0" and role="button" and answers Enter and Space.
 * Works with content added later (htmx): clicks are delegated from the document.
 * Licence: same as the project.
 */
(function () {
  "use strict";

  var ctx = null;
  var active = []; // {osc, gain} currently scheduled, so a new sound stops the previous one
  var started = 0;
  var GAP = 0.1; // fraction of each note left silent, so repeated notes are heard apart
  var ATTACK = 0.012;
  var RELEASE = 0.06;
  var LEVEL = 0.28;

  function context() {
    if (!ctx) {
      var AC = window.AudioContext || window.webkitAudioContext;
      if (!AC) return null;
      ctx = new AC();
    }
    if (ctx.state === "suspended" && ctx.resume) ctx.resume();
    return ctx;
  }

  function stop() {
    var now = ctx ? ctx.currentTime : 0;
    active.forEach(function (v) {
      try {
        v.gain.gain.cancelScheduledValues(now);
        v.gain.gain.setTargetAtTime(0, now, 0.01);
        v.osc.stop(now + 0.05);
      } catch (e) {
        /* already stopped */
      }
    });
    active = [];
  }

  function tone(ac, freq, start, seconds, level, type) {
    var osc = ac.createOscillator();
    var gain = ac.createGain();
    osc.type = type || "triangle";
    osc.frequency.setValueAtTime(freq, start);
    var sound = Math.max(0.05, seconds * (1 - GAP));
    var peak = Math.max(0.0001, level);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(peak, start + ATTACK);
    gain.gain.exponentialRampToValueAtTime(peak * 0.6, start + Math.min(sound, 0.25));
    gain.gain.setValueAtTime(peak * 0.6, start + Math.max(ATTACK, sound - RELEASE));
    gain.gain.exponentialRampToValueAtTime(0.0001, start + sound);
    osc.connect(gain);
    gain.connect(ac.destination);
    osc.start(start);
    osc.stop(start + sound + 0.02);
    var voice = { osc: osc, gain: gain };
    active.push(voice);
    osc.onended = function () {
      active = active.filter(function (v) {
        return v !== voice;
      });
    };
  }

  /* Schedule a spec; returns its length in seconds (0 when Web Audio is missing). */
  function play(spec) {
    if (typeof spec === "string") spec = JSON.parse(spec);
    var ac = context();
    if (!ac || !spec || !spec.notes || !spec.notes.length) return 0;
    stop();
    started += 1;
    document.documentElement.dataset.audioStarted = String(started);
    var beat = 60 / (spec.tempo || 80);
    var notes = spec.notes;
    var mode = spec.mode || "sequence";
    var t = ac.currentTime + 0.03;
    var level = function (n, together) {
      return (n.g === undefined ? LEVEL : LEVEL * n.g) / together;
    };
    if (mode === "chord") {
      var longest = 0;
      notes.forEach(function (n) {
        tone(ac, n.f, t, n.d * beat, level(n, notes.length), spec.type);
        longest = Math.max(longest, n.d * beat);
      });
      return longest;
    }
    var at = t;
    notes.forEach(function (n) {
      tone(ac, n.f, at, n.d * beat, level(n, 1), spec.type);
      at += n.d * beat;
    });
    if (mode === "interval") {
      var together = 2 * beat;
      notes.forEach(function (n) {
        tone(ac, n.f, at, together, level(n, notes.length), spec.type);
      });
      at += together;
    }
    return at - t;
  }

  function fromElement(el) {
    try {
      return JSON.parse(el.getAttribute("data-sound"));
    } catch (e) {
      return null;
    }
  }

  function trigger(el) {
    var seconds = play(fromElement(el));
    if (seconds > 0) {
      el.setAttribute("data-sound-playing", "");
      window.setTimeout(function () {
        el.removeAttribute("data-sound-playing");
      }, seconds * 1000);
    }
  }

  /* Non-button elements with data-sound become keyboard-operable buttons. */
  function enhance(root) {
    var nodes = (root || document).querySelectorAll("[data-sound]");
    Array.prototype.forEach.call(nodes, function (el) {
      var tag = el.tagName.toLowerCase();
      if (tag === "button" || tag === "a" || tag === "input") return;
      if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "0");
      if (!el.hasAttribute("role")) el.setAttribute("role", "button");
    });
  }

  document.addEventListener("click", function (event) {
    var el = event.target.closest && event.target.closest("[data-sound]");
    if (!el || el.disabled) return;
    event.preventDefault();
    trigger(el);
  });

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    var el = event.target;
    if (!el.hasAttribute || !el.hasAttribute("data-sound")) return;
    var tag = el.tagName.toLowerCase();
    if (tag === "button" || tag === "a" || tag === "input") return; // the browser sends click
    event.preventDefault();
    trigger(el);
  });

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () {
      enhance(document);
    });
  } else {
    enhance(document);
  }
  document.addEventListener("htmx:load", function (event) {
    enhance(event.target);
  });

  window.CleSound = { play: play, stop: stop, context: context };
})();
