/* A table wider than its box fades at the side where more of it hides (`data-more`: "right",
 * "left" or "both"), so a teacher sees that the grid goes on past the screen's edge; the
 * class grid is framed under the section bar before the wheel scrolls it. */
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

  /* The grid scrolls inside its box, its headers stuck to the box's top. With the page
   * scrolled past that top, a wheel over the grid scrolled rows of symbols with no headers
   * (a reviewer, on a class of 30): the page first brings the box's top back under the
   * section bar, then the wheel scrolls the grid. */
  function frame(box, event) {
    if (event.ctrlKey || !event.deltaY || box.scrollHeight <= box.clientHeight + 2) return;
    var nav = document.querySelector(".section-nav");
    var under = nav ? nav.getBoundingClientRect().bottom : 0;
    var hidden = under - box.getBoundingClientRect().top;
    if (hidden > 2) {
      event.preventDefault();
      window.scrollBy(0, -hidden);
    }
  }

  function markAll() {
    document.querySelectorAll(BOXES).forEach(function (box) {
      mark(box);
      if (!box.hasAttribute("data-more-watched")) {
        box.setAttribute("data-more-watched", "");
        box.addEventListener("scroll", function () { mark(box); }, { passive: true });
        if (box.classList.contains("grid-scroll")) {
          box.addEventListener("wheel", function (e) { frame(box, e); }, { passive: false });
        }
      }
    });
  }

  window.addEventListener("resize", markAll);
  document.addEventListener("htmx:afterSettle", markAll);
  document.addEventListener("toggle", markAll, true); /* a <details> opened */
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", markAll);
  else markAll();
})();
