// The phones' pages kept live: the server's events replace what changed (HTML the server escaped), the clock counts
// down with the server's time, and "find my name" filters the tables as you type. No library, nothing fetched
// but this server's own events.
(function () {
  "use strict";
  var body = document.body;
  var offset = 0; // the server's time minus this phone's, in milliseconds
  var meta = document.querySelector('meta[name="server-now"]');
  if (meta) { offset = Number(meta.content) - Date.now(); }

  // Names compared as the server folds them (companion.tournament.phones.fold_name): case, accents and
  // apostrophes ignored.
  var letters = {"ł": "l", "ø": "o", "đ": "d", "ð": "d", "þ": "th", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i"};
  var apostrophes = /['’‘`´ʼʹ′]/g;
  function fold(text) {
    var lowered = text.toLowerCase().replace(/[łøđðþßæœı]/g, function (c) { return letters[c]; });
    return lowered.normalize("NFKD").replace(/[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g, "")
      .replace(apostrophes, "").split(/\s+/).filter(Boolean).join(" ");
  }

  function filter() {
    var input = document.getElementById("find");
    if (!input) { return; }
    var wanted = fold(input.value);
    var shown = 0, rows = document.querySelectorAll("#live .table");
    rows.forEach(function (row) {
      var match = !wanted || (row.getAttribute("data-names") || "").indexOf(wanted) !== -1;
      row.classList.toggle("filtered-out", !match);
      if (match) { shown += 1; }
    });
    var none = document.getElementById("no-match");
    if (none) { none.hidden = !(wanted && rows.length && shown === 0); }
  }

  function clockText(ms) {
    var seconds = Math.max(Math.ceil(ms / 1000), 0);
    var h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = seconds % 60;
    var two = function (n) { return (n < 10 ? "0" : "") + n; };
    return h ? h + ":" + two(m) + ":" + two(s) : m + ":" + two(s);
  }

  function tick() {
    document.querySelectorAll(".clock").forEach(function (clock) {
      var state = clock.getAttribute("data-state");
      var time = clock.querySelector(".clock-time"), label = clock.querySelector(".clock-label");
      if (state !== "running" && state !== "over") { return; }
      var ends = Number(clock.getAttribute("data-ends-at"));
      if (!ends) { return; }
      var left = ends - (Date.now() + offset);
      if (time) { time.textContent = clockText(left); }
      if (label) { label.textContent = clock.getAttribute(left > 0 ? "data-running" : "data-over"); }
      clock.classList.toggle("clock-over", left <= 0);
    });
  }

  // What the player typed in a form survives a live update of the part around it.
  function typed(container) {
    var kept = {};
    container.querySelectorAll("input[data-touched], select[data-touched]").forEach(function (field) {
      kept[field.id] = field.value;
    });
    return kept;
  }
  function restore(kept) {
    Object.keys(kept).forEach(function (id) {
      var field = document.getElementById(id);
      if (field) { field.value = kept[id]; field.setAttribute("data-touched", ""); }
    });
  }
  document.addEventListener("input", function (event) {
    if (event.target && event.target.id && event.target.id !== "find") { event.target.setAttribute("data-touched", ""); }
    if (event.target && event.target.id === "find") { filter(); }
  });

  function apply(message) {
    var live = document.getElementById("live");
    if (!live) { return; }
    if (message.gone) { window.location.reload(); return; }
    var kept = typed(live);
    var open = live.querySelector("details[open]") !== null;
    if (typeof message.html === "string") {
      live.innerHTML = message.html;
      if (body.getAttribute("data-page") === "me") {
        // the banner answered the player's last action: once the page shows something newer, it goes
        document.querySelectorAll("main > .message").forEach(function (banner) { banner.remove(); });
      }
    } else if (message.parts) {
      Object.keys(message.parts).forEach(function (id) {
        var part = document.getElementById(id);
        if (part) { part.outerHTML = message.parts[id]; }
      });
    }
    restore(kept);
    if (open) { var details = live.querySelector("details"); if (details) { details.open = true; } }
    body.setAttribute("data-rev", String(message.rev));
    filter();
    tick();
  }

  function connect() {
    var url = body.getAttribute("data-live");
    if (!url || typeof EventSource === "undefined") { return; }
    var source = new EventSource(url + (url.indexOf("?") === -1 ? "?" : "&") + "rev=" + body.getAttribute("data-rev"));
    var off = document.getElementById("live-off");
    var failures = 0;
    source.onmessage = function (event) {
      failures = 0;
      if (off) { off.hidden = true; }
      var message = JSON.parse(event.data);
      if (typeof message.now === "number") { offset = message.now - Date.now(); }
      apply(message);
    };
    source.onerror = function () {
      failures += 1;
      if (off && failures > 2) { off.hidden = false; }
      if (source.readyState === EventSource.CLOSED) {
        setTimeout(function () { source.close(); connect(); }, 3000);
      }
    };
  }

  var find = document.getElementById("find");
  if (find) {
    var form = find.form;
    if (form) { form.addEventListener("submit", function (event) { event.preventDefault(); filter(); find.blur(); }); }
  }
  filter();
  tick();
  setInterval(tick, 1000);
  connect();
})();
