// What a figure's copy button must copy: the whole block (data-copy) when the block has hidden
// lines, else the code it shows.
var figure = arguments[0];
return figure.hasAttribute('data-copy') ? figure.getAttribute('data-copy')
  : figure.querySelector(':scope > pre > code').textContent;
