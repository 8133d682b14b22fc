/* The start form's three ways to play each have their panel; only the chosen one matters. The
 * others stay on screen (greyed by the CSS) but leave the keyboard's path: « Commencer la
 * partie » was 37 Tab presses away, through 13 fields of the panels not chosen, which a screen
 * reader also read out as if they were needed. A field of another panel clicked or focused
 * chooses that panel's way. */
(function () {
  "use strict";
  var form = document.querySelector("form.new-table");
  if (!form) return;
  var FIELDS = "input, select, textarea";

  function chosen() {
    var radio = form.querySelector("input[name=mode]:checked");
    return radio ? radio.value : null;
  }

  function sync() {
    var mode = chosen();
    if (!mode) return;
    form.querySelectorAll(".mode-panel").forEach(function (panel) {
      var off = panel.dataset.mode !== mode;
      panel.querySelectorAll(FIELDS).forEach(function (field) {
        if (off) field.setAttribute("tabindex", "-1"); else field.removeAttribute("tabindex");
      });
      if (off) panel.setAttribute("aria-disabled", "true"); else panel.removeAttribute("aria-disabled");
    });
  }

  /* A game played alone or with others (La Clé: its Patience or its Mots croisés): choosing an
   * opponent, or a way to play together, chooses the game for several. */
  function together() {
    var game = form.querySelector("select[data-alone]");
    if (!game || game.value !== game.dataset.alone) return;
    var mode = chosen();
    var bots = Array.prototype.some.call(
      form.querySelectorAll('.mode-panel[data-mode="bots"] select'), function (s) { return s.value; });
    if ((mode && mode !== "bots") || (mode === "bots" && bots)) game.value = game.dataset.together;
  }

  /* And the other way: choosing the game for several against the computer seats one computer
   * (the form said « 2, 3 ou 4 joueurs » after a try with none), choosing it alone seats none. */
  function opponents(game) {
    if (chosen() !== "bots") return;
    var seats = form.querySelectorAll('.mode-panel[data-mode="bots"] select');
    var any = Array.prototype.some.call(seats, function (s) { return s.value; });
    if (game.value === game.dataset.alone) {
      seats.forEach(function (s) { s.value = ""; });
    } else if (!any && seats.length) {
      var level = seats[0].querySelector('option[value="simple"]') || seats[0].options[1];
      if (level) seats[0].value = level.value;
    }
  }

  form.addEventListener("change", function (event) {
    if (event.target.name === "mode") sync();
    if (event.target.matches("select[data-alone]")) opponents(event.target);
    else together();
  });
  form.addEventListener("focusin", function (event) {
    var panel = event.target.closest(".mode-panel");
    if (!panel || panel.dataset.mode === chosen()) return;
    var radio = form.querySelector('input[name=mode][value="' + panel.dataset.mode + '"]');
    if (radio) { radio.checked = true; sync(); }
  });
  sync();
})();
