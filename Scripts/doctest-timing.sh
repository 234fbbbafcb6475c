#!/usr/bin/env bash
# Measures what the merged doc build saves, on this package's Docs/:
#   1. the whole doc-test run (patterndoc test) from a cold workspace,
#   2. one plain `swift build --build-tests` of the same generated workspace, cold,
#   3. one compiler run per verified block: `swiftc -c -wmo` of the block's module (type-check
#      and code generation), once for each block: a lower bound for building every block
#      separately, as it leaves out linking and running.
# Prints the three times. Takes a few minutes; not part of the test run.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/bootstrap.sh
swift build --product patterndoc >/dev/null
patterndoc="$(swift build --show-bin-path)/patterndoc"
work=.build/patterndoc

now() { date +%s%N; }
seconds() { awk -v ns="$1" 'BEGIN { printf "%.1f", ns / 1e9 }'; }

# The package's own modules are built once first, so the three figures below compare only the
# cost of the doc code itself.
"$patterndoc" test >/dev/null
# SwiftPM's cached build plan goes too, or it would not write the removed modules' output
# file maps again.
forget_doc_builds() {
    rm -rf "$work"/workspace/.build/*/debug/Doc* "$work"/workspace/.build/*/debug/description.json \
        "$work"/workspace/.build/*/debug/Modules/Doc* "$work"/workspace/.build/*/debug/PatternDocWorkspace*
}

forget_doc_builds
rm -f "$work/report.json"
start=$(now)
"$patterndoc" test >/dev/null
doctest=$(seconds $(( $(now) - start )))

forget_doc_builds
start=$(now)
swift build --build-tests --package-path "$work/workspace" >/dev/null
merged=$(seconds $(( $(now) - start )))

start=$(now)
compiles=$(python3 - "$work" <<'PY'
import json, re, subprocess, sys
work = sys.argv[1]
manifest = open(f"{work}/workspace/.build/debug.yaml").read()
report = json.load(open(f"{work}/report.json"))
modules = {}
for match in re.finditer(r'"C\.(Doc\w+?)-[^"]*-debug\.module":\n(?:    .*\n)*?    args: (\[.*\])', manifest):
    name, args = match.group(1), json.loads(match.group(2))
    if name.endswith("Tests"):
        continue
    sources = [a for a in args if a.endswith(".swift")]
    listed = [a[1:] for a in args if a.startswith("@")]
    for path in listed:
        sources += open(path).read().split()
    keep, i = [], 1
    while i < len(args):
        a = args[i]
        if a in ("-I", "-Xcc", "-module-cache-path", "-swift-version", "-target", "-package-name"):
            keep += [a, args[i + 1]]; i += 2; continue
        if a.startswith("-D"): keep.append(a)
        i += 1
    modules[name] = (args[0], keep + ["-module-name", name, "-parse-as-library"], sources)
count = 0
for block in report["blocks"]:
    if block["kind"] in ("skipped", "notSwift"):
        continue
    page = block["page"].split("/")[-1][:-3]
    name = next((m for m in modules if m.startswith("Doc" + page)), None)
    if name is None:
        continue
    compiler, flags, sources = modules[name]
    subprocess.run([compiler, "-c", "-wmo", "-o", f"{work}/perblock.o"] + flags + sources, check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    count += 1
print(count)
PY
)
perblock=$(seconds $(( $(now) - start )))

printf 'Doc-test time of Docs/ (%s blocks), doc code cold, package built:\n' "$compiles"
printf '  whole doc-test run (patterndoc test):    %s s\n' "$doctest"
printf '  one plain merged build of the same code: %s s\n' "$merged"
printf '  one compiler run per block (%s runs):    %s s\n' "$compiles" "$perblock"
