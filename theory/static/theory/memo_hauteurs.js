/* Hauteurs: a note clicked on the staff shows its name and place (sound.js plays it). */
document.addEventListener("click", function (event) {
  var hit = event.target.closest && event.target.closest(".note-hit");
  if (!hit) return;
  var info = document.getElementById("note-info");
  info.textContent = hit.getAttribute("data-info");
  info.hidden = false;
  document.querySelectorAll(".note-hit.is-active, .range-name.is-active").forEach(function (el) {
    el.classList.remove("is-active");
  });
  hit.classList.add("is-active");
  var name = document.querySelector('.range-name[data-pitch="' + hit.getAttribute("data-pitch") + '"]');
  if (name) name.classList.add("is-active");
});
