/* Bataille des sons: a card's sound, played only when its « Écouter » button is pressed (never by
 * itself), at a moderate volume; pressing again, or another button, stops the sound playing.
 * The address comes from the button (`data-bs-sound`): public for a card whose values show,
 * opaque « à l'oreille ». No library: a plain <audio> element. */
(function () {
  "use strict";
  var VOLUME = 0.6;
  var current = null;
  var currentButton = null;

  function stop() {
    if (current) {
      current.pause();
      current = null;
    }
    if (currentButton) {
      currentButton.setAttribute("aria-pressed", "false");
      currentButton.classList.remove("playing");
      currentButton = null;
    }
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-bs-sound]");
    if (!button) return;
    event.preventDefault();
    var again = button === currentButton;
    stop();
    if (again) return;
    var audio = new Audio(button.getAttribute("data-bs-sound"));
    audio.volume = VOLUME;
    current = audio;
    currentButton = button;
    button.setAttribute("aria-pressed", "true");
    button.classList.add("playing");
    audio.addEventListener("ended", function () {
      if (current === audio) stop();
    });
    var played = audio.play();
    if (played && played.catch) played.catch(function () { if (current === audio) stop(); });
  });
})();
