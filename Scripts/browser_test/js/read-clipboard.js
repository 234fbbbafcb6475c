// Reads the clipboard (an async script: the last argument is Selenium's callback).
var done = arguments[arguments.length - 1];
navigator.clipboard.readText().then(function (t) { done({ text: t }); }, function (e) { done({ error: String(e) }); });
