#!/usr/bin/env bash
# Every benchmark, in release builds, each printing its own table:
#   runtime      composition overhead, Store.send, forEach, a ViewHost list of 1,000 and
#                100,000 rows (ComposableBenchmarks)
#   collections  IdentifiedArray and the state diff side by side with swift-identified-collections
#                and swift-custom-dump (Scripts/bench-collections.sh)
#   site         `patterndoc build` as a whole process against cmark, DocC and Hugo on 1,000
#                generated pages, and at 250/1,000/4,000 pages (Scripts/bench-site.sh)
#   doctest      `patterndoc test` on a generated 100-page catalogue of 1,000 blocks against a
#                plain merged build, a one-block edit and a no-op run (Scripts/bench-doctest.sh)
#
# Usage: Scripts/bench.sh [runtime|collections|site|doctest]...   (default: all four)
# The in-process render benchmark, for profiling: `swift run -c release SiteBenchmarks`.
set -euo pipefail
cd "$(dirname "$0")/.."

parts=("$@")
if [[ ${#parts[@]} -eq 0 ]]; then
    parts=(runtime collections site doctest)
fi
for part in "${parts[@]}"; do
    case "$part" in
        runtime|collections|site|doctest) ;;
        *) echo "bench: unknown part '$part'; use runtime, collections, site or doctest." >&2; exit 2 ;;
    esac
done

Scripts/bootstrap.sh

for part in "${parts[@]}"; do
    echo "== $part"
    case "$part" in
        runtime)
            swift build -c release --product ComposableBenchmarks
            "$(swift build -c release --show-bin-path)/ComposableBenchmarks"
            ;;
        collections) Scripts/bench-collections.sh ;;
        site) Scripts/bench-site.sh ;;
        doctest) Scripts/bench-doctest.sh ;;
    esac
    echo
done
