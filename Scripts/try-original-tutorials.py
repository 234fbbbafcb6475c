#!/usr/bin/env python3
"""Compiles the original library's DocC tutorials against this package, and runs their tests.

The tutorials ("Meet the Composable Architecture" and "Building SyncUps") are not part of this
repository: point --tutorials at the original's
Sources/ComposableArchitecture/Documentation.docc/Tutorials folder, or at a git directory of the
original with --git-dir (the files are then read from its HEAD with `git show`).

Each `.tutorial` file lists its sections, and each section's steps name a file (`@Code(name:
"CounterFeature.swift", file: 01-01-01-code-0004.swift)`): a step shows the whole file as it is
after that step. The script replays the steps in the order the tutorials' table of contents
gives, one app at a time (the Essentials chapter builds CounterApp, the Navigation chapter
ContactsApp, Building SyncUps the SyncUps app; the module is the one the tests `@testable
import`). At the end of each section, the newest snapshot of every file the app has so far is
copied into a scratch package outside the repository, with only the mechanical edits of
Docs/DifferencesFromTheOriginal.md (the ones Scripts/try-original-apps.py applies), and built;
when the app has test files, those are built and run too.

With --steps, every step file a section shows before its last one (each is a complete file a
reader may copy) is also type-checked, with the other files as they were at that step: the
CasePathsGenerator of the scratch build writes the case paths, and `swiftc -typecheck` checks
the files against the scratch build's modules (a test file against the app module as it was).

Usage: Scripts/try-original-tutorials.py [--tutorials DIR | --git-dir DIR] [--work DIR]
                                          [--only WORD] [--steps] [--mend] [--errors N]
Prints one line per section (files, sources compile?, tests compile?, tests passed/failed,
steps type-checked), the first errors of each failing section, and a summary; exits non-zero
when any section fails.
"""
import argparse
import glob
import importlib.util
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.dirname(os.path.abspath(__file__))
TUTORIALS_IN_REPO = "Sources/ComposableArchitecture/Documentation.docc/Tutorials"
DEFAULT_GIT_DIR = os.path.join(os.path.dirname(ROOT), ".mirror",
                               "pointfreeco+swift-composable-architecture", "repo")

# The mechanical edits are the apps script's: one definition of them.
_spec = importlib.util.spec_from_file_location("try_original_apps", os.path.join(HERE, "try-original-apps.py"))
apps = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(apps)


class Source:
    """Reads the tutorials folder from disk or from a git directory's HEAD."""

    def __init__(self, folder=None, git_dir=None):
        self.folder, self.git_dir = folder, git_dir
        if git_dir:
            out = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only", "HEAD",
                                  TUTORIALS_IN_REPO], capture_output=True, text=True, check=True).stdout
            self.paths = [p[len(TUTORIALS_IN_REPO) + 1:] for p in out.splitlines()]
        else:
            self.paths = [os.path.relpath(p, folder) for p in glob.glob(os.path.join(folder, "**", "*"), recursive=True)
                          if os.path.isfile(p)]

    def read(self, path):
        if self.git_dir:
            return subprocess.run(["git", "--git-dir", self.git_dir, "show", f"HEAD:{TUTORIALS_IN_REPO}/{path}"],
                                  capture_output=True, text=True, check=True).stdout
        with open(os.path.join(self.folder, path), encoding="utf-8") as f:
            return f.read()

    def find(self, name):
        """The path of the file called `name` (DocC resolves resources by file name alone)."""
        hits = [p for p in self.paths if os.path.basename(p) == name]
        return hits[0] if hits else None


def parse_tutorial(text):
    """[(section title, [(file name, step file)])] of one .tutorial file."""
    sections = []
    for m in re.finditer(r'@Section\(title:\s*"([^"]*)"\)|@Code\(([^)]*)\)', text):
        if m.group(1) is not None:
            sections.append((m.group(1), []))
            continue
        fields = dict(re.findall(r'(\w+):\s*"?([^",]+?)"?\s*(?:,|$)', m.group(2)))
        if sections and "name" in fields and "file" in fields:
            sections[-1][1].append((fields["name"].strip(), fields["file"].strip(),
                                    fields.get("reset", "").strip() == "true"))
    return sections


def table_of_contents(src):
    """[(app group, tutorial name, sections)] in the order the two tables of contents give."""
    groups = []
    for toc in sorted(p for p in src.paths if p.endswith(".tutorial") and p.count("/") == 1):
        text = src.read(toc)
        for chapter in re.split(r"@Chapter\(", text)[1:]:
            chapter_name = re.match(r'\s*name:\s*"([^"]*)"', chapter).group(1)
            for ref in re.findall(r'@TutorialReference\(tutorial:\s*"doc:([^"]+)"\)', chapter):
                path = src.find(ref + ".tutorial")
                if path is None:
                    continue
                # The Meet tutorials build two apps, one per chapter; SyncUps builds one.
                group = os.path.dirname(toc) if "SyncUps" in toc else f"{os.path.dirname(toc)}/{chapter_name}"
                groups.append((group, ref, parse_tutorial(src.read(path))))
    return groups


def declared_types(text):
    return set(re.findall(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|final)\s+)*"
                          r"(?:struct|enum|class|actor)\s+(\w+)", text, re.M))


ELISION = re.compile(r"^\s*// \.\.\.\s*$")

# The tutorials' own slips, as a reader resolves them: SyncUps' later steps show AppFeature.swift
# as an excerpt of a reducer they call `App`, which is the `AppFeature` of the App.swift the
# earlier steps wrote; Meet's "Multiple destinations" shows ContactsFeature.swift as
# ContactsFeatures.swift.
FILE_ALIASES = {("BuildingSyncUps", "AppFeature.swift"): "App.swift",
                ("Navigation", "ContactsFeatures.swift"): "ContactsFeature.swift"}
TYPE_ALIASES = {"struct App {": "struct AppFeature {"}
TYPE_NAMES = {"App": "AppFeature"}  # in those excerpts: `StoreOf<App>`, `App.State`, `App()`


def code_of(line):
    """The line without string literals and comments, to count its braces."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    return line.split("//", 1)[0]


def depth_change(line):
    code = code_of(line)
    return code.count("{") - code.count("}")


def block_end(lines, start):
    """The index of the line that closes the block `lines[start]` opens."""
    depth = 0
    for i in range(start, len(lines)):
        depth += depth_change(lines[i])
        if depth <= 0 and i > start:
            return i
    return len(lines) - 1


def header_path(lines, index):
    """The stripped opening lines of the blocks around `lines[index]`, outermost first."""
    stack = []
    for i in range(index):
        change = depth_change(lines[i])
        if change > 0:
            stack += [lines[i].strip()] * change
        elif change < 0:
            del stack[len(stack) + change:]
    return stack


def find_block(lines, path):
    """(first inner line, closing line) of the block at `path` in `lines`, or None."""
    lo, hi = 0, len(lines)
    for header in path:
        depth, found = 0, None
        for i in range(lo, hi):
            if depth == 0 and lines[i].strip() in (header, TYPE_ALIASES.get(header)):
                found = i
                break
            depth += depth_change(lines[i])
        if found is None:
            return None
        lo, hi = found + 1, block_end(lines, found)
    return lo, hi


def chunks(lines):
    """The members or statements of a block's inner lines: [(key, lines)]."""
    result, current, depth = [], [], 0
    for line in lines:
        current.append(line)
        depth += depth_change(line)
        stripped = line.strip()
        if depth == 0 and stripped and not stripped.startswith("@") and not stripped.startswith("//"):
            key = next(l.strip() for l in current if l.strip() and not l.strip().startswith(("@", "//")))
            result.append((key, current))
            current = []
    if current:
        result.append((None, current))
    return result


def complete(new, old):
    """An excerpt (`// ...` for what an earlier step wrote) filled in from `old`; None if it cannot be."""
    lines = new.split("\n")
    previous = old.split("\n") if old else None
    for index in reversed([i for i, l in enumerate(lines) if ELISION.match(l)]):
        if previous is None:
            return None
        path = header_path(lines, index)
        block = find_block(previous, path)
        if block is None:
            return None
        # The elided members are those of the earlier block that the excerpt does not show.
        here = find_block(lines, path) if path else (0, len(lines))
        shown = {k for k, _ in chunks([l for i, l in enumerate(lines[here[0]:here[1]], here[0]) if i != index])}
        missing = [l for k, c in chunks(previous[block[0]:block[1]]) if k not in shown for l in c]
        lines[index:index + 1] = missing
        # A header renamed by the excerpt takes the earlier name back.
        for i in range(len(lines)):
            if lines[i].strip() in TYPE_ALIASES and find_block(previous, [TYPE_ALIASES[lines[i].strip()]]):
                lines[i] = lines[i].replace(lines[i].strip(), TYPE_ALIASES[lines[i].strip()])
    return "\n".join(lines)


def first_member(chunk):
    """The first member an extension declares (`static let deleteSyncUp = Self {`): an extension
    whose constraint a later step changed (`where Action == Feature.Destination.Alert`) is the
    same extension."""
    lines = [l.strip() for l in chunk if l.strip() and not l.strip().startswith(("@", "//"))]
    return lines[1] if len(lines) > 1 and lines[0].startswith("extension ") else None


def fold_extensions(text):
    """Moves a member an `extension T { … }` shows back into `struct T` when T declares it already.

    A step says "add a case to Path" by showing `extension App { enum Path { … } }`: the reader
    edits the Path that the reducer declares.
    """
    lines = text.split("\n")
    for start in reversed([i for i, l in enumerate(lines) if re.match(r"extension\s+\w+\s*\{", l)]):
        type_name = re.match(r"extension\s+(\w+)", lines[start]).group(1)
        owner = next((i for i, l in enumerate(lines) if re.match(rf"(?:struct|enum|class)\s+{type_name}\b[^{{]*\{{", l)), None)
        if owner is None:
            continue
        end = block_end(lines, start)
        members = chunks(lines[start + 1:end])
        owner_end = block_end(lines, owner)
        inner = chunks(lines[owner + 1:owner_end])
        keys = {k for k, _ in inner}
        if not members or any(k and k not in keys for k, _ in members):
            continue
        replaced = []
        for k, c in inner:
            match = next((m for key, m in members if key == k), None)
            replaced += match if match is not None else c
        lines = lines[:owner + 1] + replaced + lines[owner_end:start] + lines[end + 1:]
    return "\n".join(lines)


class App:
    """The files of one app as the steps build it: file name -> latest complete text."""

    def __init__(self, group=""):
        self.files = {}
        self.group = group.split("/")[-1]
        self.excerpts = 0  # step files that could not be completed

    def put(self, name, text, reset=False):
        """Applies one step; returns whether its file is complete (directly or once filled in).

        `reset` is the step's `reset: true`, which only says the step shows its code without a
        diff (it may still show a part: "add a view" shows the view alone), so it changes nothing.
        """
        if (self.group, name) in FILE_ALIASES:
            name = FILE_ALIASES[(self.group, name)]
            for alias, meant in TYPE_NAMES.items():
                text = re.sub(rf"\b{alias}\b(?=[.(>]| \{{)", meant, text)
        types = declared_types(text)
        if types and not types & declared_types(self.files.get(name, "")):
            # A step that names the wrong file (the types it declares live in another one).
            owner = [n for n, t in self.files.items() if n != name and types & declared_types(t)]
            if owner:
                name = owner[0]
        if any(ELISION.match(l) for l in text.split("\n")):
            filled = complete(text, self.files.get(name))
            if filled is None:
                self.excerpts += 1
                return False
            text = filled
        if name in self.files:
            # A step may show only the part of a file it changes, without a `// ...` (the
            # reducer alone, say): what it does not show stays as the earlier steps wrote it.
            new_chunks = chunks(text.split("\n"))
            shown = ({k for k, _ in new_chunks} | {first_member(c) for _, c in new_chunks}) - {None}
            kept = ["\n".join(c).strip("\n") for k, c in chunks(self.files[name].split("\n"))
                    if k and k not in shown and first_member(c) not in shown]
            if kept:
                text = text.rstrip("\n") + "\n\n" + "\n\n".join(kept) + "\n"
        self.files[name] = fold_extensions(text)
        return True

    def copy(self):
        other = App(self.group)
        other.files = dict(self.files)
        return other


# Errors the original's own tutorial code has, with any library: the steps a reader copies do not
# compile there either. A section whose every error is one of these is marked "slip", not FAIL.
SLIPS = [
    (r"SyncUpsList\.swift:\d+:\d+: error: cannot find 'syncUp' in scope",
     "SyncUpsList.swift appends `syncUp` after `guard let newSyncUp` (PersistingSyncUps-01-code-0004 on)"),
    (r"SyncUpsList\.swift:\d+:\d+: error: (generic struct 'ForEach' requires that 'Shared<|generic parameter 'V' could not be inferred)",
     "`ForEach(store.$syncUps)`: a Shared collection is not a collection (SyncUpDetailNavigation-03)"),
    (r"CounterFeature\.swift:\d+:\d+: error: (invalid conversion from throwing function of type '\(inout CounterFeature\.State, "
     r"CounterFeature\.Action\) async throws|cannot pass function of type .* async throws .* to parameter expecting synchronous)",
     "\"What is a side effect?\" shows that a network request in a reducer does not compile, on purpose"),
    (r"Test removeAttendee\(\) recorded an issue at SyncUpFormTests\.swift:\d+:\d+: .*focus",
     "SyncUpFormTests.removeAttendee() leaves out the focus the reducer moves to the next attendee"),
    (r"Test numberFact\(\) recorded an issue at CounterFeatureTests\.swift",
     "\"Testing network requests\" ends on a test that fails on purpose: the fact comes from a live server "
     "(01-03-03-code-0005; offline, the request itself fails)"),
    (r"SyncUpsListTests\.swift:\d+:\d+: error: (cannot convert value of type '\[SyncUp\]' to expected argument type 'Shared<"
     r"|cannot infer contextual base in reference to member 'onDelete')",
     "PersistingSyncUps 1 makes `syncUps` shared, and its tests catch up only in section 2"),
    (r"ContactsFeatureTests\.swift:\d+:\d+: error: reference to member 'deleteButtonTapped' cannot be resolved",
     "NavigationStacks moves deleting to the contact detail, and the earlier ContactsFeatureTests still sends "
     "`.deleteButtonTapped` (02-04-02 on)"),
    (r"SyncUpsList\.swift:\d+:\d+: error: (cannot convert value of type '\[Any\]' to expected argument type 'Shared<"
     r"|reference to member 'mock' cannot be resolved)",
     "`SyncUpsList.State(syncUps: [.mock])` after syncUps became `@Shared(.syncUps)` (SyncUpDetailNavigation-03)"),
]


# With --mend, the slips above that a reader mends to follow along, mended as the original's own
# SyncUps example app writes that code today: (file, pattern, replacement, only in a file that
# matches this, what was mended). The sections after a slip then show how the rest of the
# tutorial builds against this package, instead of failing on the slip again.
MENDS = [
    ("SyncUpsList.swift", r"\.append\(syncUp\)", ".append(newSyncUp)", None,
     "`append(syncUp)` read as `append(newSyncUp)`"),
    ("SyncUpsList.swift", r"ForEach\(store\.\$syncUps\)", "ForEach(Array(store.$syncUps))", None,
     "`ForEach(store.$syncUps)` read as `ForEach(Array(store.$syncUps))`"),
    ("SyncUpsList.swift", r"syncUps: \[\.mock\]", "syncUps: Shared(value: [.mock])", r"@Shared\(\.syncUps\)",
     "`SyncUpsList.State(syncUps: [.mock])` read as `syncUps: Shared(value: [.mock])`"),
    ("SyncUpsList.swift", r"SyncUp\(id: SyncUp\.ID\(\)\)", "SyncUp(id: uuid())", r"(?s)^(?!.*@Dependency\(\\\.uuid\)).*@Shared",
     "`SyncUp(id: SyncUp.ID())` read as `SyncUp(id: uuid())`, as TestingSyncUpFormPresentation wrote it"),
    ("SyncUpsList.swift", r"(struct SyncUpsList \{\n)", "\\1  @Dependency(\\.uuid) var uuid\n",
     r"(?s)^(?!.*@Dependency\(\\\.uuid\)).*SyncUp\(id: uuid\(\)\)", "its `@Dependency(\\.uuid) var uuid` kept"),
    ("SyncUpsListTests.swift", r"// (\$0\.\$syncUps\.withLock \{ \$0 = \[editedSyncUp\] \})", "\\1", None,
     "the assertion \"Testing persistence\" comments out to show a failure put back"),
]


def mended(files):
    """`files` with MENDS applied, and what was mended."""
    files, done = dict(files), []
    for name, pattern, replacement, only_if, why in MENDS:
        text = files.get(name)
        if text is None or (only_if and not re.search(only_if, text)):
            continue
        new = re.sub(pattern, lambda match: match.expand(replacement), text)
        if new != text:
            files[name] = new
            done.append(why)
    return files, done

def slip(error):
    return next((why for pattern, why in SLIPS if re.search(pattern, error)), None)


def is_test(name):
    return name.endswith("Tests.swift")


def has_main(files):
    return any(re.search(r"^@main\b", t, re.M) for n, t in files.items() if not is_test(n))


def write_package(work, module, files, package=ROOT):
    for sub in ("Sources", "Tests"):
        shutil.rmtree(os.path.join(work, sub), ignore_errors=True)
    sources = {n: t for n, t in files.items() if not is_test(n)}
    tests = {n: t for n, t in files.items() if is_test(n)}
    for folder, group, test in ((f"Sources/{module}", sources, False), (f"Tests/{module}Tests", tests, True)):
        for name, text in group.items():
            os.makedirs(os.path.join(work, folder), exist_ok=True)
            with open(os.path.join(work, folder, name), "w", encoding="utf-8") as f:
                f.write(apps.edit(text, test))
    runtime = '.product(name: "Composable", package: "PatternDoc"), .product(name: "ComposableUI", package: "PatternDoc")'
    plugin = '.plugin(name: "CasePathsPlugin", package: "PatternDoc")'
    kind = "executableTarget" if has_main(files) else "target"
    lines = ["// swift-tools-version: 6.0", "import PackageDescription", "",
             "let package = Package(", '    name: "OriginalTutorials",',
             f'    dependencies: [.package(name: "PatternDoc", path: "{package}")],', "    targets: [",
             f'        .{kind}(name: "{module}", dependencies: [{runtime}], plugins: [{plugin}]),']
    if tests:
        lines.append(f'        .testTarget(name: "{module}Tests", dependencies: ["{module}", '
                     f'.product(name: "ComposableTesting", package: "PatternDoc"), {runtime}], plugins: [{plugin}]),')
    lines += ["    ],", "    swiftLanguageModes: [.v5]", ")", ""]
    with open(os.path.join(work, "Package.swift"), "w") as f:
        f.write("\n".join(lines))
    return bool(tests)


def errors_of(output, work):
    return [l.replace(work + "/", "") for l in output.splitlines() if ": error:" in l]


def build_section(work, module, files, run_tests, package=ROOT):
    """(sources ok, tests ok or None, passed, failed, errors)."""
    has_tests = write_package(work, module, files, package)
    run = subprocess.run(["swift", "build", "--package-path", work] + (["--build-tests"] if has_tests else []),
                         capture_output=True, text=True)
    errors = errors_of(run.stdout + run.stderr, work)
    if run.returncode != 0 and not errors:
        errors = [l for l in (run.stdout + run.stderr).splitlines() if "error" in l.lower()][:5] or ["build failed"]
    source_errors = [e for e in errors if not e.startswith("Tests/")]
    if run.returncode != 0:
        if source_errors or not has_tests:
            return False, None, 0, 0, source_errors or errors
        return True, False, 0, 0, errors
    if not has_tests:
        return True, None, 0, 0, []
    if not run_tests:
        return True, True, 0, 0, []
    test = subprocess.run(["swift", "test", "--package-path", work, "--skip-build"], capture_output=True, text=True)
    out = test.stdout + test.stderr
    passed = failed = 0
    # Swift Testing: one line per test; XCTest: one per test case.
    passed += len(re.findall(r"^\S* ?Test (?!run with).+? passed after", out, re.M))
    failed += len(re.findall(r"^\S* ?Test (?!run with).+? failed after", out, re.M))
    passed += len(re.findall(r"^Test Case .* passed \(", out, re.M))
    failed += len(re.findall(r"^Test Case .* failed \(", out, re.M))
    out = re.sub(r"\x1b\[[0-9;]*m", "", out)
    lines = out.splitlines()
    problems = []
    for i, line in enumerate(lines):
        if re.search(r"(recorded an issue|error:)", line):
            # The issue's message is on the lines that follow (`↳ A state change does not match…`).
            detail = " ".join(l.strip() for l in lines[i + 1:i + 6] if l.strip() and not l.lstrip().startswith("✘"))
            problems.append((line.strip() + " " + detail)[:300])
    if test.returncode != 0 and not failed:
        failed = 1
        problems = problems or [l for l in out.splitlines() if l.strip()][-3:]
    return True, True, passed, failed, problems


class Checker:
    """Type-checks one step's files with swiftc against the scratch package's modules."""

    def __init__(self, work):
        self.work = work
        self.modules = os.path.join(work, ".build", "debug", "Modules")
        if not os.path.isdir(self.modules):
            self.modules = os.path.join(work, ".build", "debug")
        tools = glob.glob(os.path.join(work, ".build", "debug", "CasePathsGenerator*"))
        self.generator = next((t for t in tools if os.path.isfile(t) and os.access(t, os.X_OK)), None)
        self.dir = os.path.join(work, "steps")

    def check(self, module, files):
        """The errors of `files` (name -> original text); [] when they type-check."""
        shutil.rmtree(self.dir, ignore_errors=True)
        paths = {}
        for kind in ("app", "tests"):
            os.makedirs(os.path.join(self.dir, kind), exist_ok=True)
        for name, text in files.items():
            path = os.path.join(self.dir, "tests" if is_test(name) else "app", name)
            with open(path, "w", encoding="utf-8") as f:
                f.write(apps.edit(text, is_test(name)))
            paths[name] = path
        app = [p for n, p in paths.items() if not is_test(n)]
        tests = [p for n, p in paths.items() if is_test(n)]
        common = ["swiftc", "-swift-version", "5", "-I", self.modules, "-parse-as-library"]
        errors = self._run(common + ["-emit-module", "-enable-testing", "-module-name", module,
                                     "-emit-module-path", os.path.join(self.dir, f"{module}.swiftmodule")]
                           + app + self._generated(app, "app"))
        if errors or not tests:
            return errors
        return self._run(common + ["-typecheck", "-module-name", module + "Tests", "-I", self.dir]
                         + tests + self._generated(tests, "tests"))

    def _generated(self, inputs, kind):
        if not self.generator:
            return []
        out = os.path.join(self.dir, f"CasePaths.{kind}.generated.swift")
        subprocess.run([self.generator, "--output", out] + inputs, capture_output=True, text=True)
        return [out] if os.path.exists(out) else []

    def _run(self, command):
        run = subprocess.run(command, capture_output=True, text=True)
        if run.returncode == 0:
            return []
        return [l.replace(self.dir + "/", "") for l in (run.stdout + run.stderr).splitlines()
                if ": error:" in l] or ["swiftc failed"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tutorials", help="the original's Documentation.docc/Tutorials folder")
    parser.add_argument("--git-dir", default=None, help="a git directory of the original (default: the mirror)")
    parser.add_argument("--work", default="/tmp/original-tutorials")
    parser.add_argument("--package", default=ROOT, help="the checkout of this package to build against")
    parser.add_argument("--only", default="", help="sections whose tutorial or title contain this word")
    parser.add_argument("--app", default="", help="only the app whose tutorials' folder contains this word "
                        "(SyncUps, Essentials, Navigation); runs of different apps may share no --work")
    parser.add_argument("--steps", action="store_true", help="also type-check every intermediate step file")
    parser.add_argument("--no-tests", action="store_true")
    parser.add_argument("--mend", action="store_true", help="mend the tutorials' own slips as a reader would "
                        "(MENDS), so that the sections after one are built too")
    parser.add_argument("--errors", type=int, default=4, help="errors shown per failing section")
    args = parser.parse_args()
    if args.tutorials:
        if not os.path.isdir(args.tutorials):
            sys.exit(f"error: {args.tutorials} is not a folder")
        src = Source(folder=args.tutorials)
    else:
        git_dir = args.git_dir or DEFAULT_GIT_DIR
        if not os.path.isdir(git_dir):
            sys.exit(f"error: no tutorials: pass --tutorials DIR or --git-dir DIR (tried {git_dir})")
        src = Source(git_dir=git_dir)
    os.makedirs(args.work, exist_ok=True)

    toc = table_of_contents(src)
    # The module of an app is the one its tests import, from the first section on.
    modules = {}
    for group, _, sections in toc:
        for _, steps in sections:
            for name, step, _ in steps:
                path = src.find(step) if is_test(name) else None
                if path and group not in modules:
                    m = re.search(r"^@testable\s+import\s+(\w+)", src.read(path), re.M)
                    if m:
                        modules[group] = m.group(1)
    state = {}  # group -> App
    failed_sections, excerpts = 0, 0
    totals = dict(sections=0, compiled=0, slips=0, mended=0, passed=0, failed=0, steps=0, steps_ok=0)
    print(f"{'section':58} {'files':>5}  {'sources':8} {'tests':8} {'passed':>6} {'failed':>6}  steps")
    for group, tutorial, sections in toc:
        if args.app and args.app.lower() not in group.lower():
            continue
        app = state.setdefault(group, App(group))
        for number, (title, steps) in enumerate(sections, 1):
            snapshots = []  # (step file, its file name, the App after the step)
            for name, step, reset in steps:
                if not name.endswith(".swift"):
                    continue
                path = src.find(step)
                if path is None:
                    continue
                if app.put(name, src.read(path), reset):
                    snapshots.append((step, name, app.copy()))
                else:
                    excerpts += 1
            label = f"{tutorial} {number}. {title}"
            if not snapshots or (args.only and args.only.lower() not in label.lower()):
                continue
            files = {n: t for n, t in app.files.items() if not (n.endswith(".swift") and apps.apple_only(t))}
            module = modules.get(group, "App")
            mends = []
            if args.mend:
                files, mends = mended(files)
            ok, tests_ok, passed, failed, errors = build_section(args.work, module, files, not args.no_tests, args.package)
            steps_text = ""
            if args.steps:
                checker = Checker(args.work)
                last = {}
                for i, (step, name, _) in enumerate(snapshots):
                    last[name] = i
                intermediate = [s for i, s in enumerate(snapshots) if last[s[1]] != i]
                bad = []
                for step, name, snapshot in intermediate:
                    step_files = {n: t for n, t in snapshot.files.items() if not apps.apple_only(t)}
                    step_errors = checker.check(module, step_files)
                    if step_errors:
                        bad.append((step, step_errors))
                totals["steps"] += len(intermediate)
                totals["steps_ok"] += len(intermediate) - len(bad)
                steps_text = f"{len(intermediate) - len(bad)}/{len(intermediate)}"
                for step, step_errors in bad[:2]:
                    errors = errors + [f"{step}: {step_errors[0]}"]
            totals["sections"] += 1
            totals["compiled"] += ok
            totals["passed"] += passed
            totals["failed"] += failed
            tests_text = "-" if tests_ok is None else ("ok" if tests_ok else "FAIL")
            only_slips = bool(errors) and all(slip(e) for e in errors)
            sources_text = "ok" if ok else ("slip" if only_slips else "FAIL")
            if ok and (failed or tests_ok is False) and only_slips:
                tests_text = "slip"
            if only_slips:
                totals["slips"] += 1
            print(f"{label[:58]:58} {len(files):>5}  {sources_text:8} {tests_text:8} "
                  f"{passed:>6} {failed:>6}  {steps_text}", flush=True)
            if not ok or tests_ok is False or failed or (args.steps and steps_text.split('/')[0] != steps_text.split('/')[-1]):
                failed_sections += 0 if only_slips else 1
                shown = list(dict.fromkeys(e for e in errors if not slip(e)))[: args.errors]
                for error in shown:
                    print("    " + error[:300])
                for why in dict.fromkeys(slip(e) for e in errors if slip(e)):
                    print("    the tutorial's own slip: " + why)
            for why in mends:
                print("    mended: " + why)
            totals["mended"] += bool(mends)
    print(f"sections: {totals['sections']}, compiled: {totals['compiled']}, "
          f"failing only on the tutorial's own slips: {totals['slips']}, "
          f"tests passed: {totals['passed']}, failed: {totals['failed']}"
          + (f", sections with a slip mended: {totals['mended']}" if args.mend else "")
          + (f", intermediate steps type-checked: {totals['steps_ok']}/{totals['steps']}" if args.steps else "")
          + (f"; {excerpts} step files are excerpts the script could not complete" if excerpts else ""))
    return 1 if failed_sections else 0


if __name__ == "__main__":
    sys.exit(main())
