"""The built site under test, and what the verification report says about its blocks."""

import json
from pathlib import Path

from .harness import require


class Site:
    def __init__(self, folder, page, report, package, docs):
        self.folder = Path(folder).resolve()
        self.report_path = Path(report).resolve()
        self.package = Path(package).resolve()
        self.docs = Path(docs).resolve()
        index = self._load_index()
        self.documents = index.get("documents", [])
        self.page_name = page if (self.folder / page).is_file() else (
            self.documents[0]["href"].split("#")[0] if self.documents else "index.html")
        self.page_url = self.url(self.page_name)
        self.content_pages = [d["href"].split("#")[0] for d in self.documents
                              if (self.folder / d["href"].split("#")[0]).is_file()]
        self._hidden = None

    def _load_index(self):
        text = (self.folder / "search-index.js").read_text(encoding="utf-8")
        return json.loads(text[text.index("{"):text.rindex("}") + 1])

    def url(self, name):
        return (self.folder / name).as_uri()

    def html(self, name):
        return (self.folder / name).read_text(encoding="utf-8")

    def hidden_code(self, name):
        """The code of the hidden blocks of the site page `name`, as the report lists them,
        without the lines that the page also shows elsewhere (a `}` is no sign of a leak)."""
        if self._hidden is None:
            self._hidden = self._hidden_by_page()
        return self._hidden.get(name, [])

    def _hidden_by_page(self):
        require(self.report_path.is_file(),
                f"no verification report at {self.report_path}: build the site first, or pass --report")
        report = json.loads(self.report_path.read_text(encoding="utf-8"))
        by_page = {}
        for block in report.get("blocks", []):
            if not block.get("isHidden") or not block["page"].endswith(".md"):
                continue
            where = f"{block['page']}:{block['line']}"
            require("code" in block and "endLine" in block,
                    f"the report's entry for the hidden block at {where} has no code or endLine: "
                    "it was written by an older patterndoc; build the site again")
            try:
                name = (self.package / block["page"]).resolve().relative_to(self.docs).with_suffix(".html").as_posix()
            except ValueError:
                continue
            by_page.setdefault(name, []).append(block)
        result = {}
        for name, blocks in by_page.items():
            shown = _lines_outside(self.docs / name.replace(".html", ".md"), [(b["line"], b["endLine"]) for b in blocks])
            kept = ["\n".join(l for l in b["code"].splitlines() if l.strip() not in shown) for b in blocks]
            result[name] = [block for block in kept if block.strip()]
        return result


def _lines_outside(markdown, spans):
    """The lines (stripped) that `markdown` holds outside the hidden blocks, each given by its
    opening and closing fences' lines (1-based, as the report gives them)."""
    hidden = {line for first, last in spans for line in range(first, last + 1)}
    lines = markdown.read_text(encoding="utf-8").splitlines()
    return {text.strip() for number, text in enumerate(lines, start=1) if number not in hidden}
