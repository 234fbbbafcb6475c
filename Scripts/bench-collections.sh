#!/usr/bin/env bash
# Compares IdentifiedArray and the TestStore's state diff with swift-identified-collections and
# swift-custom-dump, side by side in one release build (Benchmarks/IdentifiedCollections, a
# package of its own so that the main package keeps no package dependencies). Prints one table:
# both medians and their ratio for each operation. Extra arguments go to the benchmark, e.g.
# `--rounds 31`.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks/IdentifiedCollections"

swift build -c release --product CollectionsComparison
"$(swift build -c release --show-bin-path)/CollectionsComparison" "$@"
