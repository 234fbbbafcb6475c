#!/usr/bin/env bash
# Runs every test of the package: the unit tests of each module (Swift Testing), patterndoc's
# command-line bad-input checks (Scripts/bad-input.sh), the check that Examples/ matches the
# docs, and the doc-tests of Docs/ (every Swift block compiled, and run or tested as its fence
# says).
# Usage: Scripts/test.sh [--browser] [extra arguments for swift test, such as --filter NAME]
#   --browser  also build the site and test it in headless Chromium (Scripts/browser-test.sh;
#              installs chromium, chromium-driver and selenium when missing)
set -euo pipefail
cd "$(dirname "$0")/.."

browser=false
if [[ ${1:-} == "--browser" ]]; then
    browser=true
    shift
fi

Scripts/bootstrap.sh
swift build --build-tests
# A hung test fails the run with its thread backtraces instead of holding CI until CI's own
# limit. The whole suite takes about 2 minutes here; UNIT_TEST_TIME_LIMIT (seconds) overrides.
Scripts/test-with-time-limit.sh "${UNIT_TEST_TIME_LIMIT:-1200}" "$@"

# Runs a later step with a time limit of $1 seconds (several times what it takes here), so that
# a hang fails it by name.
limited() {
    local seconds=$1 status=0
    shift
    timeout --kill-after=30 "$seconds" "$@" || status=$?
    if ((status == 124 || status == 137)); then
        echo "error: '$*' did not finish within $seconds s; it was stopped." >&2
    fi
    return "$status"
}

swift build --product patterndoc
patterndoc="$(swift build --show-bin-path)/patterndoc"
limited 900 Scripts/bad-input.sh "$patterndoc"
limited 300 "$patterndoc" examples --check
if $browser; then
    Scripts/browser-test.sh
fi
limited 2400 "$patterndoc" test
