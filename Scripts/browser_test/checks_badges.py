"""Checks that every verified code figure carries a badge linking to its row of the
verification report, and that no block is shown as failed."""

from urllib.parse import urldefrag

from .harness import require


def badges(c):
    verification = c.site.folder / "verification.html"
    require(verification.is_file(), "no verification.html")
    c.browser.open(verification.as_uri())
    targets = set(c.browser.run("element-ids"))
    counted, unverified, api_unverified = [], [], []
    for name in c.site.content_pages:
        c.browser.open(c.site.url(name))
        rows = c.browser.run("figure-badges")
        for row in rows:
            if not row["href"] and not row["swift"]:
                # Only Swift blocks are verified; other languages are shown as they are.
                unverified.append(f"{name}#{row['id']} ({row['language'] or 'no language'})")
                continue
            if not row["href"] and row["unverified"]:
                # A Swift example the site shows unverified: the run that built the site
                # verifies every doc comment its API pages show, so none may be left.
                api_unverified.append(f"{name}#{row['id']}")
                continue
            require(row["href"], f"{name}#{row['id']}: no a.badge")
            target, fragment = urldefrag(row["resolved"])
            require(target == verification.as_uri(), f"{name}#{row['id']}: badge links to {row['href']}")
            require(fragment and fragment in targets, f"{name}#{row['id']}: {row['href']} has no target in verification.html")
        failed = [r["id"] for r in rows if r["label"] == "failed"]
        require(not failed, f"{name}: blocks marked failed: {failed}")
        counted.append(f"{name} {sum(1 for r in rows if r['href'])}")
    require(not api_unverified, f"Swift examples marked not verified: {', '.join(api_unverified[:10])}")
    shown = f"; without a badge, not Swift (shown as written): {', '.join(unverified)}" if unverified else ""
    return "badges link to existing rows of verification.html: " + ", ".join(counted) + shown
