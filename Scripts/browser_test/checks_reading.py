"""Checks of reading a page: it loads cleanly, its headings link to themselves, the theme
toggles, nothing comes from elsewhere, the sidebar lists every page, and a phone can read it."""

import re
import time
from urllib.parse import urldefrag

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from .browser import DESKTOP, PHONE
from .harness import require, short


def loads_cleanly(c):
    c.browser.errors()  # drop anything from before
    c.browser.open(c.site.page_url)
    title = c.driver.title
    require(c.driver.find_elements(By.CSS_SELECTOR, "article.page h1"), "no <h1> in article.page")
    require(c.browser.js("return !!window.PATTERNDOC_SEARCH"), "search-index.js did not set window.PATTERNDOC_SEARCH")
    errors = c.browser.errors()
    require(not errors, "; ".join(short(e["message"], 200) for e in errors))
    return f"“{title}”, no console errors"


def screenshots_of_themes(c):
    c.browser.open(c.site.page_url)
    c.browser.set_theme("light")
    c.browser.js("window.scrollTo(0, 0)")
    c.browser.screenshot(c.shots / "page-light.png")
    c.browser.set_theme("dark")
    c.browser.screenshot(c.shots / "page-dark.png")
    c.browser.set_theme("light")
    return f"{c.shots / 'page-light.png'}, {c.shots / 'page-dark.png'}"


def anchors(c):
    c.browser.open(c.site.page_url)
    missing = c.browser.run("headings-without-anchor")
    ids = c.browser.run("element-ids", "article.page h2[id]")
    require(ids, "no h2[id] on the page")
    require(not missing, f"headings without a.anchor: {missing}")
    every = c.browser.run("element-ids")
    require(len(set(every)) == len(every), f"{len(every) - len(set(every))} duplicate ids on the page")
    return f"{len(ids)} h2 headings, each with a.anchor[href=#id]"


def anchors_scroll(c):
    positions = []
    c.browser.open(c.site.page_url)
    ids = c.browser.run("element-ids", "article.page h2[id]")
    require(ids, "no h2[id] on the page")
    for heading_id in ids:
        c.browser.open(f"{c.site.page_url}#{heading_id}")
        state = c.browser.run("heading-position", heading_id)
        top = round(state["top"])
        near_top = state["header"] <= top <= 200
        # The last headings may be too close to the end of the page to reach the top.
        at_end = state["atEnd"] and state["header"] <= top < state["height"]
        require(near_top or at_end, f"#{heading_id}: heading top at {top}px (header ends at {round(state['header'])}px)")
        positions.append(f"{top}" + ("*" if not near_top else ""))
    return f"{len(ids)} headings scrolled into view at top {', '.join(positions)}px (* = page end reached)"


def theme_toggle(c):
    c.browser.open(c.site.page_url)
    first = c.browser.run("theme-look")
    c.driver.find_element(By.ID, "theme-toggle").click()
    second = c.browser.run("theme-look")
    require(second[0] in ("light", "dark") and second[0] != first[0], f"data-theme went from {first[0]} to {second[0]}")
    require(second[1] != first[1], f"the background stayed {first[1]}")
    require(second[2] != first[2], f"the text colour stayed {first[2]}")
    pressed = c.driver.find_element(By.ID, "theme-toggle").get_attribute("aria-pressed")
    require(pressed == ("true" if second[0] == "dark" else "false"), f"aria-pressed is {pressed} in {second[0]}")
    c.browser.open(c.site.page_url)
    kept = c.browser.run("theme-look")
    require(kept[0] == second[0], f"the choice was not kept across a reload ({kept[0]})")
    c.driver.find_element(By.ID, "theme-toggle").click()
    third = c.browser.run("theme-look")
    require(third == first, f"toggling back gave {third}, not {first}")
    return f"{first[0]} {first[1]} ⇄ {second[0]} {second[1]}, kept across reloads"


def all_local(c):
    details = []
    for name in ["index.html", "verification.html"] + c.site.content_pages:
        c.browser.open(c.site.url(name))
        state = c.browser.run("page-references")
        remote = [r for r in state["refs"] if re.match(r"^\s*([a-zA-Z][a-zA-Z0-9+.-]*:|//)", r)]
        require(not remote, f"{name}: not relative: {remote}")
        away = [r for r in state["loaded"] if not r.startswith("file:")]
        require(not away, f"{name}: fetched {away}")
        details.append(f"{name} {len(state['refs'])}")
    css = (c.site.folder / "assets" / "style.css").read_text(encoding="utf-8")
    require(not re.search(r"url\(\s*['\"]?\s*(https?:)?//", css) and "@import" not in css, "style.css fetches from elsewhere")
    return "relative references only, every load a file:// URL (" + ", ".join(details) + ")"


def sidebar_from_navigation(c):
    details = []
    for name in c.site.content_pages:
        url = c.site.url(name)
        c.browser.open(url)
        state = c.browser.run("sidebar-navigation")
        require(state["listed"] > 0, f"{name}: window.PATTERNDOC_NAVIGATION is empty or missing")
        require(state["links"] == state["listed"], f"{name}: the sidebar shows {state['links']} links for {state['listed']} pages")
        if name == "index.html" and state["current"] == 0:
            # The writer's front page (index.md) is not in SUMMARY.md, so not in the sidebar.
            details.append(f"{name} {state['links']} (front page, not listed)")
            continue
        require(state["current"] == 1, f"{name}: {state['current']} links marked current")
        # An API page of a type is not in the sidebar; its module's page is marked instead.
        parts = name.split("/")
        expected = name
        if parts[0] == "api" and len(parts) >= 3 and not c.browser.run("sidebar-links-to", url):
            expected = f"api/{parts[1]}.html"
        require(urldefrag(state["currentURL"])[0] == c.site.url(expected), f"{name}: the current link goes to {state['currentURL']}")
        require(state["currentClass"] == "current", f"{name}: the current link's class is {state['currentClass']!r}")
        details.append(f"{name} {state['links']}")
    return "every page's sidebar lists every page and marks itself: " + ", ".join(details)


def phone(c):
    c.browser.viewport(PHONE, mobile=True)
    try:
        c.browser.open(c.site.page_url)
        c.browser.set_theme("light")
        closed = c.browser.run("sidebar-shown")
        require(closed["width"] == PHONE[0], f"viewport is {closed['width']}px wide, not {PHONE[0]}")
        require(not closed["visible"], f"the sidebar shows at {PHONE[0]}px ({closed})")
        require(closed["overflow"] <= 0, f"the page scrolls sideways by {closed['overflow']}px")
        c.browser.screenshot(c.shots / "phone.png")
        toggle = c.driver.find_element(By.ID, "menu-toggle")
        require(toggle.is_displayed(), "the menu button is not shown")
        toggle.click()
        c.browser.wait(lambda d: (lambda s: s["visible"] and s["left"] >= 0)(c.browser.run("sidebar-shown")),
                       message="the menu button did not show the sidebar")
        time.sleep(0.3)  # let the slide-in finish before the screenshot
        opened = c.browser.run("sidebar-shown")
        require(toggle.get_attribute("aria-expanded") == "true", "aria-expanded is not true with the menu open")
        current = c.driver.find_elements(By.CSS_SELECTOR, "#sidebar a[aria-current='page']")
        require(current and current[0].is_displayed(), "the current page is not shown in the open sidebar")
        c.browser.screenshot(c.shots / "phone-menu.png")
        c.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        c.browser.wait(lambda d: not c.browser.run("sidebar-shown")["visible"], message="Escape did not close the menu")
        return f"sidebar hidden, shown by the menu button at {opened['left']}..{opened['right']}px, Escape hides it; {c.shots / 'phone.png'}"
    finally:
        c.browser.viewport(DESKTOP)


def no_errors_at_all(c):
    c.browser.errors()
    severe = [e for e in c.browser.console if e.get("level") == "SEVERE" and "favicon" not in e.get("message", "")]
    require(not severe, "; ".join(short(e["message"], 200) for e in severe[:5]))
    return f"{len(c.browser.console)} console messages in the whole run, none an error"
