#!/usr/bin/env python3
"""Tests the built site in headless Chromium, opened straight from disk (file:// URLs only).

Checks the front page (SUMMARY.md's parts as sections, the start path, a live preview and
test), the page chrome (loading, search, copy buttons, anchors, verification badges, the theme
toggle, no external requests, the sidebar, the phone layout), the rendered previews (framed
under their blocks, legible in both themes, fitting a phone) and the verification report (its
tables within a 1400px window). The checks live in
Scripts/browser_test/, one module per concern, with the JavaScript they run in the page in
Scripts/browser_test/js/; hidden blocks are read from the verification report.

Each check prints `ok` or `FAIL` with what it saw; the run ends with `N passed, N failed` and
exits non-zero when a check failed. Screenshots go to Docs/screenshots/ (or --screenshots).

Needs Debian's chromium and chromium-driver and the selenium package: Scripts/browser-test.sh
installs them, builds the site and runs this.

Usage: Scripts/browser-test.py [--site DIR] [--page NAME.html] [--report FILE] [--docs DIR] [--screenshots DIR]
                               [--patterndoc PATH]
"""

import argparse
import sys
from pathlib import Path

from browser_test import (checks_badges, checks_copying, checks_front_page, checks_live_preview, checks_previews, checks_reading,
                          checks_report, checks_search)
from browser_test.browser import PHONE, Browser
from browser_test.context import Context
from browser_test.harness import Checks
from browser_test.site import Site

ROOT = Path(__file__).resolve().parent.parent


def main():
    parser = argparse.ArgumentParser(description="Tests the built site in headless Chromium.")
    parser.add_argument("--site", default=str(ROOT / "_site"), help="the built site (default: _site)")
    parser.add_argument("--page", default="Scoping.html", help="the page to test (default: Scoping.html, else the first page)")
    parser.add_argument("--report", default=str(ROOT / ".build" / "patterndoc" / "report.json"),
                        help="the verification report of that build (default: .build/patterndoc/report.json)")
    parser.add_argument("--docs", default=str(ROOT / "Docs"), help="the docs folder the site was built from (default: Docs)")
    parser.add_argument("--screenshots", default=str(ROOT / "Docs" / "screenshots"), help="where screenshots go")
    parser.add_argument("--patterndoc", default=str(ROOT / ".build" / "debug" / "patterndoc"),
                        help="the patterndoc whose live preview is checked (default: .build/debug/patterndoc)")
    arguments = parser.parse_args()

    folder = Path(arguments.site).resolve()
    if not (folder / "index.html").is_file():
        sys.exit(f"browser-test: no site at {folder}; build it with `.build/debug/patterndoc build`")
    site = Site(folder, arguments.page, arguments.report, ROOT, arguments.docs)
    checks = Checks()
    browser = Browser()
    print(f"browser-test: {browser.driver.capabilities.get('browserVersion', '?')} on {site.page_url}", flush=True)
    context = Context(browser=browser, site=site, shots=Path(arguments.screenshots).resolve())
    try:
        for name, check in [
            (f"load {site.page_name} without JS errors", checks_reading.loads_cleanly),
            ("screenshots: page in light and dark", checks_reading.screenshots_of_themes),
            ("front page: SUMMARY.md's parts are the sidebar's sections and the page's groups", checks_front_page.groups),
            ("front page: the start path is the first three pages in reading order", checks_front_page.start_path),
            ("front page: a rendered preview and a test, both verified", checks_front_page.preview_and_test),
            (f"front page: screenshots in light, dark and at {PHONE[0]}px, no sideways scrolling", checks_front_page.screenshots),
            ("search: a term lists the pages that have it", checks_search.search_term),
            ("search: ArrowDown + Enter opens a result", checks_search.search_keys),
            ("search: Escape closes, '/' focuses", checks_search.search_escape_and_slash),
            ("copy: the first figure's code reaches the clipboard", checks_copying.copy_clipboard),
            ("copy: hidden setup code is neither shown nor copied", checks_copying.copy_leaves_hidden_code_out),
            ("anchors: every heading links to itself", checks_reading.anchors),
            ("anchors: page.html#id scrolls the heading into view", checks_reading.anchors_scroll),
            ("badges: every code figure links to its verification row", checks_badges.badges),
            ("theme: the toggle flips data-theme and the colours", checks_reading.theme_toggle),
            ("offline: no request leaves the machine", checks_reading.all_local),
            ("sidebar: navigation.js lists every page, the current one marked", checks_reading.sidebar_from_navigation),
            (f"phone: at {PHONE[0]}x{PHONE[1]} the menu button shows the hidden sidebar", checks_reading.phone),
            ("previews: framed, with a cui-button, legible in light and dark", checks_previews.previews_in_both_themes),
            (f"previews: fit a {PHONE[0]}px phone", checks_previews.previews_on_a_phone),
            (f"report: at {checks_report.REPORT_WIDTH[0]}px the blocks tables fit the window, long details wrapped or folded",
             checks_report.table_fits_a_wide_window),
            ("console: no JS errors during any check", checks_reading.no_errors_at_all),
            ("live preview: an edit reloads the page, a broken block shows its error, Ctrl-C ends it",
             lambda c: checks_live_preview.reloads_on_edit_and_shows_failures(c, arguments.patterndoc)),
        ]:
            checks.run(name, lambda: check(context))
    finally:
        browser.quit()
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
