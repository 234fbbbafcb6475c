(function () {
  "use strict";
  var input = document.getElementById("search");
  var list = document.getElementById("search-results");
  if (!input || !list) return;
  var rootPrefix = document.documentElement.getAttribute("data-root") || "";
  var shown = 20;
  var documents = null;
  var active = -1;

  // Each page is lower-cased once, the first time someone searches.
  function prepared() {
    if (documents) return documents;
    var index = window.PATTERNDOC_SEARCH;
    var source = index && Array.isArray(index.documents) ? index.documents : [];
    documents = source.map(function (page) {
      var title = String(page.title || "");
      var text = String(page.text || "");
      var lowerText = text.toLowerCase();
      return {
        title: title,
        lowerTitle: title.toLowerCase(),
        href: String(page.href || ""),
        headings: (Array.isArray(page.headings) ? page.headings : []).map(function (heading) {
          // A heading of the page itself is stored as its fragment alone.
          var href = String(heading[1]);
          if (href.charAt(0) === "#") href = String(page.href || "") + href;
          return { text: String(heading[0]), lower: String(heading[0]).toLowerCase(), href: href };
        }),
        // Lower-casing can change a string's length; offsets found in the lower-cased
        // text then no longer fit the original, so snippets come from the former.
        text: lowerText.length === text.length ? text : lowerText,
        lowerText: lowerText,
        // The distinct words of the page's code, found but shown only as the words around a hit.
        code: String(page.code || ""),
        lowerCode: String(page.code || "").toLowerCase()
      };
    });
    return documents;
  }

  function startsWord(text, at) {
    return at === 0 || !/[a-z0-9_]/.test(text.charAt(at - 1));
  }

  // How well a page matches, or null when one of the terms is nowhere in it.
  function match(page, terms, phrase) {
    var score = 0;
    var titleHits = 0;
    var heading = null;
    var textAt = -1;
    var codeAt = -1;
    for (var i = 0; i < terms.length; i++) {
      var term = terms[i];
      var found = false;
      var at = page.lowerTitle.indexOf(term);
      if (at >= 0) {
        score += startsWord(page.lowerTitle, at) ? 100 : 50;
        titleHits += 1;
        found = true;
      }
      for (var h = 0; h < page.headings.length; h++) {
        at = page.headings[h].lower.indexOf(term);
        if (at < 0) continue;
        score += startsWord(page.headings[h].lower, at) ? 20 : 10;
        if (!heading || page.headings[h].lower.indexOf(phrase) >= 0) heading = page.headings[h];
        found = true;
        break;
      }
      at = page.lowerText.indexOf(term);
      if (at >= 0) {
        score += startsWord(page.lowerText, at) ? 2 : 1;
        if (textAt < 0) textAt = at;
        found = true;
      }
      at = page.lowerCode.indexOf(term);
      if (at >= 0) {
        score += startsWord(page.lowerCode, at) ? 2 : 1;
        if (codeAt < 0) codeAt = at;
        found = true;
      }
      if (!found) return null;
    }
    if (page.lowerTitle === phrase) score += 200;
    if (terms.length > 1) {
      if (page.lowerTitle.indexOf(phrase) >= 0) score += 100;
      var phraseAt = page.lowerText.indexOf(phrase);
      if (phraseAt >= 0) {
        score += 5;
        textAt = phraseAt;
      }
    }
    return { page: page, score: score, heading: titleHits < terms.length ? heading : null, textAt: textAt, codeAt: codeAt };
  }

  // Some words of the text around `at`, cut at spaces.
  function snippet(text, at) {
    if (at < 0) return text.length > 140 ? text.slice(0, 140) + "\u2026" : text;
    var start = Math.max(0, at - 50);
    if (start > 0) {
      var space = text.indexOf(" ", start);
      if (space >= 0 && space < at) start = space + 1;
    }
    var end = Math.min(text.length, at + 120);
    if (end < text.length) {
      var cut = text.lastIndexOf(" ", end);
      if (cut > at) end = cut;
    }
    return (start > 0 ? "\u2026" : "") + text.slice(start, end) + (end < text.length ? "\u2026" : "");
  }

  // Appends `text` to `element`, each occurrence of a term in a <mark>.
  function appendMarked(element, text, terms) {
    var lower = text.toLowerCase();
    if (lower.length !== text.length) {
      element.appendChild(document.createTextNode(text));
      return;
    }
    var ranges = [];
    terms.forEach(function (term) {
      for (var at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + term.length)) {
        ranges.push([at, at + term.length]);
      }
    });
    ranges.sort(function (a, b) { return a[0] - b[0]; });
    var position = 0;
    ranges.forEach(function (range) {
      if (range[1] <= position) return;
      var start = Math.max(range[0], position);
      if (start > position) element.appendChild(document.createTextNode(text.slice(position, start)));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(start, range[1]);
      element.appendChild(mark);
      position = range[1];
    });
    if (position < text.length) element.appendChild(document.createTextNode(text.slice(position)));
  }

  function resultItem(result, position, terms) {
    var item = document.createElement("li");
    item.className = "search-result";
    item.id = "search-result-" + position;
    item.setAttribute("role", "option");
    item.setAttribute("aria-selected", "false");
    var link = document.createElement("a");
    link.href = rootPrefix + (result.heading ? result.heading.href : result.page.href);
    link.tabIndex = -1;
    var title = document.createElement("span");
    title.className = "result-title";
    appendMarked(title, result.page.title + (result.heading ? " \u203A " + result.heading.text : ""), terms);
    link.appendChild(title);
    // A page found only in its code shows the code's words around the hit.
    var inCode = result.textAt < 0 && result.codeAt >= 0 && result.page.code.length === result.page.lowerCode.length;
    var excerpt = inCode ? "Code: " + snippet(result.page.code, result.codeAt) : snippet(result.page.text, result.textAt);
    if (excerpt) {
      var line = document.createElement("span");
      line.className = "result-snippet";
      appendMarked(line, excerpt, terms);
      link.appendChild(line);
    }
    item.appendChild(link);
    item.addEventListener("mousemove", function () {
      if (active !== position) select(position);
    });
    return item;
  }

  function options() {
    return list.querySelectorAll(".search-result");
  }

  function select(position) {
    var items = options();
    if (!items.length) return;
    if (items[active]) {
      items[active].classList.remove("active");
      items[active].setAttribute("aria-selected", "false");
    }
    active = (position + items.length) % items.length;
    items[active].classList.add("active");
    items[active].setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", items[active].id);
    items[active].scrollIntoView({ block: "nearest" });
  }

  function open() {
    list.hidden = false;
    input.setAttribute("aria-expanded", "true");
  }

  function close() {
    list.hidden = true;
    active = -1;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
  }

  function show(query) {
    var terms = query.toLowerCase().split(/\s+/).filter(Boolean);
    list.textContent = "";
    close();
    if (!terms.length) return;
    var phrase = terms.join(" ");
    var results = [];
    prepared().forEach(function (page) {
      var result = match(page, terms, phrase);
      if (result) results.push(result);
    });
    results.sort(function (a, b) { return b.score - a.score; });
    results.slice(0, shown).forEach(function (result, position) {
      list.appendChild(resultItem(result, position, terms));
    });
    if (!results.length) {
      var empty = document.createElement("li");
      empty.className = "search-empty";
      empty.textContent = window.PATTERNDOC_SEARCH
        ? "No pages match \u201C" + query.trim() + "\u201D."
        : "Search is unavailable: search-index.js did not load.";
      list.appendChild(empty);
    }
    open();
  }

  function openSelected() {
    var items = options();
    var item = items[active >= 0 ? active : 0];
    if (!item || list.hidden) return false;
    var href = item.querySelector("a").href;
    close();
    input.blur();
    window.location.href = href;
    return true;
  }

  input.addEventListener("input", function () { show(input.value); });
  input.addEventListener("focus", function () {
    if (input.value.trim()) show(input.value);
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (list.hidden) show(input.value);
      var count = options().length;
      if (!count) return;
      var step = event.key === "ArrowDown" ? 1 : -1;
      select(active < 0 ? (step > 0 ? 0 : count - 1) : active + step);
    } else if (event.key === "Enter") {
      if (openSelected()) event.preventDefault();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
      input.blur();
    }
  });
  list.addEventListener("click", function (event) {
    if (event.target.closest && event.target.closest("a")) close();
  });
  document.addEventListener("click", function (event) {
    if (!list.hidden && !input.parentNode.contains(event.target)) close();
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    var target = event.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
})();
