"""Checks of the copy buttons: a figure's code reaches the clipboard (the whole block, hidden lines
included, where it has some), and the hidden setup blocks that the verification report lists are
neither shown nor copied."""

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

from .browser import script
from .harness import CheckFailed, page_of, require, short


def _copy_real_clipboard(c):
    c.browser.open(c.site.page_url)
    try:
        c.browser.cdp("Browser.grantPermissions", {"permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    except WebDriverException as error:
        raise CheckFailed(f"cannot grant clipboard permissions: {short(error.msg or error, 120)}")
    figure = c.driver.find_element(By.CSS_SELECTOR, "figure.code:not(.output)")
    expected = c.browser.run("figure-copy-text", figure)
    button = figure.find_element(By.CSS_SELECTOR, "button.copy")
    c.browser.js("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    c.browser.wait(lambda d: button.text in ("Copied", "Copy failed"), message=f"no feedback on the button ({button.text!r})")
    require(button.text == "Copied", f"the button says {button.text!r}")
    c.driver.set_script_timeout(5)
    got = c.driver.execute_async_script(script("read-clipboard"))
    require("error" not in got, f"navigator.clipboard.readText() failed: {got.get('error')}")
    require(got["text"] == expected, f"clipboard holds {short(got['text'])!r}, expected {short(expected)!r}")
    c.browser.wait(lambda d: button.text == "Copy", timeout=4, message="the button did not go back to 'Copy'")
    return f"clipboard holds the first figure's code ({len(expected)} characters, {expected.count(chr(10)) + 1} lines); button said 'Copied'"


def _copy_recorded(c, url, hidden):
    """Clicks every copy button of `url` with writeText recorded; returns what was copied."""
    c.browser.open(url)
    c.browser.run("stub-clipboard")
    figures = c.driver.find_elements(By.CSS_SELECTOR, "figure.code")
    require(figures, f"no figure.code on {page_of(url)}")
    copied = []
    for number, figure in enumerate(figures):
        buttons = figure.find_elements(By.CSS_SELECTOR, "button.copy")
        if not buttons:
            continue
        expected = c.browser.run("figure-copy-text", figure)
        shown = c.browser.run("figure-code", figure)
        if expected != shown:
            # A block with hidden lines shows fewer lines than it copies, and no marker.
            require(len(shown) < len(expected) and "snippet.hide" not in shown and "snippet.show" not in expected,
                    f"figure {number}: hidden lines are shown, or their markers copied")
        c.browser.js("arguments[0].scrollIntoView({block: 'center'})", buttons[0])
        before = c.browser.js("return window.__copied.length")
        buttons[0].click()
        c.browser.wait(lambda d: d.execute_script("return window.__copied.length") > before,
                       message=f"figure {number}: nothing was copied")
        text = c.browser.js("return window.__copied[window.__copied.length - 1]")
        require(text == expected, f"figure {number}: copied {short(text)!r}, expected {short(expected)!r}")
        c.browser.wait(lambda d: buttons[0].text == "Copied", message=f"figure {number}: the button says {buttons[0].text!r}")
        for block in hidden:
            for line in (l.strip() for l in block.splitlines()):
                if len(line) > 8:
                    require(line not in text, f"figure {number}: copied hidden setup code {line!r}")
        copied.append(text)
    return copied


def copy_clipboard(c):
    try:
        return _copy_real_clipboard(c)
    except (CheckFailed, WebDriverException) as error:
        real = short(str(error), 120)
    # No clipboard headless: record what the page hands to navigator.clipboard.writeText.
    copied = _copy_recorded(c, c.site.page_url, c.site.hidden_code(c.site.page_name))
    return f"clipboard unreadable headless ({real}); recorded writeText of {len(copied)} figures = their code, 'Copied' shown"


def copy_leaves_hidden_code_out(c):
    with_hidden = [(p, c.site.hidden_code(p)) for p in c.site.content_pages]
    with_hidden = [(p, h) for p, h in with_hidden if h]
    if not with_hidden:
        return "the report lists no hidden block on these pages: nothing to leave out"
    details = []
    for name, hidden in with_hidden:
        copied = _copy_recorded(c, c.site.url(name), hidden)
        text = c.browser.js("return document.querySelector('article.page').textContent")
        for block in hidden:
            first = next(l.strip() for l in block.splitlines() if l.strip())
            require(first not in text, f"{name}: hidden code {first!r} is on the page")
        details.append(f"{name}: {len(copied)} copies, {len(hidden)} hidden block(s) absent")
    return "; ".join(details)
