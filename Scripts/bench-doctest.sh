#!/usr/bin/env bash
# Measures `patterndoc test` at catalogue scale (issue 12): a generated catalogue of 100 pages
# with 1,000 compiling blocks against Composable (Scripts/doctest-catalogue.py), verified as the
# docs of a copy of this package in a temporary folder. Prints, as medians of --runs runs:
#   (a) a cold `patterndoc test`: the package's own modules built, the doc code and report not;
#   (b) one plain `swift build --build-tests` of the same generated workspace, equally cold, and
#       that build plus running what it built (`swift test --skip-build` and each module's
#       program through DocRunner), which is the least any doc-test can do;
#   (c) a one-block edit (one block of one page changed) verified again;
#   (d) a no-op run (nothing changed);
# and each against its target: (a) within 1.3x of (b), (c) under 10 s, (d) under 0.5 s.
#
#   Scripts/bench-doctest.sh [--pages N] [--runs N] [--keep]
#
# --runs (default 3) repeats the cold and plain builds, interleaved, and the edits; the no-op
# runs five times as often. --keep leaves the temporary folder, whose logs/ holds every run's
# output with the seconds at which each line came, for seeing where the time goes.
# Uses a release build of patterndoc, as its users do. Takes 15-40 minutes; not part of the test run.
set -euo pipefail
cd "$(dirname "$0")/.."

pages=100
runs=3
keep=0
while [ $# -gt 0 ]; do
    case "$1" in
        --pages) pages=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --keep) keep=1; shift ;;
        *) echo "usage: Scripts/bench-doctest.sh [--pages N] [--runs N] [--keep]" >&2; exit 2 ;;
    esac
done

Scripts/bootstrap.sh
swift build -c release --product patterndoc >/dev/null
patterndoc="$(swift build -c release --show-bin-path)/patterndoc"

root=$(mktemp -d "${TMPDIR:-/tmp}/patterndoc-bench.XXXXXX")
if [ "$keep" = 0 ]; then trap 'rm -rf "$root"' EXIT; fi
package="$root/Catalogue"
work="$package/.build/patterndoc"
workspace="$work/workspace"
logs="$root/logs"
mkdir -p "$package" "$logs"

# The package under test is a copy of this one (what git tracks of it), so its doc workspace
# and report are the bench's own and this clone's .build/patterndoc is left alone.
git ls-files -z Package.swift Sources Tests Benchmarks | tar --null -cf - -T - | tar -xf - -C "$package"
Scripts/doctest-catalogue.py "$package/Docs" --pages "$pages"

now() { date +%s%N; }
# Runs a command, keeping its output in logs/NAME.log with each line's seconds since the start,
# and sets `elapsed` to how many seconds it took. Stops the bench when the command fails.
timed() {
    local name=$1; shift
    local start status
    start=$(now)
    set +e
    "$@" 2>&1 | python3 -u -c '
import sys, time
start = time.time()
for line in sys.stdin:
    sys.stdout.write("%7.2f %s" % (time.time() - start, line))
' >"$logs/$name.log"
    status=${PIPESTATUS[0]}
    set -e
    elapsed=$(awk -v ns="$(( $(now) - start ))" 'BEGIN { printf "%.2f", ns / 1e9 }')
    if [ "$status" != 0 ]; then
        echo "bench-doctest.sh: '$*' failed (exit $status); its output is in $logs/$name.log:" >&2
        tail -30 "$logs/$name.log" >&2
        trap - EXIT
        exit 1
    fi
}
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
verdict() { awk -v v="$1" -v t="$2" 'BEGIN { print (v <= t ? "met" : "MISSED") }'; }

# The generated pages alone (--no-doc-comments): the copy's doc-comment examples are this
# package's, not the catalogue's, and would blur the figures at catalogue scale.
doctest() { "$patterndoc" test --package "$package" --no-doc-comments; }

# What a cold run has to build: the doc modules, their tests, the runner; not the package's.
# SwiftPM's cached build plan goes too, or it would not write the removed modules' output
# file maps again.
forget_doc_builds() {
    rm -rf "$workspace"/.build/*/debug/Doc* "$workspace"/.build/*/debug/Modules/Doc* \
        "$workspace"/.build/*/debug/PatternDocWorkspace* "$workspace"/.build/*/debug/description.json
}
run_everything_built() {
    swift test --skip-build --package-path "$workspace" >/dev/null 2>&1 || return 1
    local module
    for module in $(ls "$workspace/Sources"); do
        [ "$module" = DocRunner ] && continue
        "$workspace/.build/debug/DocRunner" "$module" >/dev/null 2>&1 || return 1
    done
}

echo "Catalogue: $pages pages in $package/Docs; building the package and verifying it once..." >&2
timed first doctest
first=$elapsed
summary=$(tail -1 "$logs/first.log" | cut -c9-)
counts=$(python3 - "$work/report.json" <<'PY'
import json, sys
blocks = json.load(open(sys.argv[1]))["blocks"]
compiling = sum(1 for b in blocks if b["status"] == "passed" and b["kind"] not in ("fails", "manifest"))
fails = sum(1 for b in blocks if b["kind"] == "fails")
skipped = sum(1 for b in blocks if b["status"] == "skipped")
print(f"{compiling} compiling blocks, {fails} fails blocks, {skipped} skipped")
PY
)
echo "First run (package built from scratch too): $first s, $summary ($counts)" >&2

cold=(); plain=(); plainrun=(); edit=(); noop=()
for run in $(seq "$runs"); do
    echo "Run $run of $runs: cold doc-test, plain merged build, one-block edit..." >&2
    forget_doc_builds
    rm -f "$work/report.json"
    timed "cold-$run" doctest
    cold+=("$elapsed")

    forget_doc_builds
    timed "plain-$run" swift build --build-tests --package-path "$workspace"
    plain+=("$elapsed")
    timed "plain-run-$run" run_everything_built
    plainrun+=("$(awk -v a="${plain[-1]}" -v b="$elapsed" 'BEGIN { printf "%.2f", a + b }')")

    # The plain build left the workspace built; the report still says every page passed.
    Scripts/doctest-catalogue.py "$package/Docs" --pages "$pages" --revision "$run"
    timed "edit-$run" doctest
    edit+=("$elapsed")
done
for run in $(seq $(( runs * 5 ))); do
    timed "noop-$run" doctest
    noop+=("$elapsed")
done

a=$(median "${cold[@]}"); b=$(median "${plain[@]}"); br=$(median "${plainrun[@]}")
c=$(median "${edit[@]}"); d=$(median "${noop[@]}")
echo
echo "patterndoc test at catalogue scale: $pages pages, $counts"
echo "machine: $(nproc) cores, load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "medians of $runs runs (no-op: $(( runs * 5 ))); every run: cold ${cold[*]} | plain ${plain[*]} | plain+run ${plainrun[*]} | edit ${edit[*]} | no-op ${noop[*]}"
printf '  (a) cold patterndoc test:                     %8s s\n' "$a"
printf '  (b) plain merged build (swift build --build-tests): %s s\n' "$b"
printf '      plain merged build + running its tests and programs: %s s\n' "$br"
printf '      (a)/(b) = %s   target <= 1.30: %s\n' "$(ratio "$a" "$b")" "$(verdict "$(ratio "$a" "$b")" 1.30)"
printf '      (a)/(b+run) = %s\n' "$(ratio "$a" "$br")"
printf '  (c) one-block edit verified again:            %8s s   target < 10 s: %s\n' "$c" "$(verdict "$c" 10)"
printf '  (d) no-op run:                                %8s s   target < 0.5 s: %s\n' "$d" "$(verdict "$d" 0.5)"
if [ "$keep" = 1 ]; then echo "logs (each line with its seconds since the start): $logs"; fi
