// Whether the sidebar is on screen, where, and whether the page scrolls sideways.
var s = document.getElementById('sidebar'), r = s.getBoundingClientRect(), c = getComputedStyle(s);
return { visible: c.visibility !== 'hidden' && c.display !== 'none' && r.right > 1 && r.left < innerWidth,
         left: Math.round(r.left), right: Math.round(r.right), width: innerWidth,
         overflow: document.documentElement.scrollWidth - innerWidth };
