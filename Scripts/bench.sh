#!/usr/bin/env bash
# Builds the benchmarks in release mode and prints their tables: the runtime's composition
# overhead and a ViewHost list of 1,000 and 100,000 row views brought up to date after one row
# changes (ComposableBenchmarks), then `patterndoc build` as a whole process on a generated
# 1,000-page docs folder against cmark, DocC and Hugo (Scripts/bench-site.sh, which takes
# --runs N and the other options given here). The in-process render benchmark, for profiling:
# `swift run -c release SiteBenchmarks`.
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
bin="$(swift build -c release --show-bin-path)"
"$bin/ComposableBenchmarks"
echo
Scripts/bench-site.sh "$@"
