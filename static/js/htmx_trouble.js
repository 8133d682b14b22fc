/* When a click's request does not get through, say so (htmx shows nothing of an error answer:
   the page stayed as it was, and a pupil logged out in another tab, or a school network that
   dropped, clicked again and again for nothing). The box and its words are in base.html
   (#htmx-trouble, in the page's language); a request that gets through hides it again. */
(function () {
  "use strict";

  function box() {
    return document.getElementById("htmx-trouble");
  }

  function say(kind) {
    var el = box();
    if (!el) return;
    /* the board's own poll failing too does not hide that the pupil's click was lost: the
     * page never sends it again, she must (the words turned to « la page réessaie » at once) */
    if (kind === "lost-quiet" && !el.hidden && el.getAttribute("data-showing") === "lost") return;
    el.setAttribute("data-showing", kind);
    var text = el.querySelector(".trouble-text");
    var reload = el.querySelector(".trouble-reload");
    text.textContent = el.getAttribute("data-" + kind) || el.getAttribute("data-failed");
    reload.hidden = kind !== "refused";
    el.hidden = false;
    if (kind === "refused") reload.focus();
  }

  /* A board that refreshes itself (a stream's news, a poll) is no click of the pupil's: the
   * page then says that it tries again, not that his click was lost. */
  function byPupil(event) {
    var config = event.detail && event.detail.requestConfig;
    var cause = config && config.triggeringEvent;
    return !!cause && /^(submit|click|change|input|keydown|keyup)$/.test(cause.type);
  }

  document.addEventListener("htmx:sendError", function (event) {
    say(byPupil(event) ? "lost" : "lost-quiet");
  });
  document.addEventListener("htmx:timeout", function (event) {
    say(byPupil(event) ? "lost" : "lost-quiet");
  });
  document.addEventListener("htmx:responseError", function (event) {
    var status = event.detail.xhr ? event.detail.xhr.status : 0;
    if (status === 401 || status === 403) say("refused");
    else if (status === 429) say("busy");
    else if (status === 0 || status >= 500) say("failed");
    else say("refused");
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    var el = box();
    if (el && event.detail.successful) el.hidden = true;
  });
  /* The table's stream open again (`live.js`): the server answers, and pushed boards are no
   * requests, so nothing else would hide the box until the stream's next renewal (25 s after a
   * restart). A lost click's words stay until the pupil clicks again. */
  document.addEventListener("cle:stream-open", function () {
    var el = box();
    var showing = el && el.getAttribute("data-showing");
    if (el && (showing === "lost-quiet" || showing === "failed")) el.hidden = true;
  });
  document.addEventListener("click", function (event) {
    if (event.target.closest && event.target.closest("#htmx-trouble .trouble-reload")) {
      window.location.reload();
    }
  });
})();
