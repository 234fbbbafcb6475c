// Every id on the page, or of the elements matching arguments[0] when given.
return Array.prototype.map.call(document.querySelectorAll(arguments[0] || '[id]'), function (e) { return e.id; });
