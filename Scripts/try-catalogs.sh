#!/usr/bin/env bash
# Tries patterndoc on real packages' DocC catalogs, as a new user would: each package is cloned
# fresh, verified with zero edits, then verified again after adding only the fence attributes
# the adoption summary suggested. Prints one Markdown table row per catalog.
#
#   Scripts/try-catalogs.sh [--mirror DIR] [--work DIR] [OWNER/NAME:PATH/TO/Catalog.docc ...]
#
# --mirror  where the packages' git repositories are, as DIR/OWNER/NAME.git
#           (default: /opt/swift-packages, this machine's package mirror)
# --work    where the clones and reports go (default: .build-catalogs, ignored by git)
# --timeout seconds each doc program and test run may take (default: 30; some docs' examples
#           watch for changes forever, and each costs this long until it is marked norun)
# The catalogs' pages are verified alone (--no-doc-comments): the examples in the packages'
# doc comments are another measure, and most do not compile as written.
# PATTERNDOC=path/to/patterndoc uses that binary instead of building a release one.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
mirror=/opt/swift-packages
work="$root/.build-catalogs"
timeout=30
catalogs=()
while [ $# -gt 0 ]; do
    case "$1" in
        --mirror) mirror="$2"; shift 2 ;;
        --work) work="$2"; shift 2 ;;
        --timeout) timeout="$2"; shift 2 ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        *) catalogs+=("$1"); shift ;;
    esac
done
if [ ${#catalogs[@]} -eq 0 ]; then
    catalogs=(
        apple/swift-log:Sources/Logging/Docs.docc
        apple/swift-async-algorithms:Sources/AsyncAlgorithms/AsyncAlgorithms.docc
        pointfreeco/swift-dependencies:Sources/Dependencies/Documentation.docc
        apple/swift-configuration:Sources/Configuration/Documentation.docc
        apple/swift-argument-parser:Sources/ArgumentParser/Documentation.docc
        apple/swift-algorithms:Sources/Algorithms/Documentation.docc
        apple/swift-metrics:Sources/Metrics/Docs.docc
        apple/swift-distributed-tracing:Sources/Tracing/Docs.docc
        apple/swift-service-context:Sources/ServiceContextModule/Docs.docc
        apple/swift-numerics:Sources/ComplexModule/Documentation.docc
        apple/swift-subprocess:Sources/Subprocess/Documentation.docc
        apple/swift-collections:Sources/Collections/Collections.docc
    )
fi

if [ -z "${PATTERNDOC:-}" ]; then
    swift build -c release --product patterndoc --package-path "$root" >&2
    PATTERNDOC="$root/.build/release/patterndoc"
fi
mkdir -p "$work"

# The report's numbers: blocks, passed, failed, skipped, failures by cause, builds, syntax
# templates / illustrative fragments (both shown, not verified, and counted apart from failures).
summarize() {
    python3 - "$1" <<'PY'
import json, sys, collections
report = json.load(open(sys.argv[1]))
blocks = [b for b in report["blocks"] if b["kind"] != "notSwift"]
count = lambda status: sum(1 for b in blocks if b["status"] == status)
causes = collections.Counter(b.get("cause", "other") for b in blocks if b["status"] == "failed")
print(len(blocks), count("passed"), count("failed"), count("skipped"),
      ", ".join(f"{cause} {n}" for cause, n in causes.most_common()) or "none", report.get("builds", 0),
      f'{count("template")} / {count("fragment")}', sep="\t")
PY
}

# Adds each failed block's suggested attribute to its fence, in the clone.
adopt() {
    python3 - "$1" "$2" <<'PY'
import json, sys, collections
package, report = sys.argv[1], json.load(open(sys.argv[2]))
edits = collections.defaultdict(dict)
for block in report["blocks"]:
    if block["status"] == "failed" and block.get("suggestedAttribute"):
        edits[block["page"]][block["line"]] = block["suggestedAttribute"]
for page, lines in edits.items():
    path = f"{package}/{page}"
    text = open(path).read().split("\n")
    for line, attribute in lines.items():
        # The fence may sit in a list item or a quote: keep what comes before it.
        fence = text[line - 1]
        start = min(i for i in (fence.find("```"), fence.find("~~~")) if i >= 0)
        mark = fence[start]
        ticks = fence[start:][: len(fence[start:]) - len(fence[start:].lstrip(mark))]
        text[line - 1] = f"{fence[:start]}{ticks}swift {attribute}"
    open(path, "w").write("\n".join(text))
print(sum(len(lines) for lines in edits.values()))
PY
}

echo "| catalog | blocks | verified with zero edits | failed, by cause | syntax templates / illustrative fragments | builds | time | attributes added | after adding them: passed / failed / skipped |"
echo "|---|---|---|---|---|---|---|---|---|"
for entry in "${catalogs[@]}"; do
    package="${entry%%:*}"
    docs="${entry#*:}"
    name="$(basename "$package")"
    clone="$work/$name"
    rm -rf "$clone"
    git clone --quiet "$mirror/$package.git" "$clone"
    start=$(date +%s)
    "$PATTERNDOC" test --package "$clone" --docs "$clone/$docs" --timeout "$timeout" --no-doc-comments --report "$work/$name-before.json" > "$work/$name-before.log" 2>&1 || true
    seconds=$(( $(date +%s) - start ))
    if [ ! -f "$work/$name-before.json" ]; then
        echo "| $package | patterndoc did not finish: see $work/$name-before.log | | | | | | | |"
        continue
    fi
    IFS=$'\t' read -r blocks passed failed skipped causes builds templates < <(summarize "$work/$name-before.json")
    added=$(adopt "$clone" "$work/$name-before.json")
    "$PATTERNDOC" test --package "$clone" --docs "$clone/$docs" --timeout "$timeout" --no-doc-comments --report "$work/$name-after.json" > "$work/$name-after.log" 2>&1 || true
    IFS=$'\t' read -r _ passed2 failed2 skipped2 _ _ _ < <(summarize "$work/$name-after.json")
    echo "| $name ($docs) | $blocks | $passed | $causes | $templates | $builds | ${seconds} s | $added | $passed2 / $failed2 / $skipped2 |"
done
