// Whether the sidebar has a link to the URL arguments[0].
var u = arguments[0];
return Array.prototype.some.call(document.querySelectorAll('#sidebar a'), function (a) { return a.href === u; });
