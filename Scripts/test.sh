#!/usr/bin/env bash
# Runs every test of the package: the unit tests of each module (Swift Testing), patterndoc's
# command-line bad-input checks (Scripts/bad-input.sh), the check that Examples/ matches the
# docs, the command plugin on a package that depends on this one (Scripts/plugin-test.sh), the
# doc-tests of Docs/ (every Swift block compiled, and run or tested as its fence says), and the
# built site in headless Chromium (Scripts/browser-test.sh, which installs
# chromium, chromium-driver and selenium when they are missing).
# Usage: Scripts/test.sh [--no-browser] [extra arguments for swift test, such as --filter NAME]
#   --no-browser  leave out the browser test of the site (--browser, its former opt-in, is
#                 still accepted and changes nothing)
set -euo pipefail
cd "$(dirname "$0")/.."

browser=true
case "${1:-}" in
    --no-browser) browser=false; shift ;;
    --browser) shift ;;
esac

Scripts/bootstrap.sh
swift build --build-tests
# A hung test fails the run with its thread backtraces instead of holding CI until CI's own
# limit. The limits are several times what each run takes on an idle 2-core machine (the
# runtime's about 1 minute, PatternDocTests' about 10, most of it `swift build`s of generated
# packages, which a loaded machine slows most); UNIT_TEST_TIME_LIMIT (seconds) overrides both.
if (($# > 0)); then
    Scripts/test-with-time-limit.sh "${UNIT_TEST_TIME_LIMIT:-2400}" "$@"
else
    # Two runs, not one: Swift Testing starts every test of a process at once, and
    # PatternDocTests' end-to-end tests start `swift build`s of generated packages, which take
    # both cores for minutes. In one process the runtime tests then wait that long for the CPU.
    Scripts/test-with-time-limit.sh "${UNIT_TEST_TIME_LIMIT:-900}" --skip '^PatternDocTests\.'
    Scripts/test-with-time-limit.sh "${UNIT_TEST_TIME_LIMIT:-2400}" --filter '^PatternDocTests\.'
fi

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
# The command plugin as another package uses it (builds patterndoc inside that package first).
limited 2700 Scripts/plugin-test.sh
limited 2400 "$patterndoc" test
# PatternDoc's own DocC catalog: its articles, with the examples in PatternDoc's doc comments
# that its site's API pages show (the run above verifies those examples too, for the API pages
# of the site of Docs/, which show every library module).
limited 900 "$patterndoc" test --docs Sources/PatternDoc/PatternDoc.docc
if $browser; then
    # The site of the docs just verified (build reuses that report), then the browser's checks,
    # with screenshots kept out of Docs/screenshots so a test run changes no committed file.
    limited 900 "$patterndoc" build
    limited 1200 Scripts/browser-test.sh --no-build --screenshots .build/browser-screenshots
fi
