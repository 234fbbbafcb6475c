#!/usr/bin/env bash
# Runs the already built unit tests (`swift test --skip-build`) with a time limit, so that a test
# that hangs fails the run in minutes, with what it was doing, instead of holding CI until its
# own limit ends it with nothing to go on.
#
# When the limit passes it prints, in this order: each test process's threads (gdb backtraces,
# when gdb is installed), then the tests that started and never finished (from Swift Testing's
# own lines); it stops the tests and exits 1.
# Usage: Scripts/test-with-time-limit.sh SECONDS [extra arguments for swift test]
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -eq 0 ]]; then
    echo "usage: Scripts/test-with-time-limit.sh SECONDS [arguments for swift test]" >&2
    exit 2
fi
limit=$1
shift
if ! [[ $limit =~ ^[0-9]+$ ]]; then
    echo "error: the time limit must be a whole number of seconds, not '$limit'" >&2
    exit 2
fi

# Swift Testing's own event stream (one JSON object a line) says which tests started and ended;
# its console lines are no record of that, since some of them are lost when tests print at once.
events="$(mktemp -t swift-test-events-XXXXXX.jsonl)"
trap 'rm -f "$events"' EXIT

swift test --skip-build --event-stream-output-path "$events" --event-stream-version 0 "$@" &
tests=$!

# Every process started under `pid`, children first.
descendants() {
    local child
    for child in $(pgrep -P "$1" || true); do
        descendants "$child"
        echo "$child"
    done
}

# The tests (not suites: their IDs name no function) with an event of kind $1, one ID a line.
test_ids() {
    grep "\"kind\":\"$1\"" "$events" | sed -n 's/.*"testID":"\([^"]*\)".*/\1/p' | sed 's#\\/#/#g' |
        grep "(" | sort || true
}

started=$SECONDS
while kill -0 "$tests" 2>/dev/null; do
    if ((SECONDS - started >= limit)); then
        echo
        echo "error: the unit tests did not finish within $limit s; stopping them."
        processes=$(descendants "$tests")
        if command -v gdb >/dev/null; then
            for pid in $processes; do
                if [[ $(cat "/proc/$pid/cmdline" 2>/dev/null | tr '\0' ' ') == *.xctest* ]]; then
                    echo "--- threads of test process $pid ---"
                    gdb -p "$pid" -batch -ex "set pagination off" -ex "thread apply all bt 30" 2>/dev/null |
                        grep -E "^(Thread|#)" || true
                fi
            done
        else
            echo "(gdb is not installed, so the test process's threads are not shown)"
        fi
        for pid in $processes "$tests"; do kill -KILL "$pid" 2>/dev/null || true; done
        wait "$tests" 2>/dev/null || true
        echo "--- tests that started and never finished ---"
        comm -23 <(test_ids testStarted) <(test_ids testEnded) | sed 's/^/  /'
        echo "Find the test above whose thread waits (the backtraces say where), and make it finish or fail."
        exit 1
    fi
    sleep 2
done
status=0
wait "$tests" || status=$?
exit "$status"
