// The status panel patterndoc preview shows over a served page (live-reload.js): whether it is
// shown, its status ("building", "failed") and its text; null when the page has none.
var p = document.getElementById('patterndoc-preview');
return p ? { shown: !p.hidden, status: p.getAttribute('data-status'), text: p.textContent } : null;
