(function () {
  "use strict";
  var root = document.documentElement;
  var body = document.body;

  // Theme. The inline script in <head> already set data-theme from the stored choice or
  // the system's; the toggle flips it and stores the choice, and until the reader
  // chooses, the page follows the system's setting as it changes.
  var themeKey = "patterndoc-theme";
  var chosenTheme = null;
  try { chosenTheme = localStorage.getItem(themeKey); } catch (error) {}
  var themeToggle = document.getElementById("theme-toggle");

  function showTheme(theme) {
    root.setAttribute("data-theme", theme);
    if (themeToggle) themeToggle.setAttribute("aria-pressed", theme === "dark" ? "true" : "false");
  }

  showTheme(root.getAttribute("data-theme") === "dark" ? "dark" : "light");
  if (themeToggle) {
    themeToggle.addEventListener("click", function () {
      chosenTheme = root.getAttribute("data-theme") === "dark" ? "light" : "dark";
      showTheme(chosenTheme);
      try { localStorage.setItem(themeKey, chosenTheme); } catch (error) {}
    });
  }
  if (window.matchMedia) {
    var systemDark = window.matchMedia("(prefers-color-scheme: dark)");
    var followSystem = function () {
      if (chosenTheme !== "light" && chosenTheme !== "dark") showTheme(systemDark.matches ? "dark" : "light");
    };
    if (systemDark.addEventListener) systemDark.addEventListener("change", followSystem);
    else if (systemDark.addListener) systemDark.addListener(followSystem);
  }

  // The sidebar: behind the menu button on narrow screens.
  var menuToggle = document.getElementById("menu-toggle");
  var sidebar = document.getElementById("sidebar");

  function setMenu(open) {
    body.classList.toggle("menu-open", open);
    if (menuToggle) menuToggle.setAttribute("aria-expanded", open ? "true" : "false");
  }

  if (menuToggle && sidebar) {
    menuToggle.addEventListener("click", function () {
      var open = !body.classList.contains("menu-open");
      setMenu(open);
      if (open) {
        var first = sidebar.querySelector("a[aria-current='page']") || sidebar.querySelector("a");
        if (first) first.focus();
      }
    });
    document.addEventListener("click", function (event) {
      if (!body.classList.contains("menu-open")) return;
      if (!sidebar.contains(event.target) && !menuToggle.contains(event.target)) setMenu(false);
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && body.classList.contains("menu-open")) {
        setMenu(false);
        menuToggle.focus();
      }
    });
  }

  if (sidebar) {
    var current = sidebar.querySelector("a[aria-current='page']");
    if (current) {
      var top = current.offsetTop;
      var bottom = top + current.offsetHeight;
      if (top < sidebar.scrollTop || bottom > sidebar.scrollTop + sidebar.clientHeight) {
        sidebar.scrollTop = top - sidebar.clientHeight / 3;
      }
    }
  }

  // Copy buttons: the text of the figure's code, through the Clipboard API where the
  // browser offers it, else through a selected, hidden textarea.
  function copyBySelection(text) {
    var focused = document.activeElement;
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.top = "0";
    area.style.left = "0";
    area.style.opacity = "0";
    body.appendChild(area);
    area.select();
    var copied = false;
    try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
    body.removeChild(area);
    if (focused && focused.focus) focused.focus();
    return copied;
  }

  function copyText(text) {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      return navigator.clipboard.writeText(text).catch(function () {
        if (!copyBySelection(text)) throw new Error("Copying was refused");
      });
    }
    return copyBySelection(text) ? Promise.resolve() : Promise.reject(new Error("Copying was refused"));
  }

  var copyStates = new WeakMap();

  function flash(button, label, copied) {
    var state = copyStates.get(button);
    if (!state) {
      state = { html: button.innerHTML, timer: 0 };
      copyStates.set(button, state);
    }
    clearTimeout(state.timer);
    button.textContent = label;
    button.classList.toggle("copied", copied);
    state.timer = setTimeout(function () {
      button.innerHTML = state.html;
      button.classList.remove("copied");
    }, 1600);
  }

  // Every code figure gets its copy button here rather than in the HTML: copying needs this
  // script, and a page read without it should not offer a button that does nothing.
  document.querySelectorAll("figure.code > .code-toolbar").forEach(function (toolbar) {
    var button = document.createElement("button");
    button.className = "copy";
    button.type = "button";
    button.setAttribute("aria-label", "Copy code");
    button.textContent = "Copy";
    toolbar.appendChild(button);
  });

  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button.copy") : null;
    var figure = button && button.closest("figure.code");
    var code = figure && figure.querySelector(":scope > pre > code");
    if (!code) return;
    // A block with hidden lines copies its whole code, which the page does not show.
    var text = figure.hasAttribute("data-copy") ? figure.getAttribute("data-copy") : code.textContent;
    copyText(text).then(
      function () { flash(button, "Copied", true); },
      function () { flash(button, "Copy failed", false); }
    );
  });

  // The outline marks the last heading scrolled past the header.
  var tracked = [];
  document.querySelectorAll(".toc a[href^='#']").forEach(function (link) {
    var id = link.getAttribute("href").slice(1);
    try { id = decodeURIComponent(id); } catch (error) {}
    var heading = document.getElementById(id);
    if (heading) tracked.push({ link: link, heading: heading });
  });
  if (tracked.length) {
    var marked = null;
    var scheduled = false;
    var highlight = function () {
      scheduled = false;
      var line = (parseFloat(getComputedStyle(root).fontSize) || 16) * 5;
      var reading = null;
      for (var i = 0; i < tracked.length; i++) {
        if (tracked[i].heading.getBoundingClientRect().top > line) break;
        reading = tracked[i];
      }
      var atEnd = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      if (atEnd) reading = tracked[tracked.length - 1];
      var link = reading ? reading.link : null;
      if (link === marked) return;
      if (marked) marked.classList.remove("active");
      if (link) link.classList.add("active");
      marked = link;
    };
    window.addEventListener("scroll", function () {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(highlight);
    }, { passive: true });
    highlight();
  }
})();
