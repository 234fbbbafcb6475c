#!/usr/bin/env bash
# Runs every test of the package: the unit tests of each module (Swift Testing), the doc-tests
# of Docs/ (every Swift block compiled, and run or tested as its fence says), and the check that
# Examples/ matches the docs.
# Usage: Scripts/test.sh [extra arguments for swift test]
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/bootstrap.sh
swift test "$@"

swift build --product patterndoc
patterndoc="$(swift build --show-bin-path)/patterndoc"
"$patterndoc" examples --check
"$patterndoc" test
