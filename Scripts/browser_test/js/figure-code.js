// The code a figure shows, which its copy button must copy.
return arguments[0].querySelector(':scope > pre > code').textContent;
