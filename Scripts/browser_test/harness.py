"""What a check is: a named body that returns a detail line or raises, counted as passed or failed."""

import os
import re
import traceback
from urllib.parse import urldefrag


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


def short(text, limit=80):
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 1] + "\u2026"


def page_of(url):
    """The file name of a file:// URL, without its fragment: `Scoping.html`."""
    return urldefrag(url)[0].rsplit("/", 1)[-1]


def rgba_alpha(text):
    """The alpha of a computed `rgb(...)`/`rgba(...)` colour: 0 for transparent."""
    match = re.match(r"rgba?\(([^)]*)\)", text or "")
    if not match:
        return 0
    parts = [p for p in re.split(r"[ ,/]+", match.group(1)) if p]
    return float(parts[3]) if len(parts) > 3 else 1.0
