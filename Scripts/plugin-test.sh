#!/usr/bin/env bash
# patterndoc's command plugin, end to end, as a user of another package runs it: a copy of
# Tests/PatternDocTests/Fixtures/PluginConsumer outside this repository, depending on it by a
# relative path, runs `swift package patterndoc test` (which
# ends with 'N passed, N failed') and `... patterndoc build` (which writes _site).
# Then a copy of Tests/PatternDocTests/Fixtures/TCAApp, an app's features built on Composable,
# verifies its DocC catalog of articles with `swift package patterndoc test`, with case paths
# and imports from this package and no plugin or module of its own.
# The first run in each builds patterndoc inside the consumer's .build, which takes most of the time.
# Usage: Scripts/plugin-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
consumer="$scratch/PluginConsumer"
cp -R Tests/PatternDocTests/Fixtures/PluginConsumer "$consumer"
rm -rf "$consumer/.build" "$consumer/_site"
relative=$(realpath --relative-to="$consumer" "$root")
sed -i "s|.package(path: \"../../../..\")|.package(path: \"$relative\")|" "$consumer/Package.swift"
grep -q ".package(path: \"$relative\")" "$consumer/Package.swift"

# shellcheck source=lib/checks.sh
source "$root/Scripts/lib/checks.sh"
start=$(date +%s)
tested=$start

# `test` needs no flag, as the README shows: the plugin declares no permission.
status=0
(cd "$consumer" && swift package patterndoc test) > "$scratch/test.txt" 2>&1 < /dev/null || status=$?
tested=$(date +%s)
check "swift package patterndoc test exits 0" test "$status" -eq 0
check "and ends with 'N passed, N failed'" grep -qE '^[0-9]+ passed, [0-9]+ failed' <(tail -n 1 "$scratch/test.txt")
check "having verified the consumer's page" grep -q "Docs/Shouting.md: ok (2 blocks)" "$scratch/test.txt"

status=0
(cd "$consumer" && swift package --allow-writing-to-package-directory patterndoc build) > "$scratch/build.txt" 2>&1 || status=$?
check "swift package --allow-writing-to-package-directory patterndoc build exits 0" test "$status" -eq 0
check "and writes the site into the package, API pages too" test -f "$consumer/_site/Shouting.html" -a -d "$consumer/_site/api"

status=0
(cd "$consumer" && swift package --allow-writing-to-package-directory patterndoc build --help) > "$scratch/help.txt" 2>&1 || status=$?
check "the plugin passes options through: build --help" grep -q "^Usage: patterndoc build" "$scratch/help.txt"

status=0
(cd "$consumer" && swift package --allow-writing-to-package-directory patterndoc tset) > "$scratch/usage.txt" 2>&1 || status=$?
check "a usage error fails the plugin" test "$status" -ne 0
check "with patterndoc's message" grep -q "Did you mean 'test'?" "$scratch/usage.txt"

# An app built on Composable: its articles show features in parts (`continues`), views, tests
# and navigation, and need this package's case paths and modules, which nothing in its manifest
# asks for beyond depending on the runtime.
app="$scratch/TCAApp"
cp -R Tests/PatternDocTests/Fixtures/TCAApp "$app"
rm -rf "$app/.build"
relative=$(realpath --relative-to="$app" "$root")
sed -i "s|path: \"../../../..\")|path: \"$relative\")|" "$app/Package.swift"
check "the app fixture depends on this package by a relative path" grep -q "path: \"$relative\")" "$app/Package.swift"
status=0
(cd "$app" && swift package patterndoc test --docs Sources/AppFeatures/AppFeatures.docc) > "$scratch/app.txt" 2>&1 < /dev/null || status=$?
check "swift package patterndoc test on the app's DocC catalog exits 0" test "$status" -eq 0
check "and says which modules the runtime implied" grep -q "^Implicit imports: .*Composable, ComposableTesting, ComposableUI from the dependency" "$scratch/app.txt"
check "and verified every article's blocks" grep -qE '^[0-9]+ passed, 0 failed' <(tail -n 1 "$scratch/app.txt")

end=$(date +%s)
if ((failed > 0)); then
    echo "--- test output"; tail -n 30 "$scratch/test.txt"
    echo "--- build output"; tail -n 30 "$scratch/build.txt"
    echo "--- app output"; tail -n 60 "$scratch/app.txt"
fi
echo "plugin-test: $passed passed, $failed failed (test $((tested - start)) s with patterndoc's build, all $((end - start)) s)"
((failed == 0))
