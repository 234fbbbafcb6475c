#!/usr/bin/env bash
# Runs every test of the package: the unit tests of each module (Swift Testing).
# Usage: Scripts/test.sh [extra arguments for swift test]
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/bootstrap.sh
swift test "$@"
