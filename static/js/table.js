/* Card tables: small comforts on top of forms that work without JavaScript.
 * - a Note card plays its sound when it is picked;
 * - several cards are sent in the order they were picked (the player chooses the order of
 *   Notes laid on a Rythme);
 * - a fresh board from polling keeps the cards picked so far.
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
})();
