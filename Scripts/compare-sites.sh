#!/usr/bin/env bash
# Compares two sites patterndoc wrote, file by file, and says which files differ once what is
# expected to differ between two builds is set aside: the timings in badges and in the report
# (a block's "96 ms" changes with every verification run), and with --ignore-sidebar the
# sidebar (the `<nav id="sidebar">` element and the navigation.js script tag after it), whose
# mechanism changed when the list of pages moved into one navigation.js.
# Exits 0 when nothing else differs.
#
# Usage: Scripts/compare-sites.sh [--ignore-sidebar] BEFORE AFTER
set -euo pipefail
ignore_sidebar=0
if [[ "${1:-}" == "--ignore-sidebar" ]]; then
    ignore_sidebar=1
    shift
fi
if [[ $# -ne 2 ]]; then
    sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
before="$1"
after="$2"

normalised() {
    local file="$1"
    if [[ $ignore_sidebar -eq 1 && "$file" == *.html ]]; then
        awk '/^<nav class="sidebar"/ { skip = 1 } !skip && !/^<script src="[^"]*navigation\.js"><\/script>$/ { print } /^<\/nav>$/ && skip { skip = 0 }' "$file"
    else
        cat "$file"
    fi | sed -E 's/[0-9]+ ms/N ms/g; s/in [0-9.]+ ?s\b/in N s/g'
}

status=0
while IFS= read -r file; do
    if [[ ! -f "$after/$file" ]]; then
        echo "only in $before: $file"
        status=1
    elif ! cmp -s <(normalised "$before/$file") <(normalised "$after/$file"); then
        echo "differs: $file"
        status=1
    fi
done < <(cd "$before" && find . -type f | sort)
while IFS= read -r file; do
    [[ -f "$before/$file" ]] || { echo "only in $after: $file"; status=1; }
done < <(cd "$after" && find . -type f | sort)
[[ $status -eq 0 ]] && echo "compare-sites: $before and $after are the same (timings$([[ $ignore_sidebar -eq 1 ]] && echo " and the sidebar") set aside)"
exit $status
