// The ids of the article's headings that do not link to themselves with an a.anchor.
return Array.prototype.filter.call(document.querySelectorAll('article.page :is(h1,h2,h3,h4,h5,h6)[id]'), function (h) {
  return !h.querySelector(':scope > a.anchor[href="#' + CSS.escape(h.id) + '"]');
}).map(function (h) { return h.id; });
