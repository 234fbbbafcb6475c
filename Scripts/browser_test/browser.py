"""Headless Chromium driven by Selenium, with the page's console kept across `errors` calls.

The JavaScript a check runs in the page lives in js/, one file a question, read by `script`."""

import shutil
import sys
from functools import lru_cache
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from .harness import require

DESKTOP = (1280, 900)
PHONE = (390, 844)
SCRIPTS = Path(__file__).resolve().parent / "js"


@lru_cache(maxsize=None)
def script(name):
    """The body of js/NAME.js, run by `Browser.js` as a function body (it may `return`)."""
    return (SCRIPTS / f"{name}.js").read_text(encoding="utf-8")


class Browser:
    def __init__(self):
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        driver_path = shutil.which("chromedriver")
        if not chromium or not driver_path:
            sys.exit("browser-test: chromium and chromedriver must be on PATH (Scripts/browser-test.sh installs them)")
        options = webdriver.ChromeOptions()
        options.binary_location = chromium
        for argument in (
            "--headless=new",
            "--no-sandbox",
            "--disable-dev-shm-usage",
            "--disable-gpu",
            "--no-first-run",
            "--disable-extensions",
            "--hide-scrollbars",
            "--force-color-profile=srgb",
            "--lang=en-US",
            f"--window-size={DESKTOP[0]},{DESKTOP[1]}",
        ):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
        self.driver.set_page_load_timeout(30)
        self.console = []

    def quit(self):
        self.driver.quit()

    def cdp(self, command, parameters=None):
        return self.driver.execute_cdp_cmd(command, parameters or {})

    def viewport(self, size, mobile=False):
        width, height = size
        self.cdp("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile,
        })

    def js(self, source, *arguments):
        return self.driver.execute_script(source, *arguments)

    def run(self, name, *arguments):
        """Runs js/NAME.js in the page and returns what it returns."""
        return self.driver.execute_script(script(name), *arguments)

    def open(self, url):
        """Loads `url` afresh (through about:blank, so a fragment change is a real load)."""
        self.driver.get("about:blank")
        self.driver.get(url)
        self.wait(lambda d: d.execute_script("return document.readyState") == "complete")
        # page.js is deferred: it has run once the theme toggle reflects data-theme.
        self.wait(lambda d: d.execute_script(script("page-scripts-ran")))

    def wait(self, condition, timeout=5, message=""):
        return WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(condition, message)

    def errors(self):
        """Console errors since the last call: SEVERE entries, leaving out favicon requests."""
        entries = self.driver.get_log("browser")
        self.console.extend(entries)
        return [e for e in entries if e.get("level") == "SEVERE" and "favicon" not in e.get("message", "")]

    def theme(self):
        return self.js("return document.documentElement.getAttribute('data-theme')")

    def set_theme(self, theme):
        """Clicks the toggle until the page shows `theme`."""
        for _ in range(2):
            if self.theme() == theme:
                break
            self.driver.find_element(By.ID, "theme-toggle").click()
        require(self.theme() == theme, f"could not switch to the {theme} theme")
        self.rest_mouse()

    def rest_mouse(self):
        """Moves the mouse off the controls, onto the page's text, so no hover shows."""
        text = self.driver.find_elements(By.CSS_SELECTOR, "article.page p")
        if text:
            ActionChains(self.driver).move_to_element(text[0]).perform()

    def screenshot(self, path):
        path.parent.mkdir(parents=True, exist_ok=True)
        require(self.driver.get_screenshot_as_file(str(path)), f"could not write {path}")
