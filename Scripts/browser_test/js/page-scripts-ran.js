// page.js is deferred: it has run once the theme toggle's aria-pressed reflects data-theme.
var b = document.getElementById('theme-toggle');
return !b || b.getAttribute('aria-pressed') ===
  (document.documentElement.getAttribute('data-theme') === 'dark' ? 'true' : 'false');
