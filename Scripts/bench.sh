#!/usr/bin/env bash
# Builds the benchmarks in release mode and prints their tables.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/bootstrap.sh
swift build -c release --product ComposableBenchmarks
"$(swift build -c release --show-bin-path)/ComposableBenchmarks"
