// Where the heading with id arguments[0] sits, below the sticky header, and whether the page's end is reached.
var h = document.getElementById(arguments[0]);
var header = document.querySelector('.site-header');
return { top: h.getBoundingClientRect().top, height: innerHeight,
         header: header ? header.getBoundingClientRect().bottom : 0,
         atEnd: Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1 };
