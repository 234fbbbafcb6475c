#!/usr/bin/env bash
# Builds the benchmarks in release mode and prints their tables: the runtime's composition
# overhead and a ViewHost list of 1,000 and 100,000 row views brought up to date after one row
# changes (ComposableBenchmarks), then the site rendering of a generated 1,000-page docs folder
# against Debian's `cmark` tool converting the same Markdown (SiteBenchmarks).
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/bootstrap.sh

# SiteBenchmarks compares with the `cmark` command-line tool (bootstrap.sh installs only the
# library); without it the table shows n/a for cmark.
if ! command -v cmark >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1; then
        sudo=""
        if [[ $(id -u) -ne 0 ]]; then
            sudo="sudo"
        fi
        echo "bench: installing cmark with apt-get"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq cmark >/dev/null
    else
        echo "bench: cmark is not installed and apt-get is not available; the cmark column will be n/a." >&2
    fi
fi

swift build -c release --product ComposableBenchmarks
swift build -c release --product SiteBenchmarks
bin="$(swift build -c release --show-bin-path)"
"$bin/ComposableBenchmarks"
echo
"$bin/SiteBenchmarks"
Scripts/bench-collections.sh
