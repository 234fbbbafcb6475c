// The links of the search results list, or null while the list is closed.
var list = document.getElementById('search-results');
if (!list || list.hidden || getComputedStyle(list).display === 'none') return null;
return Array.prototype.map.call(list.querySelectorAll('.search-result a'), function (a) { return a.href; });
