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
