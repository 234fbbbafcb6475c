// How the verification report's blocks tables fit the window: their right edges, whether the
// page scrolls sideways, which cells hold content wider than themselves, and the longest detail.
// With `arguments[0]` true, every folded detail is opened first.
if (arguments[0]) {
  document.querySelectorAll('table.report.blocks details').forEach(function (d) { d.open = true; });
}
var width = document.documentElement.clientWidth;
var tables = Array.prototype.slice.call(document.querySelectorAll('table.report.blocks'));
var widest = 0, overflowing = [], longest = 0, longestText = '';
tables.forEach(function (table) {
  var rect = table.getBoundingClientRect();
  widest = Math.max(widest, rect.right, rect.left + table.scrollWidth);
  table.querySelectorAll('td').forEach(function (cell) {
    if (cell.scrollWidth > cell.clientWidth + 1) {
      overflowing.push({ column: cell.cellIndex + 1, text: cell.textContent.trim().slice(0, 60), scrollWidth: cell.scrollWidth, clientWidth: cell.clientWidth });
    }
    if (cell.cellIndex === 4 && cell.textContent.length > longest) {
      longest = cell.textContent.length;
      longestText = cell.textContent.trim().slice(0, 60);
    }
  });
});
return {
  viewport: width,
  tables: tables.length,
  rows: document.querySelectorAll('table.report.blocks tbody tr').length,
  right: widest,
  pageScrollWidth: document.documentElement.scrollWidth,
  overflowing: overflowing.slice(0, 5),
  overflowingCount: overflowing.length,
  folded: document.querySelectorAll('table.report.blocks details').length,
  longest: longest,
  longestText: longestText
};
