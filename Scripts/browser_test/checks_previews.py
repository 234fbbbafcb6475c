"""Checks of the rendered previews: framed under their blocks with a 'rendered preview' badge,
legible in both themes (every text at least 4.5:1 on its background), and fitting a phone."""

from selenium.webdriver.common.by import By

from .browser import DESKTOP, PHONE
from .harness import require, rgba_alpha


def _pages(c):
    # The element itself, not the class named in escaped code (the API page of PreviewFrames).
    return [name for name in c.site.content_pages if 'class="pd-preview-frame"' in c.site.html(name)]


def previews_in_both_themes(c):
    pages = _pages(c)
    require(pages, "no page has a rendered preview (.pd-preview-frame); Docs/WritingVerifiedDocs.md should have one")
    details = []
    for name in pages:
        for theme in ("light", "dark"):
            c.browser.open(c.site.url(name))
            c.browser.set_theme(theme)
            look = c.browser.run("preview-look")
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
        frame = c.driver.find_element(By.CSS_SELECTOR, ".pd-preview-frame")
        for theme in ("light", "dark"):
            c.browser.set_theme(theme)
            c.browser.js("arguments[0].scrollIntoView({block: 'center'})", frame)
            frame.screenshot(str(c.shots / f"preview-{theme}.png"))
        c.browser.set_theme("light")
    return "; ".join(details) + f"; {c.shots / 'preview-light.png'}, {c.shots / 'preview-dark.png'}"


def previews_on_a_phone(c):
    pages = _pages(c)
    require(pages, "no page has a rendered preview")
    c.browser.viewport(PHONE, mobile=True)
    try:
        c.browser.open(c.site.url(pages[0]))
        look = c.browser.run("preview-look")
        require(look["overflow"] <= 0, f"{pages[0]}: the page scrolls sideways by {look['overflow']}px at {PHONE[0]}px")
        require(look["width"] <= PHONE[0], f"{pages[0]}: the frame is {look['width']:.0f}px wide on a {PHONE[0]}px screen")
        return f"{pages[0]}: frame {look['width']:.0f}px wide, no sideways scrolling at {PHONE[0]}px"
    finally:
        c.browser.viewport(DESKTOP)
