#!/usr/bin/env bash
# Runs the original composable architecture's own DocC articles, unedited, against this
# runtime, as a new user would: a consumer package outside this repository whose library target
# depends on this checkout by path (products Composable, ComposableUI, ComposableTesting, as an
# app does) and holds the articles in its DocC catalog; then `patterndoc test` on it. Two
# catalogs: Articles/*.md (not the migration guides, which are diffs of old API) and
# Extensions/ (the symbol pages). Prints one Markdown table row per catalog.
#
#   Scripts/try-original-articles.sh [--git-dir DIR] [--work DIR] [--timeout SECONDS] [--only articles|extensions]
#
# --git-dir  the original's git repository (default: /work/.mirror/pointfreeco+swift-composable-architecture/repo)
# --work     where the consumer packages and reports go (default: /tmp/tca-articles-run)
# --timeout  seconds each doc program and test run may take (default: 30)
# PATTERNDOC=path/to/patterndoc uses that binary instead of building a debug one.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
git_dir=/work/.mirror/pointfreeco+swift-composable-architecture/repo
work=/tmp/tca-articles-run
timeout=30
only=""
while [ $# -gt 0 ]; do
    case "$1" in
        --git-dir) git_dir="$2"; shift 2 ;;
        --work) work="$2"; shift 2 ;;
        --timeout) timeout="$2"; shift 2 ;;
        --only) only="$2"; shift 2 ;;
        -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
        *) echo "unknown argument: $1" >&2; exit 2 ;;
    esac
done

if [ -z "${PATTERNDOC:-}" ]; then
    swift build --product patterndoc --package-path "$root" >&2
    PATTERNDOC="$root/.build/debug/patterndoc"
fi
mkdir -p "$work"
docs="$work/original-docs"
rm -rf "$docs" && mkdir -p "$docs"
git -C "$git_dir" archive HEAD Sources/ComposableArchitecture/Documentation.docc | tar -x -C "$docs"
catalog="$docs/Sources/ComposableArchitecture/Documentation.docc"
commit="$(git -C "$git_dir" rev-parse --short HEAD)"

# A consumer package at $1 whose target Feature depends on this checkout.
consumer() {
    rm -rf "$1"
    mkdir -p "$1/Sources/Feature/Feature.docc"
    cat > "$1/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Feature",
    products: [.library(name: "Feature", targets: ["Feature"])],
    dependencies: [.package(path: "$root")],
    targets: [
        .target(
            name: "Feature",
            dependencies: [
                .product(name: "Composable", package: "$(basename "$root")"),
                .product(name: "ComposableUI", package: "$(basename "$root")"),
                .product(name: "ComposableTesting", package: "$(basename "$root")"),
            ]
        ),
    ]
)
MANIFEST
    printf 'import Composable\n\n/// The app'"'"'s feature module; its catalog holds the original'"'"'s articles.\npublic enum Feature {}\n' > "$1/Sources/Feature/Feature.swift"
}

# The report's numbers: blocks, passed, failed, fragments, templates, failures by cause, builds.
summarize() {
    python3 - "$1" <<'PY'
import json, sys, collections
report = json.load(open(sys.argv[1]))
blocks = [b for b in report["blocks"] if b["kind"] != "notSwift"]
count = lambda status: sum(1 for b in blocks if b["status"] == status)
causes = collections.Counter(b.get("cause", "other") for b in blocks if b["status"] == "failed")
print(len(blocks), count("passed"), count("failed"), count("fragment"), count("template"),
      ", ".join(f"{cause} {n}" for cause, n in causes.most_common()) or "none", report.get("builds", 0), sep="\t")
PY
}

echo "Original: $git_dir at $commit"
echo
echo "| catalog | blocks | verified | failed, by cause | illustrative fragments | syntax templates | builds | time |"
echo "|---|---|---|---|---|---|---|---|"
for kind in articles extensions; do
    [ -n "$only" ] && [ "$only" != "$kind" ] && continue
    package="$work/$kind"
    consumer "$package"
    if [ "$kind" = articles ]; then
        for page in "$catalog"/Articles/*.md; do
            [ "$(basename "$page")" = MigrationGuides.md ] && continue
            cp "$page" "$package/Sources/Feature/Feature.docc/"
        done
    else
        cp -r "$catalog"/Extensions/. "$package/Sources/Feature/Feature.docc/"
    fi
    rm -f "$work/$kind.json"
    start=$(date +%s)
    "$PATTERNDOC" test --package "$package" --docs "$package/Sources/Feature/Feature.docc" --timeout "$timeout" \
        --report "$work/$kind.json" > "$work/$kind.log" 2>&1 || true
    seconds=$(( $(date +%s) - start ))
    if [ ! -f "$work/$kind.json" ]; then
        echo "| $kind | patterndoc did not finish: see $work/$kind.log | | | | | | |"
        continue
    fi
    IFS=$'\t' read -r blocks passed failed fragments templates causes builds < <(summarize "$work/$kind.json")
    echo "| $kind | $blocks | $passed | $failed: $causes | $fragments | $templates | $builds | ${seconds} s |"
done
echo
echo "Logs with the adoption summary: $work/articles.log, $work/extensions.log"
