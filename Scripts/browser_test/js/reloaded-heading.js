// The page's heading once the page is a new document that has loaded: '' while the document
// marked with window.__sameDocument (before an edit) is still the one shown.
var h = document.querySelector('h1');
return !window.__sameDocument && document.readyState === 'complete' && h ? h.textContent : '';
