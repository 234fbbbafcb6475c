#!/usr/bin/env python3
"""Compiles the original library's own test suite against this package, and runs it.

The suite is not part of this repository. By default it is read from a git snapshot of the
original (`--git-dir`, Tests/ComposableArchitectureTests at HEAD); `--suite` takes a folder
instead. Its files are copied into a scratch package outside the repository with only the
mechanical edits of Docs/DifferencesFromTheOriginal.md (the same `edit` as
Scripts/try-original-apps.py: imports, and each macro attribute replaced by its one spelling
here), and nothing else. The suite is XCTest (`XCTestCase`, `XCTAssert...`), with a few Swift
Testing suites; both run.

No file is left out up front: every file is compiled. The test target is built, the files with
errors are listed with their first errors (and, where a file uses names that exist only in an
Apple framework Linux does not have, such as os.signpost, those names) and taken out, and the rest is built again until it builds. The tests of the files that compiled
then run one XCTest class (or Swift Testing suite) at a time, so that a test that crashes or
hangs costs only its own class; a class whose process dies is run again test by test.

Usage: Scripts/try-original-suite.py [--git-dir DIR | --suite DIR] [--work DIR] [--only FILE,FILE]
       [--no-tests] [--errors N] [--timeout SECONDS] [--failures N]
Prints, per file: compiles or not (why), and its tests passed/failed; then the totals. Exits
non-zero when a file does not compile or a test fails.
"""
import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = [ROOT]
DEFAULT_GIT_DIR = "/work/.mirror/pointfreeco+swift-composable-architecture/repo"
SUITE_PATH = "Tests/ComposableArchitectureTests"
MODULE = "ComposableArchitectureTests"

_spec = importlib.util.spec_from_file_location("try_original_apps", os.path.join(ROOT, "Scripts", "try-original-apps.py"))
apps = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(apps)

# Names that exist only in an Apple framework Linux does not have, with the framework each belongs
# to. A file that uses any of them cannot compile on Linux. (Combine and CombineSchedulers are
# ComposableCombine here.)
APPLE_ONLY_NAMES = [
    (r"^\s*import\s+os\.signpost", "os.signpost"),
]


def edit(text):
    """The table's edits: apps.edit, with the attributes an import may carry here (@_spi(...),
    @testable, @preconcurrency, in any order) kept as they are."""
    table = apps.TEST_OURS
    dropped = apps.dropped_imports(text)
    if dropped:
        text = re.sub(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:%s)\s*\n" % "|".join(dropped), "", text, flags=re.M)
    text = re.sub(r"^(\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+)(\w+)\s*$",
                  lambda m: m.group(1) + table.get(m.group(2), m.group(2)), text, flags=re.M)
    # `@Reducer struct Feature` on one line is the table's own spelling; the shared edit takes
    # the attribute on a line of its own.
    text = re.sub(r"^([ \t]*)(@Reducer(?:\([^)]*\))?|@DependencyClient)[ \t]+(?=(?:(?:public|private|fileprivate|internal|package|final)\s+)*(?:struct|enum)\b)",
                  lambda m: f"{m.group(1)}{m.group(2)}\n{m.group(1)}", text, flags=re.M)
    return apps.edit(text, True)


def apple_only(text):
    """The Apple-only names a file uses, or an empty list."""
    found = []
    for pattern, label in APPLE_ONLY_NAMES:
        if re.search(pattern, text, re.M) and label not in found:
            found.append(label)
    return found


def read_suite(args):
    """{relative path: original text} of the suite's Swift files."""
    files = {}
    if args.suite:
        for folder, _, names in os.walk(args.suite):
            for name in names:
                if name.endswith(".swift"):
                    path = os.path.join(folder, name)
                    with open(path, encoding="utf-8") as f:
                        files[os.path.relpath(path, args.suite)] = f.read()
        return files
    listing = subprocess.run(["git", "--git-dir", args.git_dir, "ls-tree", "-r", "--name-only", "HEAD", SUITE_PATH],
                             capture_output=True, text=True, check=True).stdout.split()
    for path in listing:
        if path.endswith(".swift"):
            files[os.path.relpath(path, SUITE_PATH)] = subprocess.run(
                ["git", "--git-dir", args.git_dir, "show", f"HEAD:{path}"],
                capture_output=True, text=True, check=True).stdout
    return files


# The modules a test file here can import: ours, the toolchain's, and the system's.
KNOWN_MODULES = {"Composable", "ComposableTesting", "ComposableUI", "ComposableCombine", "XCTest", "Testing", "Foundation",
                 "Dispatch", "Observation", "Synchronization", "FoundationNetworking", "Glibc"}

MANIFEST = """// swift-tools-version: 6.0
import PackageDescription

// The original's test target builds in the Swift 5 language mode with strict concurrency
// checking; so does this one.
let package = Package(
    name: "OriginalSuite",
    dependencies: [.package(name: "PatternDoc", path: "{root}")],
    targets: [
        .testTarget(
            name: "{module}",
            dependencies: [
                .product(name: "Composable", package: "PatternDoc"),
                .product(name: "ComposableTesting", package: "PatternDoc"),
                .product(name: "ComposableUI", package: "PatternDoc"),
                .product(name: "ComposableCombine", package: "PatternDoc"),
            ],
            swiftSettings: [
                .enableExperimentalFeature("StrictConcurrency"),
                .enableUpcomingFeature("InferSendableFromCaptures"),
                .enableUpcomingFeature("ExistentialAny"),
            ],
            plugins: [.plugin(name: "CasePathsPlugin", package: "PatternDoc")]
        ),
    ],
    swiftLanguageModes: [.v5]
)
"""


def write_package(work, files):
    target = os.path.join(work, "Tests", MODULE)
    shutil.rmtree(target, ignore_errors=True)
    for rel, text in files.items():
        out = os.path.join(target, rel)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, "w", encoding="utf-8") as f:
            f.write(text)
    with open(os.path.join(work, "Package.swift"), "w") as f:
        f.write(MANIFEST.replace("{root}", PACKAGE[0]).replace("{module}", MODULE))


def declaring_file(generated_path, line_number, files):
    """The suite file whose type the generated code at `line_number` extends: the case-path
    generator writes one `extension Outer.Inner...` per enum, so the outermost name is a type
    one of the suite's files declares."""
    try:
        with open(generated_path, encoding="utf-8") as f:
            lines = f.read().splitlines()[:line_number]
    except OSError:
        return None
    for line in reversed(lines):
        m = re.match(r"^(?:@\w+(?:\([^)]*\))?\s+)*extension\s+([A-Za-z_]\w*)", line)
        if m:
            name = m.group(1)
            for rel, text in files.items():
                if re.search(rf"^(?:[ \t]*@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|final)\s+)*"
                             rf"(?:struct|enum|class|actor)\s+{re.escape(name)}\b", text, re.M):
                    return rel
            return None
    return None


def build(work, files):
    run = subprocess.run(["swift", "build", "--package-path", work, "--build-tests"], capture_output=True, text=True)
    out = run.stdout + run.stderr
    prefix = os.path.join(work, "Tests", MODULE) + "/"
    errors = {}
    other = []
    for line in out.splitlines():
        if ": error:" not in line:
            continue
        rel = None
        if line.startswith(prefix):
            rel = line[len(prefix):].split(":", 1)[0]
            shown = line[len(prefix):]
        else:
            # Code the case-path plugin generated for a type of one of the files counts as
            # that file's.
            m = re.match(r"^(/[^:]*CasePaths\.generated\.swift):(\d+):", line)
            if m:
                rel = declaring_file(m.group(1), int(m.group(2)), files)
                shown = "(generated for this file) " + line.split("/")[-1]
        if rel:
            errors.setdefault(rel, [])
            if shown not in errors[rel]:
                errors[rel].append(shown)
        elif line not in other:
            other.append(line)
    return run.returncode == 0, errors, other, out


def test_binary(work):
    for root, dirs, names in os.walk(os.path.join(work, ".build")):
        for name in dirs + names:
            if name == "OriginalSuitePackageTests.xctest":
                path = os.path.join(root, name)
                if os.path.isfile(path) and os.access(path, os.X_OK):
                    return path
    return None


def discovery_crash(work, files):
    """(file, message) for the suite file whose class Linux's XCTest cannot list, or None."""
    binary = test_binary(work)
    if not binary:
        return None
    code, out, _ = run(binary, ["--list-tests"], 120)
    m = re.search(r"Could not cast value of type '\(%s\.(\w+)\) -> @Swift\.MainActor[^\n]*" % MODULE, out)
    if code == 0 or not m:
        return None
    for rel, text in files.items():
        if m.group(1) in classes_of(text)[0]:
            return rel, m.group(0)
    return None


def run(binary, arguments, timeout):
    try:
        done = subprocess.run([binary] + arguments, capture_output=True, text=True, timeout=timeout,
                              cwd=os.path.dirname(binary))
        return done.returncode, done.stdout + done.stderr, False
    except subprocess.TimeoutExpired as error:
        out = (error.stdout or b"") + (error.stderr or b"")
        return None, out.decode("utf-8", "replace") if isinstance(out, bytes) else out, True


XCT_RESULT = re.compile(r"^Test Case '(?:-\[)?[\w.]*?(\w+)[. ](\w+)\]?' (passed|failed|skipped)")
XCT_START = re.compile(r"^Test Case '(?:-\[)?[\w.]*?(\w+)[. ](\w+)\]?' started")


def xctest_results(out):
    """{test name: 'passed'|'failed'|'skipped'} from XCTest's log, and the failure lines."""
    results, failures, started = {}, [], None
    for line in out.splitlines():
        m = XCT_START.match(line)
        if m:
            started = m.group(2)
            continue
        m = XCT_RESULT.match(line)
        if m:
            results[m.group(2)] = m.group(3)
            started = None
        elif ": error: " in line:
            failures.append(line)
    return results, failures, started


def classes_of(text):
    """The XCTestCase classes a file declares (directly or through BaseTCATestCase), and its
    Swift Testing suites (a type marked @Suite, or holding @Test functions)."""
    xct = re.findall(r"^\s*(?:@\w+\s+)*(?:final\s+)?class\s+(\w+)\s*:\s*(?:BaseTCATestCase|XCTestCase)\b", text, re.M)
    suites = re.findall(r"^\s*@Suite[^\n]*\n\s*(?:@\w+\s+)*(?:final\s+)?(?:struct|class|enum|actor)\s+(\w+)", text, re.M)
    return xct, suites


def xct_methods(text, cls):
    body = re.split(rf"\bclass {cls}\b", text, maxsplit=1)[-1]
    # Up to the next test class of the file (EffectCancellationTests.swift holds two).
    body = re.split(r"^\s*(?:@\w+\s+)*(?:final\s+)?class\s+\w+\s*:\s*(?:BaseTCATestCase|XCTestCase)\b", body, maxsplit=1, flags=re.M)[0]
    return re.findall(r"^\s*(?:@\w+\s+)*func\s+(test\w*)\s*\(\s*\)", body, re.M)


def run_file_tests(binary, rel, text, timeout):
    """[(test, outcome, detail)] for one file's XCTest classes and Swift Testing suites."""
    rows = []
    xct, suites = classes_of(text)
    for cls in xct:
        code, out, timed_out = run(binary, [f"{MODULE}.{cls}"], timeout)
        results, failures, hung = xctest_results(out)
        if code is not None and not timed_out and results and not (code != 0 and hung):
            for name, outcome in results.items():
                rows.append((f"{cls}.{name}", outcome, [l for l in failures if f"{cls}.{name}" in l or f" {name} " in l]))
            continue
        # The class's process crashed or hung: run each test on its own.
        for name in xct_methods(text, cls):
            code, out, timed_out = run(binary, [f"{MODULE}.{cls}/{name}"], timeout)
            results, failures, _ = xctest_results(out)
            if timed_out:
                rows.append((f"{cls}.{name}", "failed", [f"hung: no result after {timeout} s"]))
            elif name in results:
                rows.append((f"{cls}.{name}", results[name], failures))
            else:
                last = [l for l in out.splitlines() if l.strip()][-3:]
                rows.append((f"{cls}.{name}", "failed", [f"crashed (exit {code}): " + " | ".join(last)]))
    # A suite may be nested in another (`ModernStoreTests/ParentChildLifecycle`), so it is
    # filtered by its own name, not by the module's; a test its enclosing suite already ran is
    # counted once. Only a test's closing line counts ("Test name() passed after ...", which may
    # go on "with 1 known issue"), not an issue line that mentions "failed".
    seen = set()
    for suite in suites:
        code, out, timed_out = run(binary, ["--testing-library", "swift-testing", "--filter", rf"[./]{suite}/"], timeout)
        count = 0
        for line in out.splitlines():
            m = re.search(r"Test (\w+)\(\) (passed|failed) after", line)
            if m:
                count += 1
                if m.group(1) in seen:
                    continue
                seen.add(m.group(1))
                rows.append((f"{suite}.{m.group(1)}", m.group(2), [l for l in out.splitlines() if "recorded an issue" in l and m.group(1) in l]))
        if count == 0:
            rows.append((suite, "failed", [f"no result (exit {code}{', hung' if timed_out else ''})"]))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--git-dir", default=DEFAULT_GIT_DIR)
    parser.add_argument("--suite", default="", help="a folder holding the original's Tests/ComposableArchitectureTests")
    parser.add_argument("--work", default="/tmp/original-suite")
    parser.add_argument("--only", default="", help="comma-separated file names (Internal/ helpers are always kept)")
    parser.add_argument("--no-tests", action="store_true")
    parser.add_argument("--errors", type=int, default=6, help="compiler errors shown per failing file")
    parser.add_argument("--failures", type=int, default=3, help="failure lines shown per failing test")
    parser.add_argument("--timeout", type=int, default=300, help="seconds one class (or one test) may run")
    parser.add_argument("--package", default=ROOT, help="the package to build against (default: this one)")
    args = parser.parse_args()
    PACKAGE[0] = os.path.abspath(args.package)
    if not args.suite and not os.path.isdir(args.git_dir):
        sys.exit(f"error: no snapshot at {args.git_dir}; pass --git-dir (a git directory of the original) or --suite DIR")

    original = read_suite(args)
    only = [n for n in args.only.split(",") if n]
    if only:
        original = {r: t for r, t in original.items() if r.startswith("Internal/") or os.path.basename(r) in only}
    files = {}
    for rel in sorted(original):
        files[rel] = edit(original[rel])

    os.makedirs(args.work, exist_ok=True)
    compiled = dict(files)
    failed_files = {}
    other_errors = []
    # A module that does not exist stops the compiler before it checks any file: such files
    # are taken out first, with that error, so that the others are checked.
    for rel, text in files.items():
        missing = [m for m in re.findall(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(\w+)", text, re.M)
                   if m not in KNOWN_MODULES]
        if missing:
            failed_files[rel] = [f"{rel}: error: no such module '{m}'" for m in missing]
            compiled.pop(rel)
    for round_number in range(1, 9):
        write_package(args.work, compiled)
        ok, errors, other, out = build(args.work, compiled)
        with open(os.path.join(args.work, f"build-{round_number}.log"), "w") as f:
            f.write(out)
        if ok:
            # A class that mixes main-actor and nonisolated synchronous tests builds, but Linux's
            # XCTest cannot cast its test list and the whole test process stops at launch
            # ("Could not cast value of type '(Class) -> @MainActor () -> ()'"): its file is
            # taken out like one that does not compile, so that the others' tests run.
            crasher = discovery_crash(args.work, compiled) if not args.no_tests else None
            if not crasher:
                break
            rel, line = crasher
            failed_files[rel] = [f"{rel}: builds, but stops every test process at launch on Linux: {line}"]
            compiled.pop(rel)
            continue
        if not errors:
            other_errors = other or [l for l in out.splitlines() if "error" in l][:10]
            break
        for rel, lines in errors.items():
            failed_files[rel] = lines
            compiled.pop(rel, None)
    else:
        ok = False

    def count_tests(text):
        xct, suites = classes_of(text)
        return sum(len(xct_methods(text, c)) for c in xct) + len(re.findall(r"@Test\b", text))

    print(f"The original's suite: {len(original)} files, {sum(count_tests(t) for t in original.values())} tests")
    if not ok:
        # Only a build that succeeded shows that a file compiles.
        for rel in compiled:
            failed_files.setdefault(rel, ["not checked: the build failed before this file was compiled"])
    rows_by_file = {}
    if ok and not args.no_tests:
        binary = test_binary(args.work) if compiled else None
        if compiled and not binary:
            sys.exit("error: the build left no OriginalSuitePackageTests.xctest")
        for rel in compiled:
            rows_by_file[rel] = run_file_tests(binary, rel, compiled[rel], args.timeout)
    elif not ok:
        print("the build failed outside the suite's files:")
        for line in other_errors[: args.errors]:
            print("    " + line)

    passed = failed = 0
    for rel in sorted(files):
        if rel in failed_files:
            names = apple_only(original[rel])
            why = f"; Apple-only: {', '.join(names)}" if names else ""
            print(f"{rel:48} FAIL: does not compile ({len(failed_files[rel])} errors{why}), {count_tests(files[rel])} tests")
            for line in failed_files[rel][: args.errors]:
                print("    " + line[:300])
            continue
        rows = rows_by_file.get(rel, [])
        p = sum(1 for r in rows if r[1] == "passed")
        f = sum(1 for r in rows if r[1] == "failed")
        passed += p
        failed += f
        print(f"{rel:48} compiles" + (f", tests: {p} passed, {f} failed" if rows else ""))
        for name, outcome, detail in rows:
            if outcome == "failed":
                print(f"    ✘ {name}")
                for line in detail[: args.failures]:
                    print("        " + line.replace(args.work + "/", "")[:300])
    compiling = len(files) - len(failed_files)
    print(f"files: {compiling} of {len(files)} compile")
    if rows_by_file:
        print(f"suite: {passed} passed, {failed} failed")
    return 0 if ok and not failed_files and failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
