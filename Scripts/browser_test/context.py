"""What every check gets: the browser, the site under test, and where screenshots go."""

from dataclasses import dataclass
from pathlib import Path

from .browser import Browser
from .site import Site


@dataclass
class Context:
    browser: Browser
    site: Site
    shots: Path

    @property
    def driver(self):
        return self.browser.driver
