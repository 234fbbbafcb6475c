// What the page refers to (scripts, styles, images, frames, media) and what it loaded.
var refs = [];
document.querySelectorAll('script[src], link[href], img[src], iframe[src], source[src], video[src], audio[src]').forEach(function (e) {
  refs.push(e.getAttribute(e.hasAttribute('src') ? 'src' : 'href'));
});
var loaded = performance.getEntriesByType('resource').map(function (r) { return r.name; });
return { refs: refs, loaded: loaded };
