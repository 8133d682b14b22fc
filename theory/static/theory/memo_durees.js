/* Durées: changing the tempo updates every sound of the page at once (the form works without JS). */
(function () {
  var select = document.getElementById("tempo");
  if (!select) return;
  var form = document.getElementById("tempo-form");
  form.querySelector("button[type=submit]").hidden = true;
  select.addEventListener("change", function () {
    var tempo = parseInt(select.value, 10);
    document.querySelectorAll("main [data-sound]").forEach(function (el) {
      try {
        var spec = JSON.parse(el.getAttribute("data-sound"));
        spec.tempo = tempo;
        el.setAttribute("data-sound", JSON.stringify(spec));
      } catch (e) { /* not a spec */ }
    });
    var url = new URL(window.location.href);
    url.searchParams.set("tempo", String(tempo));
    window.history.replaceState(null, "", url);
  });
})();
