#!/usr/bin/env bash
# Installs what the package needs beyond the Swift toolchain: cmark's C library (libcmark-dev),
# which the docs pipeline parses Markdown with. Does nothing when pkg-config already finds it.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
    echo "bootstrap: no 'swift' on PATH. Install Swift 6 (swift.org) and run this again." >&2
    exit 1
fi

if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libcmark; then
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "bootstrap: libcmark was not found and apt-get is not available." >&2
    echo "bootstrap: install cmark's development files (headers and libcmark.pc) and run this again." >&2
    exit 1
fi

sudo=""
if [[ $(id -u) -ne 0 ]]; then
    sudo="sudo"
fi
echo "bootstrap: installing libcmark-dev and pkg-config with apt-get"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libcmark-dev pkg-config >/dev/null
pkg-config --exists libcmark || {
    echo "bootstrap: libcmark-dev installed, but pkg-config still cannot find libcmark." >&2
    exit 1
}
