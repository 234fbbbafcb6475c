// How the rendered previews of a page look: frames, the device, a button, every text's contrast.
function rgba(text) {
  var m = String(text).match(/rgba?\(([^)]+)\)/);
  if (!m) return [0, 0, 0, 0];
  var p = m[1].split(/[ ,\/]+/).filter(Boolean).map(parseFloat);
  return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
}
function over(top, bottom) {
  var a = top[3] + bottom[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  return [0, 1, 2].map(function (i) { return (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a; }).concat([a]);
}
function background(element) {
  var layers = [];
  for (var e = element; e && e.nodeType === 1; e = e.parentElement) {
    var c = rgba(getComputedStyle(e).backgroundColor);
    if (c[3] > 0) layers.push(c);
    if (c[3] >= 1) break;
  }
  var color = [255, 255, 255, 1];
  for (var i = layers.length - 1; i >= 0; i--) color = over(layers[i], color);
  return color;
}
function luminance(c) {
  var v = [0, 1, 2].map(function (i) {
    var s = c[i] / 255;
    return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}
function contrast(a, b) {
  var x = luminance(a), y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
function dimmed(element) {
  for (var e = element; e && e.nodeType === 1; e = e.parentElement) {
    if (parseFloat(getComputedStyle(e).opacity) < 1) return true;
  }
  return false;
}
var frames = document.querySelectorAll('figure.code .pd-previews .pd-preview-frame');
var texts = [];
document.querySelectorAll('.pd-previews :is(.pd-preview-title, .cui-text, .cui-navigation-title, .cui-section-header, .cui-tab, .cui-picker-value)').forEach(function (e) {
  if (!e.textContent.trim() || dimmed(e)) return;
  var style = getComputedStyle(e);
  var fg = over(rgba(style.color), background(e));
  var bg = background(e);
  texts.push({ text: e.textContent.trim().slice(0, 40), ratio: contrast(fg, bg), color: style.color, background: 'rgb(' + bg.slice(0, 3).map(Math.round).join(',') + ')' });
});
var device = document.querySelector('.pd-preview-device');
var preview = document.querySelector('.pd-preview');
// A button in a list row or a toolbar is drawn as plain text, as on a phone; a pill is any other button.
var button = document.querySelector('.pd-preview .cui-button:not(.cui-row > .cui-button):not(.cui-toolbar .cui-button)');
var anyButton = document.querySelector('.pd-preview .cui-button');
var rect = device ? device.getBoundingClientRect() : null;
var badge = frames.length ? frames[0].closest('figure.code').querySelector(':scope > .code-toolbar a.badge-preview') : null;
var first = frames.length ? frames[0].closest('figure.code').querySelector(':scope > .code-toolbar a.badge') : null;
return {
  frames: frames.length,
  width: rect ? rect.width : 0,
  radius: device ? parseFloat(getComputedStyle(device).borderTopLeftRadius) : 0,
  pointerEvents: preview ? getComputedStyle(preview).pointerEvents : null,
  inert: preview ? preview.hasAttribute('inert') : false,
  hasButton: !!anyButton,
  button: button ? { background: getComputedStyle(button).backgroundColor, radius: parseFloat(getComputedStyle(button).borderTopLeftRadius),
                     height: button.getBoundingClientRect().height, display: getComputedStyle(button).display } : null,
  badge: badge ? { text: badge.textContent, href: badge.getAttribute('href') } : null,
  firstBadgeHref: first ? first.getAttribute('href') : null,
  texts: texts,
  overflow: document.documentElement.scrollWidth - innerWidth
};
