// The theme the page shows and the colours it gives the body.
return [document.documentElement.getAttribute('data-theme'),
        getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color];
