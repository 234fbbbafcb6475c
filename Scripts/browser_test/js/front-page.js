// The front page as a reader meets it: the sidebar's part titles, the headings of the article,
// the start path's links, the rendered previews and their badges, and sideways scrolling.
var text = function (e) { return (e.textContent || '').replace(/\s+/g, ' ').trim(); };
var article = document.querySelector('article.page');
// A heading's text without its '#' anchor link.
var headingText = function (h) { return text(h).replace(/^#\s*/, ''); };
var headings = Array.prototype.map.call(article.querySelectorAll('h2, h3'), headingText);
var startHeading = Array.prototype.find.call(article.querySelectorAll('h2'), function (h) { return /start/i.test(headingText(h)); });
var start = [];
if (startHeading) {
  for (var e = startHeading.nextElementSibling; e && e.tagName !== 'H2'; e = e.nextElementSibling) {
    if (e.tagName === 'OL') {
      start = Array.prototype.map.call(e.querySelectorAll(':scope > li > a:first-child, :scope > li > p > a:first-child'),
        function (a) { return a.getAttribute('href'); });
      break;
    }
  }
}
var frames = article.querySelectorAll('figure .pd-preview-frame');
var badges = Array.prototype.map.call(article.querySelectorAll('figure .badge'), text);
var navigation = (window.PATTERNDOC_NAVIGATION || []);
return {
  parts: Array.prototype.map.call(document.querySelectorAll('#sidebar .part-title'), text),
  navigationParts: navigation.filter(function (row) { return row[1] === null; }).map(function (row) { return row[2]; }),
  pages: navigation.filter(function (row) { return row[1] !== null; }).map(function (row) { return row[1]; }),
  headings: headings,
  start: start,
  frames: frames.length,
  frameTexts: Array.prototype.map.call(frames, text),
  badges: badges,
  overflow: document.documentElement.scrollWidth - innerWidth
};
