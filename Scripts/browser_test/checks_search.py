"""Checks of the search box: a term lists the pages that have it, the keys move through the
results and open one, Escape closes the list and '/' focuses the box."""

from urllib.parse import urldefrag, urljoin

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from .harness import page_of, require


def _type_query(c, query):
    box = c.driver.find_element(By.ID, "search")
    box.clear()
    box.send_keys(query)
    c.browser.wait(lambda d: c.browser.run("visible-results") is not None, message=f"no results list for {query!r}")
    return box


def search_term(c):
    term = "forEach"
    lower = term.lower()
    expected = sorted({d["href"].split("#")[0] for d in c.site.documents if lower in (
        d.get("title", "") + " " + " ".join(h[0] for h in d.get("headings", [])) + " " + d.get("text", "")
        + " " + d.get("code", "")).lower()})
    require(expected, f"no page of the index mentions {term!r}; pick another term")
    c.browser.open(c.site.page_url)
    _type_query(c, term)
    root = c.site.folder.as_uri() + "/"
    found = sorted({urldefrag(href)[0][len(root):] if href.startswith(root) else page_of(href)
                    for href in c.browser.run("visible-results")})
    # search.js lists the best 20; with the API pages more than that may match.
    if len(expected) <= 20:
        require(found == expected, f"{term!r} listed {found}, expected {expected}")
    else:
        require(len(found) == 20 and set(found) <= set(expected), f"{term!r} listed {found}, expected 20 of {expected}")
        guides = [page for page in expected if not page.startswith("api/")]
        require(any(not page.startswith("api/") for page in found),
                f"{term!r} listed only API pages, none of the guides that use it: {guides}")
    marks = c.browser.js("return document.querySelectorAll('#search-results mark').length")
    require(marks > 0, "the term is not highlighted in the results")
    c.browser.set_theme("light")
    c.browser.screenshot(c.shots / "search.png")
    return f"{term!r} lists {', '.join(found)} with {marks} highlights; {c.shots / 'search.png'}"


def search_keys(c):
    # A heading of another page, typed in full, must list that heading; the arrow keys reach
    # it and Enter opens it.
    target = None
    for document in c.site.documents:
        if document["href"].split("#")[0] == c.site.page_name:
            continue
        for text, href in document.get("headings", []):
            if len(text.split()) >= 2:
                # A heading of the page itself is stored as its fragment alone.
                target = (text, document["href"] + href if href.startswith("#") else href)
                break
        if target:
            break
    require(target, "the index has no heading on another page to search for")
    query, href = target
    c.browser.open(c.site.page_url)
    box = _type_query(c, query)
    results = c.browser.run("visible-results")
    wanted = urljoin(c.site.page_url, href)
    require(wanted in results, f"{query!r} did not list {href}; got {[page_of(r) for r in results]}")
    position = results.index(wanted)
    for _ in range(position + 1):
        box.send_keys(Keys.ARROW_DOWN)
    active = c.browser.run("active-result")
    require(active == wanted, f"after {position + 1}× ArrowDown the active result is {active}, not {wanted}")
    require(c.driver.find_element(By.ID, "search").get_attribute("aria-activedescendant"), "no aria-activedescendant on #search")
    box.send_keys(Keys.ENTER)
    c.browser.wait(lambda d: d.current_url == wanted, message=f"Enter did not open {wanted} (at {c.driver.current_url})")
    c.browser.wait(lambda d: d.execute_script("return document.readyState") == "complete")
    return f"{query!r} → result {position + 1} → {href}"


def search_escape_and_slash(c):
    c.browser.open(c.site.page_url)
    box = _type_query(c, "scope")
    box.send_keys(Keys.ESCAPE)
    c.browser.wait(lambda d: c.browser.run("visible-results") is None, message="Escape did not close the results")
    require(box.get_attribute("aria-expanded") == "false", "aria-expanded stays true after Escape")
    require(c.browser.js("return document.activeElement") != box, "the box keeps the focus after Escape")
    c.driver.find_element(By.TAG_NAME, "body").send_keys("/")
    c.browser.wait(lambda d: d.execute_script("return document.activeElement && document.activeElement.id") == "search",
                   message="'/' did not focus #search")
    require(box.get_attribute("value") in ("scope", ""), "the box's text changed")
    require("/" not in box.get_attribute("value"), "'/' was typed into the box")
    return "Escape closes the list; '/' focuses the box"
