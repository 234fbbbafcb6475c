"""Checks `patterndoc preview` as a writer uses it: a page open in the browser reloads with the
new text after an edit, a broken block shows its error over the last good site, fixing it
reloads the page again, and Ctrl-C leaves no process behind.

Runs on a copy of the Greeter fixture (Tests/PatternDocTests/Fixtures/Greeter) in a temporary
folder, so nothing of the repository is edited."""

import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from pathlib import Path

from .browser import script
from .harness import require

FIXTURE = Path(__file__).resolve().parent.parent.parent / "Tests" / "PatternDocTests" / "Fixtures" / "Greeter"
BUILD_LIMIT = 600  # seconds for the first build of the fixture's workspace, on a busy machine


class _Preview:
    """A `patterndoc preview` process on a copy of the fixture, its output read as it comes."""

    def __init__(self, patterndoc):
        self.folder = Path(tempfile.mkdtemp(prefix="browser-test-preview-"))
        self.package = self.folder / "Greeter"
        shutil.copytree(FIXTURE, self.package)
        self.guide = self.package / "Docs" / "Guide.md"
        self.lines = []
        self.process = subprocess.Popen(
            [str(patterndoc), "preview", "--no-api"], cwd=self.package,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_for_line(self, pattern, limit):
        end = time.time() + limit
        while time.time() < end:
            for line in self.lines:
                match = re.search(pattern, line)
                if match:
                    return match
            require(self.process.poll() is None, f"patterndoc preview exited ({self.process.returncode}): {self.tail()}")
            time.sleep(0.2)
        raise AssertionError(f"no line matching {pattern!r} within {limit} s: {self.tail()}")

    def tail(self):
        return " | ".join(self.lines[-6:])

    def edit(self, old, new):
        text = self.guide.read_text(encoding="utf-8")
        require(old in text, f"the fixture's Guide.md has no {old!r}")
        self.guide.write_text(text.replace(old, new), encoding="utf-8")

    def group_alive(self):
        try:
            os.killpg(self.process.pid, 0)
            return True
        except ProcessLookupError:
            return False

    def interrupt(self, limit=60):
        """Ctrl-C as a terminal sends it: SIGINT to the preview alone; it must end its children."""
        self.process.send_signal(signal.SIGINT)
        self.process.wait(timeout=limit)
        end = time.time() + 10
        while self.group_alive() and time.time() < end:
            time.sleep(0.2)
        return not self.group_alive()

    def close(self):
        if self.process.poll() is None or self.group_alive():
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


def reloads_on_edit_and_shows_failures(c, patterndoc):
    require(Path(patterndoc).is_file(), f"no patterndoc at {patterndoc}; build it with `swift build --product patterndoc`")
    preview = _Preview(patterndoc)
    try:
        url = preview.wait_for_line(r"Serving .* at (http://127\.0\.0\.1:\d+/)", 60).group(1)
        preview.wait_for_line(r"^Built \d+ pages", BUILD_LIMIT)
        c.browser.open(url + "Guide.html")
        heading = "return document.querySelector('h1') ? document.querySelector('h1').textContent : ''"
        require("Greeting people" in c.browser.js(heading),
                f"the preview did not serve the fixture's Guide page: its heading is {c.browser.js(heading)!r}")

        def reloaded_with(text):
            return lambda d: text in (d.execute_script(script("reloaded-heading")) or "")

        c.browser.js("window.__sameDocument = true")
        started = time.time()
        preview.edit("# Greeting people", "# Greeting in the browser")
        c.browser.wait(reloaded_with("Greeting in the browser"), timeout=BUILD_LIMIT,
                       message=f"the page did not reload with the edited heading; preview said: {preview.tail()}")
        reload_seconds = time.time() - started

        c.browser.js("window.__sameDocument = true")
        preview.edit('greeter.greet("Ada")', "greeter.greet(1)")
        def failure_shown(d):
            panel = d.execute_script(script("preview-panel"))
            return panel and panel["shown"] and panel["status"] == "failed" and panel["text"]

        c.browser.wait(failure_shown, timeout=BUILD_LIMIT,
                       message=f"no failure panel after breaking a block; preview said: {preview.tail()}")
        panel = c.browser.run("preview-panel")["text"]
        require("Guide.md:" in panel and "cannot convert" in panel, f"the panel does not say where and what: {panel!r}")
        require(c.browser.js("return window.__sameDocument === true"), "the page reloaded onto a failed build")
        require("Greeting in the browser" in c.browser.js(heading), "the last good site is not the one shown")
        preview.wait_for_line(r"Guide\.md:\d+:\d+: error: cannot convert", 30)

        preview.edit("greeter.greet(1)", 'greeter.greet("Ada")')
        c.browser.wait(reloaded_with("Greeting in the browser"), timeout=BUILD_LIMIT,
                       message=f"the page did not reload after the fix; preview said: {preview.tail()}")
        panel = c.browser.run("preview-panel")
        require(not panel or not panel["shown"], "the failure panel stays after the fix")

        require(preview.interrupt(), "processes of the preview's group are still running after Ctrl-C")
        return (f"reloaded {reload_seconds:.1f} s after an edit; a broken block showed its error over the last "
                f"good site; the fix reloaded it; Ctrl-C left no process (exit {preview.process.returncode})")
    finally:
        preview.close()
