#!/usr/bin/env bash
# Builds the verified site: installs what is missing, builds patterndoc in release mode, then
# verifies Docs/ (reusing the results of pages that did not change) and renders _site/.
# Usage: Scripts/site.sh [--out DIR]
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/bootstrap.sh
swift build -c release --product patterndoc
"$(swift build -c release --show-bin-path)/patterndoc" build "$@"
