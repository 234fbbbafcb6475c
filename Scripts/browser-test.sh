#!/usr/bin/env bash
# Tests the built site in a real browser: headless Chromium driven by Selenium opens the pages
# straight from disk (file:// URLs, no server) and checks search, copy buttons, anchors,
# verification badges, the theme toggle, that nothing is fetched from elsewhere, the phone
# layout, the rendered previews (framed, legible in light and dark, fitting a phone) and the
# verification report's tables (within a 1400px window, long details wrapped or folded), then
# saves screenshots to Docs/screenshots/. Ends with `N passed, N failed`.
#
# Installs what is missing first: Debian's chromium and chromium-driver with apt-get, and the
# Python selenium package with pip (into a virtual environment under .build/browser-venv when
# the system's python3 does not already have it).
#
# Usage: Scripts/browser-test.sh [--no-build] [--site DIR] [--screenshots DIR]
#   --no-build   test the site already in _site/ instead of building it first
#   other options are passed on to Scripts/browser-test.py
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
pass_on=()
for argument in "$@"; do
    case "$argument" in
        --no-build) build=0 ;;
        -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) pass_on+=("$argument") ;;
    esac
done

sudo=""
if [[ $(id -u) -ne 0 ]]; then
    sudo="sudo"
fi
apt_updated=0
apt_install() {
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "browser-test: apt-get is not available; install $* yourself and run this again." >&2
        exit 1
    fi
    if [[ $apt_updated -eq 0 ]]; then
        $sudo apt-get update -qq
        apt_updated=1
    fi
    echo "browser-test: installing $* with apt-get"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

# The browser and its driver, from the same Debian source package so their versions match.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
if [[ ${#missing[@]} -gt 0 ]]; then
    apt_install "${missing[@]}"
fi

# Selenium: the system's python3 when it has it, else a virtual environment of our own, which
# works whether or not the system's Python is "externally managed".
python=python3
if ! command -v python3 >/dev/null 2>&1; then
    apt_install python3
fi
if ! python3 -c "import selenium" >/dev/null 2>&1; then
    venv=.build/browser-venv
    python="$venv/bin/python"
    if ! "$python" -c "import selenium" >/dev/null 2>&1; then
        rm -rf "$venv"
        if ! python3 -m venv "$venv" >/dev/null 2>&1; then
            # Debian ships venv's pip bootstrap separately.
            rm -rf "$venv"
            version=$(python3 -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
            apt_install "python${version}-venv" || apt_install python3-venv
            python3 -m venv "$venv"
        fi
        echo "browser-test: installing selenium with pip into $venv"
        "$python" -m pip install --quiet --disable-pip-version-check selenium
    fi
fi

if [[ $build -eq 1 ]]; then
    Scripts/bootstrap.sh
    swift build --product patterndoc
    .build/debug/patterndoc build
fi

exec "$python" Scripts/browser-test.py "${pass_on[@]+"${pass_on[@]}"}"
