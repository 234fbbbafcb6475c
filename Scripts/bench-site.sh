#!/usr/bin/env bash
# Times `patterndoc build` as a whole process, as a user waits for it, on a generated docs
# folder (SiteBenchmarks --write-corpus: every Swift block marked `skip`, so that only the
# site is built), against the tools a user would otherwise run on the same pages:
#   cmark   one Debian `cmark` process on all pages joined (the floor for rendering)
#   docc    `docc convert` on the pages as articles of one catalog (ships with the toolchain)
#   hugo    a Hugo site whose every page lists every page, only when `hugo` is installed
# Each tool runs --runs times, interleaved, and the table shows medians of CPU (user+sys),
# wall time and peak memory (GNU time), and the size of what it wrote. Then the same for
# patterndoc alone at 250, 1,000 and 4,000 pages, to show that time grows linearly.
#
# Installs what is missing: libcmark-dev (bootstrap.sh), Debian's cmark and time packages.
#
# Usage: Scripts/bench-site.sh [--runs N] [--pages N] [--no-linearity] [--no-api] [--keep DIR]
#   --runs N        runs per tool, the median is shown (default 3)
#   --pages N       pages of the compared corpus (default 1000)
#   --no-linearity  leave out the 250/1,000/4,000 table
#   --no-api        build the sites without API pages (patterndoc build --no-api)
#   --keep DIR      write the corpora and outputs into DIR and keep them (default: a temporary folder)
set -euo pipefail
cd "$(dirname "$0")/.."

runs=3
pages=1000
linearity=1
api_flag=()
keep=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --pages) pages="$2"; shift 2 ;;
        --no-linearity) linearity=0; shift ;;
        --no-api) api_flag=(--no-api); shift ;;
        --keep) keep="$2"; shift 2 ;;
        -h|--help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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

swift build -c release --product patterndoc
swift build -c release --product SiteBenchmarks
bin="$(swift build -c release --show-bin-path)"

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

corpus() {
    local folder="$work/corpus-$1"
    [[ -d "$folder" ]] || "$bin/SiteBenchmarks" --write-corpus "$folder" --pages "$1" >/dev/null
    echo "$folder"
}

# patterndoc rebuilds over the site of its previous run, as a user's next build does: it
# replaces the site whole, and keeps the replaced one in .build/patterndoc to overwrite next
# time rather than create every file anew.
patterndoc_run() {
    keep_output=1 measure "$1" "$2/site" "$bin/patterndoc" build --package "$2/package" --docs "$2/package/Docs" --out "$2/site" "${api_flag[@]}"
}

main_corpus="$(corpus "$pages")"
markdown_bytes=$(find "$main_corpus/package/Docs" -name '*.md' ! -name SUMMARY.md -print0 | du -cb --files0-from=- | tail -1 | cut -f1)
# A first build outside the timing: patterndoc's first run on a package creates its workspace
# and report, which later builds reuse as users' do.
"$bin/patterndoc" build --package "$main_corpus/package" --docs "$main_corpus/package/Docs" --out "$main_corpus/site" "${api_flag[@]}" >/dev/null

tools=(patterndoc cmark)
[[ -x "$docc" ]] && tools+=(docc)
[[ -n "$hugo" ]] && tools+=(hugo)
for run in $(seq "$runs"); do
    echo "bench-site: run $run of $runs ($(uptime | sed 's/.*load average/load average/'))" >&2
    patterndoc_run patterndoc "$main_corpus"
    measure cmark "$work/none" sh -c "cmark '$main_corpus/all-pages.md' >/dev/null"
    if [[ " ${tools[*]} " == *" docc "* ]]; then
        measure docc "$work/docc-out" "$docc" convert "$main_corpus/Corpus.docc" --output-path "$work/docc-out" \
            --fallback-display-name Corpus --fallback-bundle-identifier org.patterndoc.corpus
    fi
    if [[ -n "$hugo" ]]; then
        measure hugo "$work/hugo-out" "$hugo" --quiet --source "$main_corpus/hugo" --destination "$work/hugo-out"
    fi
done

mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1000000 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "n/a" }'; }
echo
echo "Site build, whole process: $pages pages, $(mb "$markdown_bytes") of Markdown; median of $runs interleaved runs"
echo "machine: $(nproc) cores, $(uptime | sed 's/.*load average/load average/')"
echo
echo "| tool | CPU (s) | wall (s) | peak memory | output |"
echo "|---|---:|---:|---:|---:|"
for tool in "${tools[@]}"; do
    file="$work/$tool.times"
    out=$(median "$file" 4)
    printf "| %s | %.2f | %.2f | %.0f MB | %s |\n" "$tool" "$(median "$file" 1)" "$(median "$file" 2)" \
        "$(awk -v k="$(median "$file" 3)" 'BEGIN { print k / 1000 }')" "$([[ $out == 0 ]] && echo - || mb "$out")"
done
pd_cpu=$(median "$work/patterndoc.times" 1)
pd_wall=$(median "$work/patterndoc.times" 2)
pd_rss=$(median "$work/patterndoc.times" 3)
pd_bytes=$(median "$work/patterndoc.times" 4)
echo
echo "| ratio | measured | target |"
echo "|---|---:|---:|"
echo "| patterndoc / cmark, CPU | $(ratio "$pd_cpu" "$(median "$work/cmark.times" 1)") | within 6x |"
if [[ -f "$work/docc.times" ]]; then
    echo "| patterndoc / docc, wall | $(ratio "$pd_wall" "$(median "$work/docc.times" 2)") | under 0.25x |"
else
    echo "| patterndoc / docc, wall | docc not found | under 0.25x |"
fi
if [[ -f "$work/hugo.times" ]]; then
    echo "| patterndoc / hugo, wall | $(ratio "$pd_wall" "$(median "$work/hugo.times" 2)") | under 0.10x |"
else
    echo "| patterndoc / hugo, wall | hugo not installed, left out | under 0.10x |"
fi
echo "| patterndoc peak memory | $(awk -v k="$pd_rss" 'BEGIN { printf "%.0f MB", k / 1000 }') | under 100 MB |"
echo "| site size / Markdown size | $(ratio "$pd_bytes" "$markdown_bytes") | under 3x |"

if [[ $linearity -eq 1 ]]; then
    sizes=(250 1000 4000)
    for size in "${sizes[@]}"; do
        folder="$(corpus "$size")"
        "$bin/patterndoc" build --package "$folder/package" --docs "$folder/package/Docs" --out "$folder/site" "${api_flag[@]}" >/dev/null
        rm -f "$work/lin-$size.times"
    done
    for run in $(seq "$runs"); do
        for size in "${sizes[@]}"; do
            patterndoc_run "lin-$size" "$work/corpus-$size"
        done
    done
    echo
    echo "patterndoc build by corpus size (median of $runs interleaved runs)"
    echo
    echo "| pages | CPU (s) | wall (s) | CPU per page (ms) | wall per page (ms) | peak memory | site |"
    echo "|---:|---:|---:|---:|---:|---:|---:|"
    for size in "${sizes[@]}"; do
        file="$work/lin-$size.times"
        cpu=$(median "$file" 1)
        wall=$(median "$file" 2)
        printf "| %d | %.2f | %.2f | %.2f | %.2f | %.0f MB | %s |\n" "$size" "$cpu" "$wall" \
            "$(awk -v c="$cpu" -v n="$size" 'BEGIN { print c * 1000 / n }')" \
            "$(awk -v c="$wall" -v n="$size" 'BEGIN { print c * 1000 / n }')" \
            "$(awk -v k="$(median "$file" 3)" 'BEGIN { print k / 1000 }')" "$(mb "$(median "$file" 4)")"
    done
fi
