"""The browser test of the built site, one module per concern (see Scripts/browser-test.py).

- harness: a check's outcome (`require`, `Checks`) and small text helpers;
- browser: headless Chromium through Selenium, with the page scripts kept in js/;
- site: the built site and what the verification report says about it (hidden blocks);
- checks_*: the checks, grouped by what a reader does (read, search, copy, trust badges,
  look at previews).
"""
