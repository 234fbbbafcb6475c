#!/usr/bin/env bash
# Compares two sites patterndoc wrote, file by file, and says which files differ once what is
# expected to differ between two builds is set aside: the timings in badges and in the report
# (a block's "96 ms" changes with every verification run), and with --ignore-sidebar the
# sidebar (the `<nav id="sidebar">` element and the navigation.js script tag after it), whose
# mechanism changed when the list of pages moved into one navigation.js.
# Exits 0 when nothing else differs.
#
# It can also build the two sites first, to check that a change leaves the site as it was:
#   --build OLD NEW        build the site with each of two patterndoc binaries
#   --revisions OLD NEW    build patterndoc (release) at each of two git revisions, in
#                          temporary worktrees, then build the site with each
# and then what is built: the docs of --package DIR (default: this repository, its Docs/),
# or with --corpus NAME the benchmark's generated corpus (catalogue or small-pages, --pages N
# pages, default 1000; SiteBenchmarks --write-corpus). --keep DIR keeps the two sites there.
# The second build reuses the first one's verification report, as any rebuild does, so the
# two sites differ only by what the binaries render.
#
# Usage: Scripts/compare-sites.sh [--ignore-sidebar] BEFORE AFTER
#        Scripts/compare-sites.sh (--build OLD_BIN NEW_BIN | --revisions OLD_REV NEW_REV)
#                                 [--package DIR | --corpus NAME [--pages N]] [--keep DIR]
set -euo pipefail
usage() { sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }

ignore_sidebar=0
mode=sites
package=""
corpus=""
pages=1000
keep=""
positional=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --ignore-sidebar) ignore_sidebar=1; shift ;;
        --build) mode=build; positional=("$2" "$3"); shift 3 ;;
        --revisions) mode=revisions; positional=("$2" "$3"); shift 3 ;;
        --package) package="$2"; shift 2 ;;
        --corpus) corpus="$2"; shift 2 ;;
        --pages) pages="$2"; shift 2 ;;
        --keep) keep="$2"; shift 2 ;;
        -h|--help) usage ;;
        -*) echo "compare-sites: unknown option $1" >&2; usage ;;
        *) positional+=("$1"); shift ;;
    esac
done
[[ ${#positional[@]} -eq 2 ]] || usage

normalised() {
    local file="$1"
    if [[ $ignore_sidebar -eq 1 && "$file" == *.html ]]; then
        awk '/^<nav class="sidebar"/ { skip = 1 } !skip && !/^<script src="[^"]*navigation\.js"><\/script>$/ { print } /^<\/nav>$/ && skip { skip = 0 }' "$file"
    else
        cat "$file"
    fi | sed -E 's/[0-9]+ ms/N ms/g; s/in [0-9.]+ ?s\b/in N s/g'
}

# Compares the sites in $1 and $2; exits the script with 0 when they are the same.
compare() {
    local before="$1" after="$2" status=0 file
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
    [[ $status -eq 0 ]] && echo "compare-sites: $before and $after are the same ($(find "$before" -type f | wc -l) files; timings$([[ $ignore_sidebar -eq 1 ]] && echo " and the sidebar") set aside)"
    exit $status
}

if [[ $mode == sites ]]; then
    compare "${positional[0]}" "${positional[1]}"
fi

repository="$(cd "$(dirname "$0")/.." && pwd)"
if [[ -n "$keep" ]]; then
    work="$(mkdir -p "$keep" && cd "$keep" && pwd)"
else
    work="$(mktemp -d "${TMPDIR:-/tmp}/compare-sites.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi

binaries=()
if [[ $mode == revisions ]]; then
    for revision in "${positional[@]}"; do
        tree="$work/tree-$(git -C "$repository" rev-parse --short "$revision")"
        rm -rf "$tree"
        git -C "$repository" worktree add --detach "$tree" "$revision" >/dev/null
        echo "compare-sites: building patterndoc at $revision" >&2
        (cd "$tree" && swift build -c release --product patterndoc >&2)
        binaries+=("$(cd "$tree" && swift build -c release --show-bin-path)/patterndoc")
    done
else
    binaries=("$(readlink -f "${positional[0]}")" "$(readlink -f "${positional[1]}")")
fi
for binary in "${binaries[@]}"; do
    [[ -x "$binary" ]] || { echo "compare-sites: $binary is not an executable" >&2; exit 2; }
done

if [[ -n "$corpus" ]]; then
    (cd "$repository" && swift build -c release --product SiteBenchmarks >&2)
    folder="$work/corpus-$corpus-$pages"
    [[ -d "$folder" ]] || "$(cd "$repository" && swift build -c release --show-bin-path)/SiteBenchmarks" \
        --write-corpus "$folder" --pages "$pages" --shape "$corpus" >/dev/null
    package="$folder/package"
fi
package="$(cd "${package:-$repository}" && pwd)"

for side in 0 1; do
    name=$([[ $side == 0 ]] && echo before || echo after)
    echo "compare-sites: building the site of $package with ${binaries[$side]}" >&2
    "${binaries[$side]}" build --package "$package" --docs "$package/Docs" --out "$work/site-$name" >"$work/$name.log" 2>&1 || {
        echo "compare-sites: the $name build failed:" >&2
        tail -20 "$work/$name.log" >&2
        exit 1
    }
done
if [[ $mode == revisions ]]; then
    for binary in "${binaries[@]}"; do
        git -C "$repository" worktree remove --force "$(echo "$binary" | sed 's|/\.build/.*||')" || true
    done
fi
compare "$work/site-before" "$work/site-after"
