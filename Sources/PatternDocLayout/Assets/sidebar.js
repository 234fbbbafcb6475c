(function () {
  "use strict";
  // Runs where navigation.js is loaded, right after the sidebar's element and before the page
  // is painted: the list replaces the sidebar's no-script content without a visible jump.
  var sidebar = document.getElementById("sidebar");
  var pages = window.PATTERNDOC_NAVIGATION;
  if (!sidebar || !pages || !pages.length) return;
  var root = document.documentElement.getAttribute("data-root") || "";
  var current = sidebar.getAttribute("data-current");
  // lists[n] is the open list at nesting level n; an entry one level deeper than the one
  // before opens a list inside it.
  var lists = [document.createElement("ul")];
  var last = null;
  for (var i = 0; i < pages.length; i++) {
    var level = pages[i][0], href = pages[i][1];
    if (href === null) {
      // A part title (SUMMARY.md's "# Essentials"): a heading of the outermost list, not a link.
      lists.length = 1;
      var part = document.createElement("li");
      part.className = "part-title";
      part.textContent = pages[i][2];
      lists[0].appendChild(part);
      last = null;
      continue;
    }
    while (lists.length > level + 1) lists.pop();
    if (lists.length < level + 1 && last) {
      var nested = document.createElement("ul");
      last.appendChild(nested);
      lists.push(nested);
    }
    var item = document.createElement("li");
    var link = document.createElement("a");
    if (href === current) {
      link.className = "current";
      link.setAttribute("aria-current", "page");
    }
    link.setAttribute("href", root + href);
    link.textContent = pages[i][2];
    item.appendChild(link);
    lists[lists.length - 1].appendChild(item);
    last = item;
  }
  sidebar.textContent = "";
  sidebar.appendChild(lists[0]);
})();
