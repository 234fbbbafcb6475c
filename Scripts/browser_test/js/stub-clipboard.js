// Records what the page hands to navigator.clipboard.writeText (headless has no clipboard).
window.__copied = [];
var record = function (text) { window.__copied.push(String(text)); return Promise.resolve(); };
if (navigator.clipboard) {
  try { navigator.clipboard.writeText = record; } catch (e) {}
}
if (!navigator.clipboard || navigator.clipboard.writeText !== record) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: record } });
}
