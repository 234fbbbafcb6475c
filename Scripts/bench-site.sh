#!/usr/bin/env bash
# Times `patterndoc build` as a whole process, as a user waits for it, on generated docs
# folders (SiteBenchmarks --write-corpus: every Swift block marked `skip`, so that only the
# site is built), against the tools a user would otherwise run on the same pages:
#   cmark   one Debian `cmark` process on all pages joined (the floor for rendering)
#   docc    `docc convert` on the pages as articles of one catalog (ships with the toolchain)
#   hugo    a Hugo site whose every page lists every page, only when `hugo` is installed
# Two corpora, each of --pages pages, generated the same way every time:
#   catalogue    pages like our catalogue's: about 14 KB, about 15 code blocks each (13.7 MB)
#   small-pages  short articles of about 8 KB with prose, lists, a table and four Swift
#                blocks each (7.9 MB, 4,000 blocks), where costs per page show
# Each tool runs --runs times, interleaved, and the tables show medians of CPU (user+sys),
# wall time and peak memory (GNU time), and the size of what it wrote. Then the same for
# patterndoc alone at 250, 1,000 and 4,000 pages of each corpus, to show that time and
# memory grow linearly (peak memory: under 100 MB at 1,000 pages, under 150 MB at 4,000).
#
# Installs what is missing: libcmark-dev (bootstrap.sh), Debian's cmark and time packages.
#
# Usage: Scripts/bench-site.sh [--runs N] [--pages N] [--corpus NAME] [--no-peers]
#                              [--no-linearity] [--no-api] [--patterndoc BIN] [--keep DIR]
#   --runs N          runs per tool, the median is shown (default 5)
#   --pages N         pages of the compared corpora (default 1000)
#   --corpus NAME     catalogue, small-pages or both (default both)
#   --no-peers        leave out docc and hugo (patterndoc and cmark only)
#   --no-linearity    leave out the 250/1,000/4,000 tables
#   --no-api          build the sites without API pages (patterndoc build --no-api)
#   --patterndoc BIN  time this patterndoc binary instead of building one (to compare builds)
#   --keep DIR        write the corpora and outputs into DIR and keep them (default: a temporary folder)
set -euo pipefail
cd "$(dirname "$0")/.."

runs=5
pages=1000
shapes=(catalogue small-pages)
peers=1
linearity=1
api_flag=()
patterndoc=""
keep=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --pages) pages="$2"; shift 2 ;;
        --corpus)
            case "$2" in
                both) shapes=(catalogue small-pages) ;;
                catalogue|small-pages) shapes=("$2") ;;
                *) echo "bench-site: --corpus takes catalogue, small-pages or both, not $2" >&2; exit 2 ;;
            esac
            shift 2 ;;
        --no-peers) peers=0; shift ;;
        --no-linearity) linearity=0; shift ;;
        --no-api) api_flag=(--no-api); shift ;;
        --patterndoc) patterndoc="$(readlink -f "$2")"; shift 2 ;;
        --keep) keep="$2"; shift 2 ;;
        -h|--help) sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "bench-site: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done

Scripts/bootstrap.sh

apt_missing=()
command -v cmark >/dev/null 2>&1 || apt_missing+=(cmark)
[[ -x /usr/bin/time ]] || apt_missing+=(time)
if [[ ${#apt_missing[@]} -gt 0 ]]; then
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "bench-site: ${apt_missing[*]} missing and apt-get is not available; install them and run this again." >&2
        exit 1
    fi
    sudo=""
    [[ $(id -u) -ne 0 ]] && sudo="sudo"
    echo "bench-site: installing ${apt_missing[*]} with apt-get"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${apt_missing[@]}" >/dev/null
fi
docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
[[ -x "$docc" ]] || docc="$(command -v docc || true)"
hugo="$(command -v hugo || true)"

swift build -c release --product SiteBenchmarks
bin="$(swift build -c release --show-bin-path)"
if [[ -z "$patterndoc" ]]; then
    swift build -c release --product patterndoc
    patterndoc="$bin/patterndoc"
fi
[[ -x "$patterndoc" ]] || { echo "bench-site: $patterndoc is not an executable" >&2; exit 2; }

if [[ -n "$keep" ]]; then
    work="$(mkdir -p "$keep" && cd "$keep" && pwd)"
    rm -rf "${work:?}"/*
else
    work="$(mktemp -d "${TMPDIR:-/tmp}/bench-site.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi

# One timed run: `measure NAME OUTPUT_DIR COMMAND...` appends "cpu wall rss_kb bytes" to
# $work/NAME.times; the output folder is removed before the run, untimed, unless
# keep_output=1 (a rebuild over the previous output, as patterndoc's users run it).
measure() {
    local name="$1" out="$2"
    shift 2
    [[ "${keep_output:-0}" == 1 ]] || rm -rf "$out"
    /usr/bin/time -f "%U %S %e %M" -o "$work/time.out" "$@" >"$work/$name.log" 2>&1 || {
        echo "bench-site: $name failed:" >&2
        tail -20 "$work/$name.log" >&2
        exit 1
    }
    local bytes=0
    [[ -d "$out" ]] && bytes=$(du -sb "$out" | cut -f1)
    awk -v bytes="$bytes" '{ printf "%.3f %.3f %d %d\n", $1 + $2, $3, $4, bytes }' "$work/time.out" >>"$work/$name.times"
}

# The median of column $2 (1 cpu, 2 wall, 3 rss KB, 4 bytes) of a times file.
median() {
    cut -d' ' -f"$2" "$1" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# The folder of the corpus of shape $1 with $2 pages, written the first time it is asked for.
corpus() {
    local folder="$work/corpus-$1-$2"
    [[ -d "$folder" ]] || "$bin/SiteBenchmarks" --write-corpus "$folder" --pages "$2" --shape "$1" >/dev/null
    echo "$folder"
}

# patterndoc rebuilds over the site of its previous run, as a user's next build does: it
# replaces the site whole, and keeps the replaced one in .build/patterndoc to overwrite next
# time rather than create every file anew.
# (keep_output is set as a shell variable, not for the command: in its environment it would
# make the timed runs' environment differ from the first build's, and patterndoc dumps the
# manifest again when the environment changes.)
patterndoc_run() {
    keep_output=1
    measure "$1" "$2/site" "$patterndoc" build --package "$2/package" --docs "$2/package/Docs" --out "$2/site" "${api_flag[@]}"
    keep_output=0
}

# A first build outside the timing: patterndoc's first run on a package creates its workspace
# and report, which later builds reuse as users' do.
first_build() {
    "$patterndoc" build --package "$1/package" --docs "$1/package/Docs" --out "$1/site" "${api_flag[@]}" >/dev/null
}

mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1000000 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "n/a" }'; }
verdict() { awk -v v="$1" -v t="$2" 'BEGIN { print (v <= t) ? "met" : "**missed**" }'; }

# The whole-process comparison on the corpus of shape $1: every tool, interleaved, then the
# tables.
compare() {
    local shape="$1" folder markdown_bytes blocks tool
    folder="$(corpus "$shape" "$pages")"
    markdown_bytes=$(find "$folder/package/Docs" -name '*.md' ! -name SUMMARY.md -print0 | du -cb --files0-from=- | tail -1 | cut -f1)
    blocks=$(grep -c '^```swift' "$folder/all-pages.md" || true)
    first_build "$folder"
    local tools=(patterndoc cmark)
    if [[ $peers -eq 1 ]]; then
        [[ -x "$docc" ]] && tools+=(docc)
        [[ -n "$hugo" ]] && tools+=(hugo)
    fi
    for tool in "${tools[@]}"; do rm -f "$work/$shape-$tool.times"; done
    for run in $(seq "$runs"); do
        echo "bench-site: $shape, run $run of $runs ($(uptime | sed 's/.*load average/load average/'))" >&2
        patterndoc_run "$shape-patterndoc" "$folder"
        measure "$shape-cmark" "$work/none" sh -c "cmark '$folder/all-pages.md' >/dev/null"
        if [[ " ${tools[*]} " == *" docc "* ]]; then
            measure "$shape-docc" "$work/docc-out" "$docc" convert "$folder/Corpus.docc" --output-path "$work/docc-out" \
                --fallback-display-name Corpus --fallback-bundle-identifier org.patterndoc.corpus
        fi
        if [[ " ${tools[*]} " == *" hugo "* ]]; then
            measure "$shape-hugo" "$work/hugo-out" "$hugo" --quiet --source "$folder/hugo" --destination "$work/hugo-out"
        fi
    done

    echo
    echo "Site build, whole process, $shape corpus: $pages pages, $(mb "$markdown_bytes") of Markdown, $blocks Swift blocks (skipped); median of $runs interleaved runs"
    echo "machine: $(nproc) cores, $(uptime | sed 's/.*load average/load average/')"
    echo
    echo "| tool | CPU (s) | wall (s) | peak memory | output |"
    echo "|---|---:|---:|---:|---:|"
    for tool in "${tools[@]}"; do
        local file="$work/$shape-$tool.times" out
        out=$(median "$file" 4)
        printf "| %s | %.2f | %.2f | %.0f MB | %s |\n" "$tool" "$(median "$file" 1)" "$(median "$file" 2)" \
            "$(awk -v k="$(median "$file" 3)" 'BEGIN { print k / 1000 }')" "$([[ $out == 0 ]] && echo - || mb "$out")"
    done
    local pd="$work/$shape-patterndoc.times" pd_cpu pd_wall pd_rss_mb pd_bytes cpu_ratio
    pd_cpu=$(median "$pd" 1)
    pd_wall=$(median "$pd" 2)
    pd_rss_mb=$(awk -v k="$(median "$pd" 3)" 'BEGIN { printf "%.0f", k / 1000 }')
    pd_bytes=$(median "$pd" 4)
    cpu_ratio=$(awk -v a="$pd_cpu" -v b="$(median "$work/$shape-cmark.times" 1)" 'BEGIN { print (b > 0) ? a / b : 0 }')
    echo
    echo "| ratio | measured | target |"
    echo "|---|---:|---:|"
    echo "| patterndoc / cmark, CPU | $(ratio "$pd_cpu" "$(median "$work/$shape-cmark.times" 1)") | within 6x: $(verdict "$cpu_ratio" 6) |"
    if [[ -f "$work/$shape-docc.times" ]]; then
        echo "| patterndoc / docc, wall | $(ratio "$pd_wall" "$(median "$work/$shape-docc.times" 2)") | under 0.25x |"
    elif [[ $peers -eq 1 ]]; then
        echo "| patterndoc / docc, wall | docc not found | under 0.25x |"
    fi
    if [[ -f "$work/$shape-hugo.times" ]]; then
        echo "| patterndoc / hugo, wall | $(ratio "$pd_wall" "$(median "$work/$shape-hugo.times" 2)") | under 0.10x |"
    elif [[ $peers -eq 1 ]]; then
        echo "| patterndoc / hugo, wall | hugo not installed, left out | under 0.10x |"
    fi
    echo "| patterndoc peak memory | $pd_rss_mb MB | under 100 MB: $(verdict "$pd_rss_mb" 100) |"
    echo "| site size / Markdown size | $(ratio "$pd_bytes" "$markdown_bytes") | under 3x |"
}

# patterndoc alone on the corpus of shape $1 at 250, 1,000 and 4,000 pages.
linearity_table() {
    local shape="$1" size folder
    local sizes=(250 1000 4000)
    for size in "${sizes[@]}"; do
        folder="$(corpus "$shape" "$size")"
        first_build "$folder"
        rm -f "$work/$shape-lin-$size.times"
    done
    for run in $(seq "$runs"); do
        echo "bench-site: $shape by size, run $run of $runs" >&2
        for size in "${sizes[@]}"; do
            patterndoc_run "$shape-lin-$size" "$work/corpus-$shape-$size"
        done
    done
    echo
    echo "patterndoc build by corpus size, $shape corpus (median of $runs interleaved runs)"
    echo
    echo "| pages | CPU (s) | wall (s) | CPU per page (ms) | wall per page (ms) | peak memory | site |"
    echo "|---:|---:|---:|---:|---:|---:|---:|"
    for size in "${sizes[@]}"; do
        local file="$work/$shape-lin-$size.times" cpu wall
        cpu=$(median "$file" 1)
        wall=$(median "$file" 2)
        printf "| %d | %.2f | %.2f | %.2f | %.2f | %.0f MB | %s |\n" "$size" "$cpu" "$wall" \
            "$(awk -v c="$cpu" -v n="$size" 'BEGIN { print c * 1000 / n }')" \
            "$(awk -v c="$wall" -v n="$size" 'BEGIN { print c * 1000 / n }')" \
            "$(awk -v k="$(median "$file" 3)" 'BEGIN { print k / 1000 }')" "$(mb "$(median "$file" 4)")"
    done
    local rss_4000
    rss_4000=$(awk -v k="$(median "$work/$shape-lin-4000.times" 3)" 'BEGIN { printf "%.0f", k / 1000 }')
    echo
    echo "Peak memory at 4,000 pages: $rss_4000 MB (target under 150 MB: $(verdict "$rss_4000" 150))."
}

echo "bench-site: timing $patterndoc" >&2
for shape in "${shapes[@]}"; do
    compare "$shape"
done
if [[ $linearity -eq 1 ]]; then
    for shape in "${shapes[@]}"; do
        linearity_table "$shape"
    done
fi
