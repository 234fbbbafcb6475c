// How many pages navigation.js lists (part titles aside), how many links the sidebar shows, and which is current.
var links = Array.prototype.slice.call(document.querySelectorAll('#sidebar a'));
var current = document.querySelectorAll('#sidebar a[aria-current="page"]');
// Part titles (rows with no link) are not pages.
var pages = (window.PATTERNDOC_NAVIGATION || []).filter(function (row) { return row[1] !== null; });
return { listed: pages.length, links: links.length,
         current: current.length, currentURL: current.length ? current[0].href : '',
         currentClass: current.length ? current[0].className : '' };
