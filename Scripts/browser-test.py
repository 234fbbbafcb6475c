#!/usr/bin/env python3
"""Tests the built site in headless Chromium, opened straight from disk (file:// URLs only).

Besides the page chrome, it checks the rendered previews of the pages that have them: each in a
device frame under its block with a `rendered preview` badge, holding a `cui-button`, with every
text at a contrast of at least 4.5:1 on its background in both themes, and fitting a phone.

Each check prints `ok` or `FAIL` with what it saw; the run ends with `N passed, N failed` and
exits non-zero when a check failed. Screenshots go to Docs/screenshots/ (or --screenshots).

Needs Debian's chromium and chromium-driver and the selenium package: Scripts/browser-test.sh
installs them, builds the site and runs this.

Usage: Scripts/browser-test.py [--site DIR] [--page NAME.html] [--screenshots DIR]
"""

import argparse
import json
import os
import re
import shutil
import sys
import time
import traceback
from pathlib import Path
from urllib.parse import urldefrag, urljoin

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parent.parent
DESKTOP = (1280, 900)
PHONE = (390, 844)


class CheckFailed(Exception):
    pass


def require(condition, message):
    if not condition:
        raise CheckFailed(message)


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def run(self, name, body):
        """Runs one check: `body` returns a detail line, or raises to fail."""
        try:
            detail = body()
        except CheckFailed as error:
            self.failed += 1
            print(f"FAIL {name}: {error}", flush=True)
            return
        except Exception as error:  # a broken page or driver fails the check, not the run
            self.failed += 1
            message = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
            print(f"FAIL {name}: {type(error).__name__}: {message}", flush=True)
            if os.environ.get("BROWSER_TEST_TRACE"):
                traceback.print_exc()
            return
        self.passed += 1
        print(f"ok   {name}" + (f": {detail}" if detail else ""), flush=True)


class Browser:
    """A headless Chromium with the page's console kept across `get_log` calls."""

    def __init__(self):
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        driver_path = shutil.which("chromedriver")
        if not chromium or not driver_path:
            sys.exit("browser-test: chromium and chromedriver must be on PATH (Scripts/browser-test.sh installs them)")
        options = webdriver.ChromeOptions()
        options.binary_location = chromium
        for argument in (
            "--headless=new",
            "--no-sandbox",
            "--disable-dev-shm-usage",
            "--disable-gpu",
            "--no-first-run",
            "--disable-extensions",
            "--hide-scrollbars",
            "--force-color-profile=srgb",
            "--lang=en-US",
            f"--window-size={DESKTOP[0]},{DESKTOP[1]}",
        ):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
        self.driver.set_page_load_timeout(30)
        self.console = []

    def quit(self):
        self.driver.quit()

    def cdp(self, command, parameters=None):
        return self.driver.execute_cdp_cmd(command, parameters or {})

    def viewport(self, size, mobile=False):
        width, height = size
        self.cdp("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile,
        })

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def open(self, url):
        """Loads `url` afresh (through about:blank, so a fragment change is a real load)."""
        self.driver.get("about:blank")
        self.driver.get(url)
        self.wait(lambda d: d.execute_script("return document.readyState") == "complete")
        # site.js is deferred: it has run once the theme toggle reflects data-theme.
        self.wait(lambda d: d.execute_script(
            "var b = document.getElementById('theme-toggle');"
            "return !b || b.getAttribute('aria-pressed') === "
            "(document.documentElement.getAttribute('data-theme') === 'dark' ? 'true' : 'false');"))

    def wait(self, condition, timeout=5, message=""):
        return WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(condition, message)

    def errors(self):
        """Console errors since the last call: SEVERE entries, leaving out favicon requests."""
        entries = self.driver.get_log("browser")
        self.console.extend(entries)
        return [e for e in entries if e.get("level") == "SEVERE" and "favicon" not in e.get("message", "")]

    def set_theme(self, theme):
        """Clicks the toggle until the page shows `theme`."""
        for _ in range(2):
            if self.js("return document.documentElement.getAttribute('data-theme')") == theme:
                break
            self.driver.find_element(By.ID, "theme-toggle").click()
        require(self.js("return document.documentElement.getAttribute('data-theme')") == theme,
                f"could not switch to the {theme} theme")
        self.rest_mouse()

    def rest_mouse(self):
        """Moves the mouse off the controls, onto the page's text, so no hover shows."""
        text = self.driver.find_elements(By.CSS_SELECTOR, "article.page p")
        if text:
            ActionChains(self.driver).move_to_element(text[0]).perform()

    def screenshot(self, path):
        path.parent.mkdir(parents=True, exist_ok=True)
        require(self.driver.get_screenshot_as_file(str(path)), f"could not write {path}")


def rgba_alpha(text):
    """The alpha of a computed `rgb(...)`/`rgba(...)` colour: 0 for transparent."""
    match = re.match(r"rgba?\(([^)]*)\)", text or "")
    if not match:
        return 0
    parts = [p for p in re.split(r"[ ,/]+", match.group(1)) if p]
    return float(parts[3]) if len(parts) > 3 else 1.0


def load_index(site):
    text = (site / "search-index.js").read_text(encoding="utf-8")
    return json.loads(text[text.index("{"):text.rindex("}") + 1])


def hidden_blocks(markdown_path):
    """The code of the `swift hidden` blocks of a Markdown page, without the lines that the page
    also shows elsewhere (a `@MainActor` or a `}` is no sign that hidden code leaked)."""
    if not markdown_path.is_file():
        return []
    blocks, current, fence, outside = [], None, None, set()
    for line in markdown_path.read_text(encoding="utf-8").splitlines():
        if current is None:
            match = re.match(r"^\s{0,3}(`{3,}|~{3,})\s*swift\s+hidden\b", line)
            if match:
                current, fence = [], match.group(1)
            else:
                outside.add(line.strip())
        elif line.strip().startswith(fence) and line.strip().strip(fence[0]) == "":
            blocks.append(current)
            current = None
        else:
            current.append(line)
    kept = ["\n".join(l for l in block if l.strip() not in outside) for block in blocks]
    return [block for block in kept if block.strip()]


def short(text, limit=80):
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 1] + "\u2026"


def page_of(url):
    """The file name of a file:// URL, without its fragment: `Scoping.html`."""
    return urldefrag(url)[0].rsplit("/", 1)[-1]


STUB_CLIPBOARD = """
window.__copied = [];
var record = function (text) { window.__copied.push(String(text)); return Promise.resolve(); };
if (navigator.clipboard) {
  try { navigator.clipboard.writeText = record; } catch (e) {}
}
if (!navigator.clipboard || navigator.clipboard.writeText !== record) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: record } });
}
"""


PREVIEW_LOOK = """
function rgba(text) {
  var m = String(text).match(/rgba?\\(([^)]+)\\)/);
  if (!m) return [0, 0, 0, 0];
  var p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(parseFloat);
  return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
}
function over(top, bottom) {
  var a = top[3] + bottom[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  return [0, 1, 2].map(function (i) { return (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a; }).concat([a]);
}
function background(element) {
  var layers = [];
  for (var e = element; e && e.nodeType === 1; e = e.parentElement) {
    var c = rgba(getComputedStyle(e).backgroundColor);
    if (c[3] > 0) layers.push(c);
    if (c[3] >= 1) break;
  }
  var color = [255, 255, 255, 1];
  for (var i = layers.length - 1; i >= 0; i--) color = over(layers[i], color);
  return color;
}
function luminance(c) {
  var v = [0, 1, 2].map(function (i) {
    var s = c[i] / 255;
    return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}
function contrast(a, b) {
  var x = luminance(a), y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
function dimmed(element) {
  for (var e = element; e && e.nodeType === 1; e = e.parentElement) {
    if (parseFloat(getComputedStyle(e).opacity) < 1) return true;
  }
  return false;
}
var frames = document.querySelectorAll('figure.code .pd-previews .pd-preview-frame');
var texts = [];
document.querySelectorAll('.pd-previews :is(.pd-preview-title, .cui-text, .cui-navigation-title, .cui-section-header, .cui-tab, .cui-picker-value)').forEach(function (e) {
  if (!e.textContent.trim() || dimmed(e)) return;
  var style = getComputedStyle(e);
  var fg = over(rgba(style.color), background(e));
  var bg = background(e);
  texts.push({ text: e.textContent.trim().slice(0, 40), ratio: contrast(fg, bg), color: style.color, background: 'rgb(' + bg.slice(0, 3).map(Math.round).join(',') + ')' });
});
var device = document.querySelector('.pd-preview-device');
var preview = document.querySelector('.pd-preview');
// A button in a list row is drawn as plain text, as on a phone; a pill is any other button.
var button = document.querySelector('.pd-preview .cui-button:not(.cui-row > .cui-button)');
var anyButton = document.querySelector('.pd-preview .cui-button');
var rect = device ? device.getBoundingClientRect() : null;
var badge = frames.length ? frames[0].closest('figure.code').querySelector(':scope > .code-toolbar a.badge-preview') : null;
var first = frames.length ? frames[0].closest('figure.code').querySelector(':scope > .code-toolbar a.badge') : null;
return {
  frames: frames.length,
  width: rect ? rect.width : 0,
  radius: device ? parseFloat(getComputedStyle(device).borderTopLeftRadius) : 0,
  pointerEvents: preview ? getComputedStyle(preview).pointerEvents : null,
  inert: preview ? preview.hasAttribute('inert') : false,
  hasButton: !!anyButton,
  button: button ? { background: getComputedStyle(button).backgroundColor, radius: parseFloat(getComputedStyle(button).borderTopLeftRadius),
                     height: button.getBoundingClientRect().height, display: getComputedStyle(button).display } : null,
  badge: badge ? { text: badge.textContent, href: badge.getAttribute('href') } : null,
  firstBadgeHref: first ? first.getAttribute('href') : null,
  texts: texts,
  overflow: document.documentElement.scrollWidth - innerWidth
};
"""


def main():
    parser = argparse.ArgumentParser(description="Tests the built site in headless Chromium.")
    parser.add_argument("--site", default=str(ROOT / "_site"), help="the built site (default: _site)")
    parser.add_argument("--page", default="Scoping.html", help="the page to test (default: Scoping.html, else the first page)")
    parser.add_argument("--screenshots", default=str(ROOT / "Docs" / "screenshots"), help="where screenshots go")
    arguments = parser.parse_args()

    site = Path(arguments.site).resolve()
    shots = Path(arguments.screenshots).resolve()
    if not (site / "index.html").is_file():
        sys.exit(f"browser-test: no site at {site}; build it with `.build/debug/patterndoc build`")
    index = load_index(site)
    documents = index.get("documents", [])
    page_name = arguments.page
    if not (site / page_name).is_file():
        page_name = documents[0]["href"].split("#")[0] if documents else "index.html"
    page_url = (site / page_name).as_uri()
    content_pages = [d["href"].split("#")[0] for d in documents if (site / d["href"].split("#")[0]).is_file()]

    checks = Checks()
    browser = Browser()
    print(f"browser-test: {browser.driver.capabilities.get('browserVersion', '?')} on {page_url}", flush=True)
    try:
        run_checks(checks, browser, site, page_name, page_url, documents, content_pages, shots)
    finally:
        browser.quit()
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


def run_checks(checks, browser, site, page_name, page_url, documents, content_pages, shots):
    driver = browser.driver
    browser.viewport(DESKTOP)

    # (a) The page loads and its scripts run without an error in the console.
    def loads_cleanly():
        browser.errors()  # drop anything from before
        browser.open(page_url)
        title = driver.title
        require(driver.find_elements(By.CSS_SELECTOR, "article.page h1"), "no <h1> in article.page")
        require(browser.js("return !!window.PATTERNDOC_SEARCH"), "search-index.js did not set window.PATTERNDOC_SEARCH")
        errors = browser.errors()
        require(not errors, "; ".join(short(e["message"], 200) for e in errors))
        return f"“{title}”, no console errors"
    checks.run(f"load {page_name} without JS errors", loads_cleanly)

    # Screenshots of the page in both themes.
    def screenshots_of_themes():
        browser.open(page_url)
        browser.set_theme("light")
        browser.js("window.scrollTo(0, 0)")
        browser.screenshot(shots / "page-light.png")
        browser.set_theme("dark")
        browser.screenshot(shots / "page-dark.png")
        browser.set_theme("light")
        return f"{shots / 'page-light.png'}, {shots / 'page-dark.png'}"
    checks.run("screenshots: page in light and dark", screenshots_of_themes)

    # (b) Search.
    def visible_results():
        return browser.js("""
            var list = document.getElementById('search-results');
            if (!list || list.hidden || getComputedStyle(list).display === 'none') return null;
            return Array.prototype.map.call(list.querySelectorAll('.search-result a'), function (a) { return a.href; });
        """)

    def type_query(query):
        box = driver.find_element(By.ID, "search")
        box.clear()
        box.send_keys(query)
        browser.wait(lambda d: visible_results() is not None, message=f"no results list for {query!r}")
        return box

    def search_term():
        term = "forEach"
        lower = term.lower()
        expected = sorted({d["href"].split("#")[0] for d in documents if lower in (
            d.get("title", "") + " " + " ".join(h[0] for h in d.get("headings", [])) + " " + d.get("text", "")
            + " " + d.get("code", "")).lower()})
        require(expected, f"no page of the index mentions {term!r}; pick another term")
        browser.open(page_url)
        type_query(term)
        root = site.as_uri() + "/"
        found = sorted({urldefrag(href)[0][len(root):] if href.startswith(root) else page_of(href) for href in visible_results()})
        # search.js lists the best 20; with the API pages more than that may match.
        if len(expected) <= 20:
            require(found == expected, f"{term!r} listed {found}, expected {expected}")
        else:
            require(len(found) == 20 and set(found) <= set(expected), f"{term!r} listed {found}, expected 20 of {expected}")
            guides = [page for page in expected if not page.startswith("api/")]
            require(any(not page.startswith("api/") for page in found),
                    f"{term!r} listed only API pages, none of the guides that use it: {guides}")
        marks = browser.js("return document.querySelectorAll('#search-results mark').length")
        require(marks > 0, "the term is not highlighted in the results")
        browser.set_theme("light")
        browser.screenshot(shots / "search.png")
        return f"{term!r} lists {', '.join(found)} with {marks} highlights; {shots / 'search.png'}"
    checks.run("search: a term lists the pages that have it", search_term)

    def search_keys():
        # A heading of another page, typed in full, must list that heading; the arrow keys reach
        # it and Enter opens it.
        target = None
        for document in documents:
            if document["href"].split("#")[0] == page_name:
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
        browser.open(page_url)
        box = type_query(query)
        results = visible_results()
        wanted = urljoin(page_url, href)
        require(wanted in results, f"{query!r} did not list {href}; got {[page_of(r) for r in results]}")
        position = results.index(wanted)
        for _ in range(position + 1):
            box.send_keys(Keys.ARROW_DOWN)
        active = browser.js("var a = document.querySelector('#search-results .search-result.active a'); return a && a.href;")
        require(active == wanted, f"after {position + 1}× ArrowDown the active result is {active}, not {wanted}")
        require(driver.find_element(By.ID, "search").get_attribute("aria-activedescendant"), "no aria-activedescendant on #search")
        box.send_keys(Keys.ENTER)
        browser.wait(lambda d: d.current_url == wanted, message=f"Enter did not open {wanted} (at {driver.current_url})")
        browser.wait(lambda d: d.execute_script("return document.readyState") == "complete")
        return f"{query!r} → result {position + 1} → {href}"
    checks.run("search: ArrowDown + Enter opens a result", search_keys)

    def search_escape_and_slash():
        browser.open(page_url)
        box = type_query("scope")
        box.send_keys(Keys.ESCAPE)
        browser.wait(lambda d: visible_results() is None, message="Escape did not close the results")
        require(box.get_attribute("aria-expanded") == "false", "aria-expanded stays true after Escape")
        require(browser.js("return document.activeElement") != box, "the box keeps the focus after Escape")
        driver.find_element(By.TAG_NAME, "body").send_keys("/")
        browser.wait(lambda d: d.execute_script("return document.activeElement && document.activeElement.id") == "search",
                     message="'/' did not focus #search")
        require(box.get_attribute("value") in ("scope", ""), "the box's text changed")
        require("/" not in box.get_attribute("value"), "'/' was typed into the box")
        return "Escape closes the list; '/' focuses the box"
    checks.run("search: Escape closes, '/' focuses", search_escape_and_slash)

    # (c) Copy buttons.
    def copy_real_clipboard():
        browser.open(page_url)
        try:
            browser.cdp("Browser.grantPermissions", {"permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        except WebDriverException as error:
            raise CheckFailed(f"cannot grant clipboard permissions: {short(error.msg or error, 120)}")
        figure = driver.find_element(By.CSS_SELECTOR, "figure.code:not(.output)")
        expected = browser.js("return arguments[0].querySelector(':scope > pre > code').textContent", figure)
        button = figure.find_element(By.CSS_SELECTOR, "button.copy")
        browser.js("arguments[0].scrollIntoView({block: 'center'})", button)
        button.click()
        browser.wait(lambda d: button.text in ("Copied", "Copy failed"), message=f"no feedback on the button ({button.text!r})")
        require(button.text == "Copied", f"the button says {button.text!r}")
        driver.set_script_timeout(5)
        got = driver.execute_async_script("""
            var done = arguments[arguments.length - 1];
            navigator.clipboard.readText().then(function (t) { done({ text: t }); }, function (e) { done({ error: String(e) }); });
        """)
        require("error" not in got, f"navigator.clipboard.readText() failed: {got.get('error')}")
        require(got["text"] == expected, f"clipboard holds {short(got['text'])!r}, expected {short(expected)!r}")
        browser.wait(lambda d: button.text == "Copy", timeout=4, message="the button did not go back to 'Copy'")
        return f"clipboard holds the first figure's code ({len(expected)} characters, {expected.count(chr(10)) + 1} lines); button said 'Copied'"

    def copy_recorded(url, hidden):
        """Clicks every copy button of `url` with writeText recorded; returns what was copied."""
        browser.open(url)
        browser.js(STUB_CLIPBOARD)
        figures = driver.find_elements(By.CSS_SELECTOR, "figure.code")
        require(figures, f"no figure.code on {page_of(url)}")
        copied = []
        for number, figure in enumerate(figures):
            buttons = figure.find_elements(By.CSS_SELECTOR, "button.copy")
            if not buttons:
                continue
            expected = browser.js("return arguments[0].querySelector(':scope > pre > code').textContent", figure)
            browser.js("arguments[0].scrollIntoView({block: 'center'})", buttons[0])
            before = browser.js("return window.__copied.length")
            buttons[0].click()
            browser.wait(lambda d: d.execute_script("return window.__copied.length") > before,
                         message=f"figure {number}: nothing was copied")
            text = browser.js("return window.__copied[window.__copied.length - 1]")
            require(text == expected, f"figure {number}: copied {short(text)!r}, expected {short(expected)!r}")
            browser.wait(lambda d: buttons[0].text == "Copied", message=f"figure {number}: the button says {buttons[0].text!r}")
            for block in hidden:
                for line in (l.strip() for l in block.splitlines()):
                    if len(line) > 8:
                        require(line not in text, f"figure {number}: copied hidden setup code {line!r}")
            copied.append(text)
        return copied

    def copy_clipboard():
        try:
            return copy_real_clipboard()
        except (CheckFailed, WebDriverException) as error:
            real = short(str(error), 120)
        # No clipboard headless: record what the page hands to navigator.clipboard.writeText.
        copied = copy_recorded(page_url, hidden_blocks(ROOT / "Docs" / page_name.replace(".html", ".md")))
        return f"clipboard unreadable headless ({real}); recorded writeText of {len(copied)} figures = their code, 'Copied' shown"
    checks.run("copy: the first figure's code reaches the clipboard", copy_clipboard)

    def copy_leaves_hidden_code_out():
        with_hidden = [(p, hidden_blocks(ROOT / "Docs" / p.replace(".html", ".md"))) for p in content_pages]
        with_hidden = [(p, h) for p, h in with_hidden if h]
        if not with_hidden:
            return "no page has hidden blocks: nothing to leave out"
        details = []
        for name, hidden in with_hidden:
            copied = copy_recorded((site / name).as_uri(), hidden)
            text = browser.js("return document.querySelector('article.page').textContent")
            for block in hidden:
                first = next(l.strip() for l in block.splitlines() if l.strip())
                require(first not in text, f"{name}: hidden code {first!r} is on the page")
            details.append(f"{name}: {len(copied)} copies, {len(hidden)} hidden block(s) absent")
        return "; ".join(details)
    checks.run("copy: hidden setup code is neither shown nor copied", copy_leaves_hidden_code_out)

    # (d) Heading anchors.
    def anchors():
        browser.open(page_url)
        missing = browser.js("""
            return Array.prototype.filter.call(document.querySelectorAll('article.page :is(h1,h2,h3,h4,h5,h6)[id]'), function (h) {
              return !h.querySelector(':scope > a.anchor[href="#' + CSS.escape(h.id) + '"]');
            }).map(function (h) { return h.id; });
        """)
        ids = browser.js("return Array.prototype.map.call(document.querySelectorAll('article.page h2[id]'), function (h) { return h.id; })")
        require(ids, "no h2[id] on the page")
        require(not missing, f"headings without a.anchor: {missing}")
        unique = len(set(browser.js("return Array.prototype.map.call(document.querySelectorAll('[id]'), function (e) { return e.id; })")))
        total = browser.js("return document.querySelectorAll('[id]').length")
        require(unique == total, f"{total - unique} duplicate ids on the page")
        return f"{len(ids)} h2 headings, each with a.anchor[href=#id]"
    checks.run("anchors: every heading links to itself", anchors)

    def anchors_scroll():
        ids = None
        positions = []
        browser.open(page_url)
        ids = browser.js("return Array.prototype.map.call(document.querySelectorAll('article.page h2[id]'), function (h) { return h.id; })")
        require(ids, "no h2[id] on the page")
        for heading_id in ids:
            browser.open(f"{page_url}#{heading_id}")
            state = browser.js("""
                var h = document.getElementById(arguments[0]);
                var header = document.querySelector('.site-header');
                return { top: h.getBoundingClientRect().top, height: innerHeight,
                         header: header ? header.getBoundingClientRect().bottom : 0,
                         atEnd: Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1 };
            """, heading_id)
            top = round(state["top"])
            near_top = state["header"] <= top <= 200
            # The last headings may be too close to the end of the page to reach the top.
            at_end = state["atEnd"] and state["header"] <= top < state["height"]
            require(near_top or at_end, f"#{heading_id}: heading top at {top}px (header ends at {round(state['header'])}px)")
            positions.append(f"{top}" + ("*" if not near_top else ""))
        return f"{len(ids)} headings scrolled into view at top {', '.join(positions)}px (* = page end reached)"
    checks.run("anchors: page.html#id scrolls the heading into view", anchors_scroll)

    # (e) Verification badges.
    def badges():
        verification = site / "verification.html"
        require(verification.is_file(), "no verification.html")
        browser.open(verification.as_uri())
        targets = set(browser.js("return Array.prototype.map.call(document.querySelectorAll('[id]'), function (e) { return e.id; })"))
        counted, unverified, api_unverified = [], [], []
        for name in content_pages:
            url = (site / name).as_uri()
            browser.open(url)
            rows = browser.js("""
                return Array.prototype.map.call(document.querySelectorAll('figure.code:not(.output)'), function (f) {
                  var b = f.querySelector(':scope > .code-toolbar a.badge');
                  var code = f.querySelector(':scope > pre > code');
                  var unverified = f.querySelector(':scope > .code-toolbar span.badge-skipped');
                  return { id: f.id, href: b ? b.getAttribute('href') : null, resolved: b ? b.href : null, label: b ? b.textContent : null,
                           swift: !!code && code.classList.contains('language-swift'), language: code ? code.className : '',
                           unverified: unverified ? unverified.textContent : null };
                });
            """)
            for row in rows:
                if not row["href"] and not row["swift"]:
                    # Only Swift blocks are verified; other languages are shown as they are.
                    unverified.append(f"{name}#{row['id']} ({row['language'] or 'no language'})")
                    continue
                if not row["href"] and name.startswith("api/") and row["unverified"]:
                    # An example in the doc comment of a module the docs do not use is not
                    # verified, and its API page says so.
                    api_unverified.append(name)
                    continue
                require(row["href"], f"{name}#{row['id']}: no a.badge")
                target, fragment = urldefrag(row["resolved"])
                require(target == verification.as_uri(), f"{name}#{row['id']}: badge links to {row['href']}")
                require(fragment and fragment in targets, f"{name}#{row['id']}: {row['href']} has no target in verification.html")
            failed = [r["id"] for r in rows if r["label"] == "failed"]
            require(not failed, f"{name}: blocks marked failed: {failed}")
            counted.append(f"{name} {sum(1 for r in rows if r['href'])}")
        shown = f"; without a badge, not Swift: {', '.join(unverified)}" if unverified else ""
        if api_unverified:
            shown += f"; marked not verified, in doc comments of modules the docs do not use: {len(api_unverified)} on {len(set(api_unverified))} API pages"
        return "badges link to existing rows of verification.html: " + ", ".join(counted) + shown
    checks.run("badges: every code figure links to its verification row", badges)

    # (f) Theme toggle.
    def theme_toggle():
        browser.open(page_url)
        look = "return [document.documentElement.getAttribute('data-theme'), getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color]"
        first = browser.js(look)
        driver.find_element(By.ID, "theme-toggle").click()
        second = browser.js(look)
        require(second[0] in ("light", "dark") and second[0] != first[0], f"data-theme went from {first[0]} to {second[0]}")
        require(second[1] != first[1], f"the background stayed {first[1]}")
        require(second[2] != first[2], f"the text colour stayed {first[2]}")
        pressed = driver.find_element(By.ID, "theme-toggle").get_attribute("aria-pressed")
        require(pressed == ("true" if second[0] == "dark" else "false"), f"aria-pressed is {pressed} in {second[0]}")
        browser.open(page_url)
        kept = browser.js(look)
        require(kept[0] == second[0], f"the choice was not kept across a reload ({kept[0]})")
        driver.find_element(By.ID, "theme-toggle").click()
        third = browser.js(look)
        require(third == first, f"toggling back gave {third}, not {first}")
        return f"{first[0]} {first[1]} ⇄ {second[0]} {second[1]}, kept across reloads"
    checks.run("theme: the toggle flips data-theme and the colours", theme_toggle)

    # (g) Nothing is fetched from elsewhere.
    def all_local():
        details = []
        for name in ["index.html", "verification.html"] + content_pages:
            url = (site / name).as_uri()
            browser.open(url)
            state = browser.js("""
                var refs = [];
                document.querySelectorAll('script[src], link[href], img[src], iframe[src], source[src], video[src], audio[src]').forEach(function (e) {
                  refs.push(e.getAttribute(e.hasAttribute('src') ? 'src' : 'href'));
                });
                var loaded = performance.getEntriesByType('resource').map(function (r) { return r.name; });
                return { refs: refs, loaded: loaded };
            """)
            remote = [r for r in state["refs"] if re.match(r"^\s*([a-zA-Z][a-zA-Z0-9+.-]*:|//)", r)]
            require(not remote, f"{name}: not relative: {remote}")
            away = [r for r in state["loaded"] if not r.startswith("file:")]
            require(not away, f"{name}: fetched {away}")
            details.append(f"{name} {len(state['refs'])}")
        css = (site / "assets" / "style.css").read_text(encoding="utf-8")
        require(not re.search(r"url\(\s*['\"]?\s*(https?:)?//", css) and "@import" not in css, "style.css fetches from elsewhere")
        return "relative references only, every load a file:// URL (" + ", ".join(details) + ")"
    checks.run("offline: no request leaves the machine", all_local)

    # (g2) The sidebar: one navigation.js lists every page, each page marks itself in it.
    def sidebar_from_navigation():
        details = []
        for name in content_pages:
            url = (site / name).as_uri()
            browser.open(url)
            state = browser.js("""
                var links = Array.prototype.slice.call(document.querySelectorAll('#sidebar a'));
                var current = document.querySelectorAll('#sidebar a[aria-current="page"]');
                return { listed: (window.PATTERNDOC_NAVIGATION || []).length, links: links.length,
                         current: current.length, currentURL: current.length ? current[0].href : '',
                         currentClass: current.length ? current[0].className : '' };
            """)
            require(state["listed"] > 0, f"{name}: window.PATTERNDOC_NAVIGATION is empty or missing")
            require(state["links"] == state["listed"], f"{name}: the sidebar shows {state['links']} links for {state['listed']} pages")
            require(state["current"] == 1, f"{name}: {state['current']} links marked current")
            # An API page of a type is not in the sidebar; its module's page is marked instead.
            parts = name.split("/")
            expected = name
            if parts[0] == "api" and len(parts) >= 3 and not browser.js(
                    "var u = arguments[0]; return Array.prototype.some.call(document.querySelectorAll('#sidebar a'), function (a) { return a.href === u; })", url):
                expected = f"api/{parts[1]}.html"
            require(urldefrag(state["currentURL"])[0] == (site / expected).as_uri(), f"{name}: the current link goes to {state['currentURL']}")
            require(state["currentClass"] == "current", f"{name}: the current link's class is {state['currentClass']!r}")
            details.append(f"{name} {state['links']}")
        return "every page's sidebar lists every page and marks itself: " + ", ".join(details)
    checks.run("sidebar: navigation.js lists every page, the current one marked", sidebar_from_navigation)

    # (h) Phone width.
    def phone():
        browser.viewport(PHONE, mobile=True)
        try:
            browser.open(page_url)
            browser.set_theme("light")
            sidebar_state = """
                var s = document.getElementById('sidebar'), r = s.getBoundingClientRect(), c = getComputedStyle(s);
                return { visible: c.visibility !== 'hidden' && c.display !== 'none' && r.right > 1 && r.left < innerWidth,
                         left: Math.round(r.left), right: Math.round(r.right), width: innerWidth,
                         overflow: document.documentElement.scrollWidth - innerWidth };
            """
            closed = browser.js(sidebar_state)
            require(closed["width"] == PHONE[0], f"viewport is {closed['width']}px wide, not {PHONE[0]}")
            require(not closed["visible"], f"the sidebar shows at {PHONE[0]}px ({closed})")
            require(closed["overflow"] <= 0, f"the page scrolls sideways by {closed['overflow']}px")
            browser.screenshot(shots / "phone.png")
            toggle = driver.find_element(By.ID, "menu-toggle")
            require(toggle.is_displayed(), "the menu button is not shown")
            toggle.click()
            browser.wait(lambda d: d.execute_script(sidebar_state)["visible"] and d.execute_script(sidebar_state)["left"] >= 0,
                         message="the menu button did not show the sidebar")
            time.sleep(0.3)  # let the slide-in finish before the screenshot
            opened = browser.js(sidebar_state)
            require(toggle.get_attribute("aria-expanded") == "true", "aria-expanded is not true with the menu open")
            current = driver.find_elements(By.CSS_SELECTOR, "#sidebar a[aria-current='page']")
            require(current and current[0].is_displayed(), "the current page is not shown in the open sidebar")
            browser.screenshot(shots / "phone-menu.png")
            driver.switch_to.active_element.send_keys(Keys.ESCAPE)
            browser.wait(lambda d: not d.execute_script(sidebar_state)["visible"], message="Escape did not close the menu")
            return f"sidebar hidden, shown by the menu button at {opened['left']}..{opened['right']}px, Escape hides it; {shots / 'phone.png'}"
        finally:
            browser.viewport(DESKTOP)
    checks.run(f"phone: at {PHONE[0]}x{PHONE[1]} the menu button shows the hidden sidebar", phone)


    # (i) Rendered previews: framed under their blocks, legible in both themes, fitting a phone.
    def previews_pages():
        # The element itself, not the class named in escaped code (the API page of PreviewFrames).
        return [name for name in content_pages if 'class="pd-preview-frame"' in (site / name).read_text(encoding="utf-8")]

    def previews_in_both_themes():
        pages = previews_pages()
        require(pages, "no page has a rendered preview (.pd-preview-frame); Docs/WritingVerifiedDocs.md should have one")
        details = []
        for name in pages:
            for theme in ("light", "dark"):
                browser.open((site / name).as_uri())
                browser.set_theme(theme)
                look = browser.js(PREVIEW_LOOK)
                require(look["frames"] > 0, f"{name}: no .pd-preview-frame inside a code figure")
                require(200 <= look["width"] <= 392, f"{name}: the device frame is {look['width']:.0f}px wide")
                require(look["radius"] >= 20, f"{name}: the device frame is not rounded ({look['radius']}px)")
                require(look["pointerEvents"] == "none" and look["inert"], f"{name}: the preview reacts to the pointer")
                require(look["hasButton"], f"{name}: no .cui-button in a preview")
                button = look["button"]
                if button:
                    require(rgba_alpha(button["background"]) > 0, f"{name} ({theme}): the button has no background")
                    require(button["radius"] >= button["height"] / 2 - 1, f"{name} ({theme}): the button is not a pill")
                badge = look["badge"]
                require(badge and "rendered preview" in badge["text"], f"{name}: no 'rendered preview' badge on the block")
                require(badge["href"] == look["firstBadgeHref"], f"{name}: the preview badge links to {badge['href']}, the block's badge to {look['firstBadgeHref']}")
                require(look["texts"], f"{name} ({theme}): no text in the previews")
                low = [t for t in look["texts"] if t["ratio"] < 4.5]
                require(not low, f"{name} ({theme}): low contrast: " + "; ".join(
                    f"{t['text']!r} {t['ratio']:.2f}:1 ({t['color']} on {t['background']})" for t in low[:4]))
                worst = min(look["texts"], key=lambda t: t["ratio"])
                details.append(f"{name} {theme}: {look['frames']} frame(s), {len(look['texts'])} texts, lowest {worst['ratio']:.1f}:1")
            frame = driver.find_element(By.CSS_SELECTOR, ".pd-preview-frame")
            for theme in ("light", "dark"):
                browser.set_theme(theme)
                browser.js("arguments[0].scrollIntoView({block: 'center'})", frame)
                frame.screenshot(str(shots / f"preview-{theme}.png"))
            browser.set_theme("light")
        return "; ".join(details) + f"; {shots / 'preview-light.png'}, {shots / 'preview-dark.png'}"
    checks.run("previews: framed, with a cui-button, legible in light and dark", previews_in_both_themes)

    def previews_on_a_phone():
        pages = previews_pages()
        require(pages, "no page has a rendered preview")
        browser.viewport(PHONE, mobile=True)
        try:
            browser.open((site / pages[0]).as_uri())
            look = browser.js(PREVIEW_LOOK)
            require(look["overflow"] <= 0, f"{pages[0]}: the page scrolls sideways by {look['overflow']}px at {PHONE[0]}px")
            require(look["width"] <= PHONE[0], f"{pages[0]}: the frame is {look['width']:.0f}px wide on a {PHONE[0]}px screen")
            return f"{pages[0]}: frame {look['width']:.0f}px wide, no sideways scrolling at {PHONE[0]}px"
        finally:
            browser.viewport(DESKTOP)
    checks.run(f"previews: fit a {PHONE[0]}px phone", previews_on_a_phone)

    # (a) again, for everything the checks did.
    def no_errors_at_all():
        browser.errors()
        severe = [e for e in browser.console if e.get("level") == "SEVERE" and "favicon" not in e.get("message", "")]
        require(not severe, "; ".join(short(e["message"], 200) for e in severe[:5]))
        return f"{len(browser.console)} console messages in the whole run, none an error"
    checks.run("console: no JS errors during any check", no_errors_at_all)


if __name__ == "__main__":
    sys.exit(main())
