"""Checks of the verification report page: its blocks tables keep to a desktop window, with
long details (runtime warnings, compiler output) wrapped in their cells or folded."""

from .browser import DESKTOP
from .harness import require, short

REPORT_WIDTH = (1400, 900)
# A detail this long would run far past the right edge if it did not wrap.
LONG_DETAIL = 400


def table_fits_a_wide_window(c):
    require((c.site.folder / "verification.html").is_file(), "the site has no verification.html")
    c.browser.viewport(REPORT_WIDTH)
    try:
        c.browser.open(c.site.url("verification.html"))
        seen = []
        for opened in (False, True):
            fit = c.browser.run("report-fit", opened)
            state = "details opened" if opened else "as loaded"
            require(fit["tables"] > 0 and fit["rows"] > 0, "verification.html has no blocks table with rows")
            require(fit["longest"] >= LONG_DETAIL,
                    f"no detail of {LONG_DETAIL} characters or more (the longest has {fit['longest']}): "
                    "the site tested has nothing long to wrap; build it from Docs/, whose report has runtime warnings")
            require(fit["right"] <= fit["viewport"],
                    f"{state}: a blocks table ends at {fit['right']:.0f}px, past the {fit['viewport']}px window")
            require(fit["pageScrollWidth"] <= fit["viewport"],
                    f"{state}: the page scrolls sideways ({fit['pageScrollWidth']}px wide in a {fit['viewport']}px window)")
            require(not fit["overflowing"], f"{state}: {fit['overflowingCount']} cell(s) hold content wider than the cell, as "
                    + "; ".join(f"column {o['column']} {short(o['text'], 40)!r} {o['scrollWidth']}px in {o['clientWidth']}px"
                                for o in fit["overflowing"]))
            seen.append(fit)
        loaded = seen[0]
        return (f"{loaded['rows']} rows in {loaded['tables']} tables end by {loaded['right']:.0f}px of {loaded['viewport']}px, "
                f"longest detail {loaded['longest']} characters ({short(loaded['longestText'], 40)!r}), "
                f"{loaded['folded']} folded, no cell overflows, opened or not")
    finally:
        c.browser.viewport(DESKTOP)
