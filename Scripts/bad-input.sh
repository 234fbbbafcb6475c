#!/usr/bin/env bash
# The command-line half of patterndoc's bad-input catalogue (the rest is
# Tests/PatternDocTests/BadInputCatalogueTests.swift and OutputFolderTests.swift): what only a
# real process shows. Ctrl-C stops every child; a second run on the same package waits or, with
# --no-wait, fails at once; empty runs, a bad --report and a bad --timeout fail with a message;
# --out at the package is refused with the package intact; CI annotations, JUnit, shards merged
# and a site built from the merged report; the executable copied alone builds a site.
# Usage: Scripts/bad-input.sh [PATH-TO-patterndoc]   (default: the debug build)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
patterndoc=${1:-"$(swift build --show-bin-path)/patterndoc"}
[[ -x $patterndoc ]] || { echo "bad-input: $patterndoc is not built; run 'swift build --product patterndoc'" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
package="$scratch/package"
cp -R Tests/PatternDocTests/Fixtures/Greeter "$package"
rm -rf "$package/.build"
printf '# Hang\n\n```swift\nprint("started")\nwhile true {}\n```\n' > "$package/Docs/Hang.md"

# shellcheck source=lib/checks.sh
source "$root/Scripts/lib/checks.sh"
# Processes (other than this script's) whose command line mentions the scratch package.
leftovers() {
    local count=0 pid
    for pid in /proc/[0-9]*; do
        [[ ${pid#/proc/} == "$$" ]] && continue
        if tr '\0' ' ' < "$pid/cmdline" 2>/dev/null | grep -q "$package/.build"; then count=$((count + 1)); fi
    done
    echo "$count"
}
wait_for() { # wait_for FILE TEXT SECONDS
    local waited=0
    until grep -q "$2" "$1" 2>/dev/null; do
        sleep 1
        waited=$((waited + 1))
        ((waited < $3)) || return 1
    done
}

# 1. Ctrl-C while a block loops forever: patterndoc exits 130 and leaves nothing running.
"$patterndoc" test --package "$package" --timeout 600 > "$scratch/interrupted.txt" 2>&1 &
first=$!
wait_for "$scratch/interrupted.txt" "Running the program of Docs/Hang.md" 300 || true
sleep 2
# 2. Meanwhile a second run on the same package fails at once with --no-wait...
status=0
"$patterndoc" test --package "$package" --no-wait > "$scratch/second.txt" 2>&1 || status=$?
check "a second run with --no-wait fails at once" test "$status" -eq 1
check "it says another run holds the package" grep -q "another patterndoc run is working on" "$scratch/second.txt"
# ...and without it, waits (stopped here after it has said so).
"$patterndoc" test --package "$package" --timeout 2 > "$scratch/waiting.txt" 2>&1 &
waiter=$!
wait_for "$scratch/waiting.txt" "waiting for it to finish" 30 || true
check "a second run without --no-wait says it waits" grep -q "waiting for it to finish" "$scratch/waiting.txt"
kill -INT "$first"
status=0
wait "$first" || status=$?
check "Ctrl-C ends the run with status 130" test "$status" -eq 130
check "Ctrl-C says what it stopped" grep -q "interrupted; stopped" "$scratch/interrupted.txt"
# The waiting run now gets the lock and times the loop out after 2 s.
status=0
wait "$waiter" || status=$?
check "the waiting run then runs, and the endless block times out" grep -q "did not finish within 2 s" "$scratch/waiting.txt"
sleep 1
check "no doc program, test or build is left running" test "$(leftovers)" -eq 0

# 3. Nothing to verify is a failure, not "0 passed, 0 failed".
mkdir -p "$scratch/empty"
status=0
"$patterndoc" test --package "$package" --docs "$scratch/empty" > "$scratch/empty.txt" 2>&1 || status=$?
check "an empty docs folder exits non-zero" test "$status" -eq 1
check "an empty docs folder says so" grep -q "has no Markdown pages" "$scratch/empty.txt"
status=0
"$patterndoc" test --package "$package" --filter no-such-page > "$scratch/filter.txt" 2>&1 || status=$?
check "a filter that matches nothing exits non-zero" test "$status" -eq 1
check "a filter that matches nothing lists the pages" grep -q "Docs/Guide.md" "$scratch/filter.txt"

# 4. Usage mistakes fail before any work, with status 2.
status=0
"$patterndoc" test --package "$package" --report "$scratch/missing/report.json" > "$scratch/report.txt" 2>&1 || status=$?
check "--report into a missing folder is a usage error" test "$status" -eq 2
check "it names the missing folder" grep -q "the folder $scratch/missing does not exist" "$scratch/report.txt"
status=0
"$patterndoc" test --package "$package" --timeout soon > /dev/null 2>&1 || status=$?
check "--timeout takes a number" test "$status" -eq 2
status=0
"$patterndoc" build --out "$scratch/help-site" --help > "$scratch/help.txt" 2>&1 || status=$?
check "build --help prints the usage and exits 0" test "$status" -eq 0
check "it is build's usage" grep -q "^Usage: patterndoc build \[--package PATH\]" "$scratch/help.txt"
check "and it built nothing" test ! -e "$scratch/help-site"
# A usage error goes to standard error, names the word and points at the command's help,
# without the manual (the messages themselves are CommandLineParserTests').
status=0
"$patterndoc" test --timout 3 > "$scratch/usage.out" 2> "$scratch/usage.err" || status=$?
check "a mistyped option exits 2" test "$status" -eq 2
check "it suggests the option and points at 'help test'" grep -q "Did you mean '--timeout'" "$scratch/usage.err"
check "and prints no manual" test "$(wc -l < "$scratch/usage.err")" -eq 2 -a ! -s "$scratch/usage.out"
check "--version prints the version" grep -q "^patterndoc [0-9]" <("$patterndoc" --version)

# 5. --out at the package itself is refused and the package is intact.
(cd "$package" && find . -path ./.build -prune -o -type f -print0 | sort -z | xargs -0 sha1sum) > "$scratch/before.txt"
status=0
"$patterndoc" build --package "$package" --out "$package" > "$scratch/out.txt" 2>&1 || status=$?
(cd "$package" && find . -path ./.build -prune -o -type f -print0 | sort -z | xargs -0 sha1sum) > "$scratch/after.txt"
check "build --out <package> is refused" test "$status" -eq 1
check "the package is byte for byte intact" cmp -s "$scratch/before.txt" "$scratch/after.txt"

# 6. CI output: a failing block as a GitHub annotation and in JUnit XML; two shards merged;
# the site rendered from the merged report without verifying.
rm -f "$package/Docs/Hang.md"
printf '# Broken\n\n```swift\nlet number: Int = "x"\n```\n' > "$package/Docs/Broken.md"
printf '# Second\n\n```swift\nprint(Greeter().greet("Two"))\n```\n' > "$package/Docs/Second.md"
status=0
GITHUB_ACTIONS=true "$patterndoc" test --package "$package" --shard 1/2 --report "$scratch/shard1.json" --junit "$scratch/junit.xml" > "$scratch/shard1.txt" 2>&1 || status=$?
check "the shard with the failing block exits 1" test "$status" -eq 1
check "in a GitHub Actions job the failure is an annotation at its line" \
    grep -q "^::error file=Docs/Broken.md,line=3,title=compiled block failed::Docs/Broken.md:4:" "$scratch/shard1.txt"
check "the JUnit file has the failing case" grep -q '<testcase name="Docs/Broken.md:3 (compiled)"' "$scratch/junit.xml"
check "with its failure" grep -q "<failure message=\"Docs/Broken.md:4:" "$scratch/junit.xml"
status=0
"$patterndoc" test --package "$package" --shard 2/2 --report "$scratch/shard2.json" --format text > "$scratch/shard2.txt" 2>&1 || status=$?
check "the other shard passes" test "$status" -eq 0
check "and prints no annotation with --format text" test "$(grep -c '^::error' "$scratch/shard2.txt")" -eq 0
status=0
"$patterndoc" merge-reports "$scratch/shard2.json" "$scratch/shard1.json" --report "$scratch/merged.json" > "$scratch/merged.txt" 2>&1 || status=$?
check "merge-reports exits 1 for a merged report with a failure" test "$status" -eq 1
check "and writes the merged report" grep -q '"path":"Docs/Second.md"' "$scratch/merged.json"
check "holding the pages of both shards" grep -q '"path":"Docs/Guide.md"' "$scratch/merged.json"
rm "$package/Docs/Broken.md"
status=0
"$patterndoc" build --package "$package" --from-report "$scratch/merged.json" --no-api --out "$scratch/site" > "$scratch/from-report.txt" 2>&1 || status=$?
check "build --from-report renders the site from the merged report" test "$status" -eq 0 -a -f "$scratch/site/Second.html"
check "saying the verdicts are the report's" grep -q "verified (as the report says)" "$scratch/from-report.txt"

# 7. The executable alone, copied to an empty folder, builds a site: its style sheets and
# scripts are compiled into it, with no resource folder beside it.
alone="$scratch/alone"
mkdir "$alone"
cp "$patterndoc" "$alone/patterndoc"
status=0
(cd "$alone" && ./patterndoc build --package "$package" --no-api --out "$alone/site") > "$scratch/alone.txt" 2>&1 || status=$?
check "a copy of the executable alone builds the site" test "$status" -eq 0
check "with its style sheet and script" test -s "$alone/site/assets/style.css" -a -s "$alone/site/assets/site.js"

echo "bad-input: $passed passed, $failed failed"
((failed == 0))
