/* A button marked data-print prints the page (the login cards): no inline handler, so the page
 * works under the site's Content-Security-Policy. */
document.addEventListener("click", function (event) {
  var button = event.target.closest && event.target.closest("[data-print]");
  if (button) window.print();
});
