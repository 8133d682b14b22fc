/* A table wider than its box fades at the side where more of it hides (`data-more`: "right",
 * "left" or "both"), so a teacher sees that the grid goes on past the screen's edge. */
(function () {
  "use strict";
  var BOXES = ".grid-scroll, .table-scroll";

  function mark(box) {
    var left = box.scrollLeft > 2;
    var right = box.scrollLeft + box.clientWidth < box.scrollWidth - 2;
    var more = left && right ? "both" : left ? "left" : right ? "right" : "";
    if (more) box.setAttribute("data-more", more);
    else box.removeAttribute("data-more");
  }

  function markAll() {
    document.querySelectorAll(BOXES).forEach(function (box) {
      mark(box);
      if (!box.hasAttribute("data-more-watched")) {
        box.setAttribute("data-more-watched", "");
        box.addEventListener("scroll", function () { mark(box); }, { passive: true });
      }
    });
  }

  window.addEventListener("resize", markAll);
  document.addEventListener("htmx:afterSettle", markAll);
  document.addEventListener("toggle", markAll, true); /* a <details> opened */
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", markAll);
  else markAll();
})();
