"""Checks of the front page (index.html): the SUMMARY.md parts as sidebar sections and as its
own groups, a start path that is the first pages in reading order, a rendered preview and a
test shown live, the page readable without JavaScript and on a phone; and its screenshots."""

import re

from .browser import DESKTOP, PHONE
from .harness import require

FRONT = "index.html"


def _summary_parts(c):
    """The part titles of the docs' SUMMARY.md: level-1 headings after the first line."""
    summary = c.site.docs / "SUMMARY.md"
    if not summary.is_file():
        return []
    lines, fenced, parts = summary.read_text(encoding="utf-8").splitlines(), False, []
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    for number, line in enumerate(lines):
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif not fenced and number != first and re.match(r"^# +\S", line):
            parts.append(line[1:].strip())
    return parts


def groups(c):
    parts = _summary_parts(c)
    require(parts, f"{c.site.docs / 'SUMMARY.md'} has no part titles ('# Essentials' between the lists)")
    c.browser.open(c.site.url(FRONT))
    look = c.browser.run("front-page")
    require(look["navigationParts"][:len(parts)] == parts,
            f"navigation.js has the parts {look['navigationParts']}, SUMMARY.md {parts}")
    require(look["parts"][:len(parts)] == parts, f"the sidebar shows the part titles {look['parts']}, not {parts}")
    missing = [p for p in parts if p not in look["headings"]]
    require(not missing, f"the front page has no heading for the groups {missing} (its headings: {look['headings']})")
    # Without JavaScript the groups are still on the page: they are in the HTML, not made by a script.
    html = c.site.html(FRONT)
    absent = [p for p in parts if f">{p}</h" not in html.replace("&amp;", "&")]
    require(not absent, f"index.html's HTML itself lacks the groups {absent}")
    return f"{len(parts)} parts in the sidebar and as headings of the front page: {', '.join(parts)}"


def start_path(c):
    c.browser.open(c.site.url(FRONT))
    look = c.browser.run("front-page")
    require(len(look["start"]) >= 3, f"the 'Start here' section has {len(look['start'])} links in an ordered list")
    first = look["pages"][:3]
    require(look["start"][:3] == first, f"the start path is {look['start'][:3]}, the first pages in reading order are {first}")
    return f"start path {' → '.join(first)}, the first three pages of the sidebar"


def preview_and_test(c):
    c.browser.open(c.site.url(FRONT))
    look = c.browser.run("front-page")
    require(look["frames"] >= 1, "the front page shows no rendered preview (.pd-preview-frame in a code figure)")
    require(any(t for t in look["frameTexts"]), "the front page's preview is empty")
    require(any("rendered preview" in b for b in look["badges"]), f"no 'rendered preview' badge on the front page: {look['badges']}")
    require(any(b.startswith("tested") for b in look["badges"]), f"no 'tested' badge on the front page: {look['badges']}")
    require(not any("not verified" in b for b in look["badges"]), f"a front page block is not verified: {look['badges']}")
    return f"{look['frames']} preview(s) showing {look['frameTexts'][0][:60]!r}; badges {', '.join(sorted(set(look['badges'])))}"


def screenshots(c):
    c.browser.open(c.site.url(FRONT))
    for theme in ("light", "dark"):
        c.browser.set_theme(theme)
        c.browser.js("window.scrollTo(0, 0)")
        c.browser.screenshot(c.shots / f"front-{theme}.png")
    c.browser.set_theme("light")
    c.browser.viewport(PHONE, mobile=True)
    try:
        c.browser.open(c.site.url(FRONT))
        look = c.browser.run("front-page")
        require(look["overflow"] <= 0, f"the front page scrolls sideways by {look['overflow']}px at {PHONE[0]}px")
        c.browser.screenshot(c.shots / "front-phone.png")
    finally:
        c.browser.viewport(DESKTOP)
    return ", ".join(str(c.shots / f"front-{n}.png") for n in ("light", "dark", "phone"))
