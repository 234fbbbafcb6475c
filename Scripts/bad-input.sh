#!/usr/bin/env bash
# The command-line half of patterndoc's bad-input catalogue (the rest is
# Tests/PatternDocTests/BadInputCatalogueTests.swift and OutputFolderTests.swift): what only a
# real process shows. Ctrl-C stops every child; a second run on the same package waits or, with
# --no-wait, fails at once; empty runs, a bad --report and a bad --timeout fail with a message;
# --out at the package is refused with the package intact.
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

passed=0
failed=0
check() { # check NAME CONDITION...
    local name=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "ok: $name"
    else
        failed=$((failed + 1))
        echo "FAILED: $name"
    fi
}
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
check "it is the usage" grep -q "patterndoc build \[--package PATH\]" "$scratch/help.txt"
check "and it built nothing" test ! -e "$scratch/help-site"

# 5. --out at the package itself is refused and the package is intact.
(cd "$package" && find . -path ./.build -prune -o -type f -print0 | sort -z | xargs -0 sha1sum) > "$scratch/before.txt"
status=0
"$patterndoc" build --package "$package" --out "$package" > "$scratch/out.txt" 2>&1 || status=$?
(cd "$package" && find . -path ./.build -prune -o -type f -print0 | sort -z | xargs -0 sha1sum) > "$scratch/after.txt"
check "build --out <package> is refused" test "$status" -eq 1
check "the package is byte for byte intact" cmp -s "$scratch/before.txt" "$scratch/after.txt"

echo "bad-input: $passed passed, $failed failed"
((failed == 0))
