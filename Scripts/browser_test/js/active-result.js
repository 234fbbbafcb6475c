// The link of the search result the arrow keys made active.
var a = document.querySelector('#search-results .search-result.active a');
return a && a.href;
