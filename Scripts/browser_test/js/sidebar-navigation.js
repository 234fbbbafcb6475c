// How many pages navigation.js lists, how many links the sidebar shows, and which is current.
var links = Array.prototype.slice.call(document.querySelectorAll('#sidebar a'));
var current = document.querySelectorAll('#sidebar a[aria-current="page"]');
return { listed: (window.PATTERNDOC_NAVIGATION || []).length, links: links.length,
         current: current.length, currentURL: current.length ? current[0].href : '',
         currentClass: current.length ? current[0].className : '' };
