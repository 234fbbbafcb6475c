// Each code figure's verification badge, language, and "not verified" mark.
return Array.prototype.map.call(document.querySelectorAll('figure.code:not(.output)'), function (f) {
  var b = f.querySelector(':scope > .code-toolbar a.badge');
  var code = f.querySelector(':scope > pre > code');
  var unverified = f.querySelector(':scope > .code-toolbar span.badge-skipped');
  return { id: f.id, href: b ? b.getAttribute('href') : null, resolved: b ? b.href : null, label: b ? b.textContent : null,
           swift: !!code && code.classList.contains('language-swift'), language: code ? code.className : '',
           unverified: unverified ? unverified.textContent : null };
});
