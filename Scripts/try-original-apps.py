#!/usr/bin/env python3
"""Compiles the original library's example apps against this package, and runs their tests.

The apps are not part of this repository: point --examples at a checkout of the original's
Examples/ folder (for instance the one `../shared/api-coverage/originals` holds). Each app's files
are copied into a scratch package outside the repository, with only the mechanical edits that
Docs/DifferencesFromTheOriginal.md lists (imports, and `#selector`; the macros, `#Preview`
included, stay as written unless --spellings asks for the macro-free spellings), and nothing else. Files that import a framework Linux does not have and that
this package does not stand in for (Accessibility, InlineSnapshotTesting) are left out and
listed; UIKit, Speech and AVFoundation map to ComposableUI (which has `UIApplication` and
headless stand-ins for the speech and audio types the apps use), and an `import Combine` is
dropped.

Usage: Scripts/try-original-apps.py [--examples DIR] [--work DIR] [--only NAME,NAME] [--no-tests]
Prints one line per app (sources compile? tests compile? tests passed/failed) and the first
compiler errors of each app that does not compile, and writes all of an app's errors to
WORK/NAME.errors (empty when it compiles); exits non-zero when any app fails. Every source file
is compiled, views and previews included.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_EXAMPLES = os.path.join(
    os.path.dirname(ROOT), "shared", "api-coverage", "originals",
    "pointfreeco+swift-composable-architecture", "Examples")

# name: (source folders, test folders, other apps it imports)
TIC = "TicTacToe/tic-tac-toe"
APPS = {
    "Todos": (["Todos/Todos"], ["Todos/TodosTests"], []),
    "Search": (["Search/Search"], ["Search/SearchTests"], []),
    "SyncUps": (["SyncUps/SyncUps"], ["SyncUps/SyncUpsTests"], []),
    "VoiceMemos": (["VoiceMemos/VoiceMemos"], ["VoiceMemos/VoiceMemosTests"], []),
    "SpeechRecognition": (["SpeechRecognition/SpeechRecognition"],
                          ["SpeechRecognition/SpeechRecognitionTests"], []),
    "SwiftUICaseStudies": (["CaseStudies/SwiftUICaseStudies"], ["CaseStudies/SwiftUICaseStudiesTests"], []),
    "AuthenticationClient": ([f"{TIC}/Sources/AuthenticationClient"], [], []),
    "AuthenticationClientLive": ([f"{TIC}/Sources/AuthenticationClientLive"], [], ["AuthenticationClient"]),
    "GameCore": ([f"{TIC}/Sources/GameCore"], [f"{TIC}/Tests/GameCoreTests"], []),
    "NewGameCore": ([f"{TIC}/Sources/NewGameCore"], [f"{TIC}/Tests/NewGameCoreTests"], ["GameCore"]),
    "TwoFactorCore": ([f"{TIC}/Sources/TwoFactorCore"], [f"{TIC}/Tests/TwoFactorCoreTests"],
                      ["AuthenticationClient"]),
    "LoginCore": ([f"{TIC}/Sources/LoginCore"], [f"{TIC}/Tests/LoginCoreTests"],
                  ["AuthenticationClient", "TwoFactorCore"]),
    "AppCore": ([f"{TIC}/Sources/AppCore"], [f"{TIC}/Tests/AppCoreTests"],
                ["AuthenticationClient", "LoginCore", "NewGameCore", "GameCore", "TwoFactorCore"]),
    "GameSwiftUI": ([f"{TIC}/Sources/GameSwiftUI"], [], ["GameCore"]),
    "NewGameSwiftUI": ([f"{TIC}/Sources/NewGameSwiftUI"], [], ["NewGameCore", "GameCore", "GameSwiftUI"]),
    "TwoFactorSwiftUI": ([f"{TIC}/Sources/TwoFactorSwiftUI"], [], ["TwoFactorCore", "AuthenticationClient"]),
    "LoginSwiftUI": ([f"{TIC}/Sources/LoginSwiftUI"], [],
                     ["LoginCore", "TwoFactorCore", "TwoFactorSwiftUI", "AuthenticationClient"]),
    "AppSwiftUI": ([f"{TIC}/Sources/AppSwiftUI"], [],
                   ["AppCore", "LoginCore", "LoginSwiftUI", "NewGameCore", "NewGameSwiftUI",
                    "GameCore", "GameSwiftUI", "TwoFactorCore", "TwoFactorSwiftUI", "AuthenticationClient"]),
}

APPLE_ONLY = ("Accessibility", "InlineSnapshotTesting")
# Files in the original's folders that its own Xcode project does not build (no reference in
# CaseStudies.xcodeproj/project.pbxproj): left over from an older API (`Reducer<State, Action,
# Environment>`, `WithViewStore`, schedulers), they compile against no current release.
NOT_BUILT_BY_THE_ORIGINAL = ("CaseStudies/SwiftUICaseStudies/02-Effects-SystemEnvironment.swift",)
OURS = {
    "ComposableArchitecture": "Composable", "Dependencies": "Composable",
    "DependenciesMacros": "Composable", "IdentifiedCollections": "Composable",
    "CasePaths": "Composable", "Sharing": "Composable", "ConcurrencyExtras": "Composable",
    "IssueReporting": "Composable", "XCTestDynamicOverlay": "Composable",
    "Clocks": "Composable", "CustomDump": "Composable", "Tagged": "Composable",
    "Speech": "ComposableUI", "AVFoundation": "ComposableUI",
    "SwiftUINavigation": "ComposableUI", "SwiftUI": "ComposableUI", "UIKit": "ComposableUI",
}
# Combine and CombineSchedulers are ComposableCombine here; a file that imports Combine and uses
# nothing of it (the original's files do, for `Sendable` conformances' sake) drops the import.
OURS["Combine"] = OURS["CombineSchedulers"] = "ComposableCombine"
DROPPED = ("Combine",)
COMBINE_NAMES = re.compile(
    r"\b(?:Publisher|Publishers|AnyPublisher|eraseToAnyPublisher|Subscriber|Subscribers|Subscription|"
    r"Cancellable|AnyCancellable|PassthroughSubject|CurrentValueSubject|Subject|Just|Empty|Fail|Deferred|"
    r"Future|Scheduler|AnySchedulerOf|eraseToAnyScheduler)\b|\.(?:sink|publisher|test|immediate)\b|"
    r"scheduler:")


def dropped_imports(text):
    """The imports `edit` removes from `text`: Combine where the file uses nothing of it."""
    return () if COMBINE_NAMES.search(text) else DROPPED
# App code's `import Foundation` brings ComposableUI, which re-exports Foundation and adds what
# Linux's Foundation lacks (`DateComponentsFormatter`); a test file keeps Foundation.
OURS["Foundation"] = "ComposableUI"
TEST_OURS = dict(OURS, ComposableArchitecture="ComposableTesting", Foundation="Foundation")


def macro_spellings(text):
    """The spellings that stand in for the macros where a target does not use them."""
    # @Reducer / @Reducer(...) on a struct or enum -> a conformance.
    decl = (r"@Reducer(?:\([^)]*\))?\s*\n(\s*(?:(?:public|private|fileprivate|internal|package|final)\s+)*"
            r"(?:struct|enum)\s+\w+(?:<[^>]*>)?)(\s*:\s*([^{\n]+?))?(\s*\{)")

    def conform(m, protocol):
        rest = m.group(3)
        return m.group(1) + (f": {protocol}, {rest.strip()}" if rest else f": {protocol}") + m.group(4)

    text = re.sub(decl, lambda m: conform(m, "CaseReducer" if re.search(r"\benum\s", m.group(1)) else "Reducer"), text)
    text = re.sub(decl.replace("@Reducer(?:\\([^)]*\\))?", "@DependencyClient"),
                  lambda m: conform(m, "DependencyClient"), text)
    text = re.sub(r"@ViewAction\(for:\s*([\w.]+)\.self\)\s*\n(\s*(?:(?:public|private|fileprivate|internal)\s+)*"
                  r"struct\s+\w+)(\s*:\s*([^{\n]+?))?(\s*\{)",
                  lambda m: m.group(2) + (f": {m.group(4).strip()}, ViewActionSending" if m.group(4) else ": ViewActionSending")
                  + m.group(5), text)
    for attribute in ("@ReducerCaseIgnored", "@ReducerCaseEphemeral"):
        text = text.replace(attribute, f"/* {attribute} */")
    for attribute in ("@ObservableState", "@ObservationIgnored", "@CasePathable", "@DependencyEndpoint"):
        text = re.sub(re.escape(attribute) + r"(\([^)]*\))?[ \t]*\n?", "", text)
    return text


SPELLINGS = False


def edit(text, is_test):
    """The mechanical edits, and only those."""
    table = TEST_OURS if is_test else OURS
    for name in dropped_imports(text):
        text = re.sub(rf"^\s*import\s+{name}\s*\n", "", text, flags=re.M)
    text = re.sub(r"^(\s*(?:@preconcurrency\s+)?(?:@testable\s+)?import\s+)(\w+)\s*$",
                  lambda m: m.group(1) + table.get(m.group(2), m.group(2)), text, flags=re.M)
    # The macros (`@Reducer`, `@CasePathable`, `@DependencyClient`, `@ViewAction`,
    # `@ObservableState`, ...) are Composable's own and stay as written, unless asked otherwise.
    # `#Preview` is ComposableUI's macro now; the old spelling, a named value, comes with them
    # (numbered when a file has several, since two globals of one file cannot share a name).
    if SPELLINGS:
        text = macro_spellings(text)
        count = iter(range(1, 1000))
        text = re.sub(r"^#Preview\b", lambda m: "private let preview" + (lambda n: "" if n == 1 else str(n))(next(count))
                      + " = Preview", text, flags=re.M)
    # Linux's XCTest has no `XCTExpectFailure`; ComposableTesting provides it, so a file that calls
    # it without importing the runtime imports ComposableTesting too.
    if re.search(r"\bXCTExpectFailure\b", text) and not re.search(
            r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+ComposableTesting\s*$", text, re.M):
        text = re.sub(r"^((?:@\w+(?:\([^)]*\))?\s+)*import\s+\w+[^\n]*\n)", r"\1import ComposableTesting\n",
                      text, count=1, flags=re.M) if re.search(r"^(?:@\w+\S*\s+)*import\s", text, re.M) \
            else "import ComposableTesting\n" + text
    # `#selector(Type.method)` needs the Objective-C runtime: the method is named by a string
    # (a method that takes arguments has an Objective-C name no mechanical edit can spell).
    text = re.sub(r"#selector\(\s*(?:[\w.]+\.)?(\w+)\s*\)", r'Selector("\1")', text)
    return text


def apple_only(text):
    return any(re.search(rf"^\s*(?:@preconcurrency\s+)?import\s+{name}\b", text, re.M) for name in APPLE_ONLY)


def copy_tree(src, dst, is_test, left_out, not_built):
    for folder, _, files in os.walk(src):
        for name in files:
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            if path.split("/Examples/", 1)[-1] in NOT_BUILT_BY_THE_ORIGINAL:
                not_built.append(path.split("/Examples/", 1)[-1])
                continue
            with open(path, encoding="utf-8") as f:
                text = f.read()
            if apple_only(text):
                left_out.append(path.split("/Examples/", 1)[-1])
                continue
            out = os.path.join(dst, os.path.relpath(path, src))
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out, "w", encoding="utf-8") as f:
                f.write(edit(text, is_test))


def has_main(work, name):
    """Whether the app's sources have an `@main` type: it is then an executable target."""
    folder = os.path.join(work, "Sources", name)
    for root, _, files in os.walk(folder):
        for file in files:
            with open(os.path.join(root, file), encoding="utf-8") as f:
                if re.search(r"^@main\b", f.read(), re.M):
                    return True
    return False


def manifest(apps, work):
    lines = ["// swift-tools-version: 6.0", "import PackageDescription", "",
             "let package = Package(", '    name: "OriginalApps",',
             f'    dependencies: [.package(name: "PatternDoc", path: "{ROOT}")],', "    targets: ["]
    plugin = '.plugin(name: "CasePathsPlugin", package: "PatternDoc")'
    runtime = ['.product(name: "Composable", package: "PatternDoc")',
               '.product(name: "ComposableUI", package: "PatternDoc")',
               '.product(name: "ComposableCombine", package: "PatternDoc")']
    for name, (sources, tests, deps) in apps.items():
        dependencies = ", ".join(runtime + [f'"{d}"' for d in deps])
        kind = "executableTarget" if has_main(work, name) else "target"
        lines.append(f'        .{kind}(name: "{name}", dependencies: [{dependencies}], plugins: [{plugin}]),')
        if tests:
            testing = '.product(name: "ComposableTesting", package: "PatternDoc")'
            lines.append(f'        .testTarget(name: "{name}Tests", dependencies: ["{name}", {testing}, '
                         f'{", ".join(runtime)}], plugins: [{plugin}]),')
    lines += ["    ],", "    swiftLanguageModes: [.v5]", ")", ""]
    return "\n".join(lines)


def build(work, target):
    run = subprocess.run(["swift", "build", "--package-path", work, "--target", target],
                         capture_output=True, text=True)
    errors = [line for line in (run.stdout + run.stderr).splitlines() if ": error:" in line]
    return run.returncode == 0, errors


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--examples", default=DEFAULT_EXAMPLES)
    parser.add_argument("--work", default="/tmp/original-apps")
    parser.add_argument("--only", default="")
    parser.add_argument("--no-tests", action="store_true")
    parser.add_argument("--spellings", action="store_true",
                        help="replace each macro (attributes and #Preview) by its macro-free spelling (the table's second column)")
    parser.add_argument("--errors", type=int, default=8, help="errors shown per failing app")
    args = parser.parse_args()
    global SPELLINGS
    SPELLINGS = args.spellings
    if not os.path.isdir(args.examples):
        sys.exit(f"error: {args.examples} is not a folder; pass --examples with the original's Examples/ folder")
    wanted = [n for n in args.only.split(",") if n] or list(APPS)
    unknown = [n for n in wanted if n not in APPS]
    if unknown:
        sys.exit(f"error: unknown app(s) {', '.join(unknown)}; known: {', '.join(APPS)}")
    closure, stack = [], list(wanted)
    while stack:
        name = stack.pop()
        if name not in closure:
            closure.append(name)
            stack += APPS[name][2]
    apps = {n: APPS[n] for n in APPS if n in closure}

    for sub in ("Sources", "Tests"):
        shutil.rmtree(os.path.join(args.work, sub), ignore_errors=True)
    left_out, not_built = [], []
    for name, (sources, tests, _) in apps.items():
        for folder in sources:
            copy_tree(os.path.join(args.examples, folder), os.path.join(args.work, "Sources", name), False, left_out, not_built)
        for folder in tests:
            copy_tree(os.path.join(args.examples, folder), os.path.join(args.work, "Tests", name + "Tests"), True, left_out, not_built)
    with open(os.path.join(args.work, "Package.swift"), "w") as f:
        f.write(manifest(apps, args.work))
    if left_out:
        print("left out (Apple-only imports):", ", ".join(sorted(left_out)))
    if not_built:
        print("left out (not built by the original's own Xcode project):", ", ".join(sorted(not_built)))

    failed = 0
    results = {}
    for name in apps:
        ok, errors = build(args.work, name)
        line = f"{name:26} sources: {'ok' if ok else f'FAIL ({len(errors)} errors)'}"
        tests_ok = None
        if ok and apps[name][1] and not args.no_tests:
            tests_ok, test_errors = build(args.work, name + "Tests")
            line += f", tests compile: {'ok' if tests_ok else f'FAIL ({len(test_errors)} errors)'}"
            errors = test_errors
        results[name] = (ok, tests_ok)
        with open(os.path.join(args.work, name + ".errors"), "w") as f:
            f.writelines(e.replace(args.work + "/", "") + "\n" for e in sorted(set(errors)))
        print(line, flush=True)
        if not ok or tests_ok is False:
            failed += 1
            for error in sorted(set(errors))[: args.errors]:
                print("    " + error.replace(args.work + "/", ""))
    runnable = [n for n, (ok, t) in results.items() if ok and t and n in wanted]
    if runnable and not args.no_tests:
        filters = "|".join(f"^{n}Tests\\." for n in runnable)
        # Only the test targets that compiled: a package whose test targets do not all build cannot test.
        good = {n: (s, t if results[n][1] else [], d) for n, (s, t, d) in apps.items() if results[n][0]}
        with open(os.path.join(args.work, "Package.swift"), "w") as f:
            f.write(manifest(good, args.work))
        run = subprocess.run(["swift", "test", "--package-path", args.work, "--filter", filters],
                             capture_output=True, text=True)
        out = run.stdout + run.stderr
        for line in out.splitlines():
            if re.search(r"(✘|failed|passed after|recorded an issue)", line) and "Test run" not in line:
                print("    " + line[:300])
        summary = [l for l in out.splitlines() if "Test run with" in l]
        print("tests:", summary[-1] if summary else f"swift test exited {run.returncode}")
        if run.returncode != 0:
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
