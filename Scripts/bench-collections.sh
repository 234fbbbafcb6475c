#!/usr/bin/env bash
# Compares IdentifiedArray and the TestStore's state diff with swift-identified-collections and
# swift-custom-dump, side by side in one release build (Benchmarks/IdentifiedCollections, a
# package of its own so that the main package keeps no package dependencies). Prints one table:
# both medians and their ratio for each operation. Extra arguments go to the benchmark, e.g.
# `--rounds 31`.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks/IdentifiedCollections"

# SwiftPM can keep planning with the main package's old file list after files are added to it
# (a new folder was missed here); dropping the plan costs a second and rules that out.
rm -f .build/release.yaml .build/release/description.json
swift build -c release --product CollectionsComparison
"$(swift build -c release --show-bin-path)/CollectionsComparison" "$@"
