#!/usr/bin/env bash
# Compiles the view code of the original's example apps against this package's ComposableUI,
# as a person porting them would: each app's sources are copied into a throwaway package that
# depends on this one by path, only mechanical edits are applied (imports, macro attributes
# spelled as this package documents them), and each app is built as its own module. Prints the
# number of errors per app and writes each app's compiler errors to WORK/APP.errors.
# Not run by test.sh: it builds seven modules and takes minutes.
#
#   Scripts/try-original-views.sh [--originals DIR] [--work DIR] [APP ...]
#
# --originals  the original's Examples folder (default: the shared api-coverage copy)
# --work       where the throwaway package goes (default: /tmp/try-original-views)
# APP          CaseStudies SyncUps Todos VoiceMemos Search SpeechRecognition TicTacToe
#              (default: all of them)
#
# The edits: `import SwiftUI`/`UIKit` -> `import ComposableUI`; `import ComposableArchitecture`
# and the point-free libraries it re-exports -> `import Composable`; the Apple frameworks that
# have no Linux counterpart (Speech, AVFoundation, Combine) -> `import Foundation`; `@Reducer struct F` ->
# `struct F: Reducer` (and enums alike); `@ObservableState`, `@CasePathable`,
# `@DependencyClient`, `@ViewAction(for:)`, `@ReducerCaseIgnored`, `@ReducerCaseEphemeral`
# dropped; `@main` dropped (the apps are built as libraries); each `#Preview { ... }` becomes
# a private `@ViewBuilder` function with the same body, so that previews are compiled too. The UIKit halves of TicTacToe
# and of the case studies are left out.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
originals=/work/shared/api-coverage/originals/pointfreeco+swift-composable-architecture/Examples
work=/tmp/try-original-views
apps=()
while [ $# -gt 0 ]; do
    case "$1" in
        --originals) originals="$2"; shift 2 ;;
        --work) work="$2"; shift 2 ;;
        -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
        *) apps+=("$1"); shift ;;
    esac
done
all=(CaseStudies SyncUps Todos VoiceMemos Search SpeechRecognition TicTacToe)
[ ${#apps[@]} -eq 0 ] && apps=("${all[@]}")

# The folders each app's sources come from, relative to the Examples folder.
sources_of() {
    case "$1" in
        CaseStudies) echo CaseStudies/SwiftUICaseStudies ;;
        SyncUps) echo SyncUps/SyncUps ;;
        Todos) echo Todos/Todos ;;
        VoiceMemos) echo VoiceMemos/VoiceMemos ;;
        Search) echo Search/Search ;;
        SpeechRecognition) echo SpeechRecognition/SpeechRecognition ;;
        TicTacToe)
            for module in AppCore AppSwiftUI AuthenticationClient AuthenticationClientLive GameCore GameSwiftUI \
                LoginCore LoginSwiftUI NewGameCore NewGameSwiftUI TwoFactorCore TwoFactorSwiftUI; do
                echo "TicTacToe/tic-tac-toe/Sources/$module"
            done ;;
        *) echo "unknown app: $1 (one of: ${all[*]})" >&2; exit 2 ;;
    esac
}

mkdir -p "$work/Sources"
targets=""
for app in "${all[@]}"; do
    targets+="        .target(name: \"$app\", dependencies: [.product(name: \"Composable\", package: \"wt\"), .product(name: \"ComposableUI\", package: \"wt\")], plugins: [.plugin(name: \"CasePathsPlugin\", package: \"wt\")]),"$'\n'
done
cat > "$work/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TryOriginalViews",
    dependencies: [.package(name: "wt", path: "$root")],
    targets: [
$targets    ],
    swiftLanguageModes: [.v6]
)
EOF

for app in "${all[@]}"; do
    rm -rf "${work:?}/Sources/$app"
    mkdir -p "$work/Sources/$app"
    # An app not asked for still needs a source file for the package to load.
    echo "// $app" > "$work/Sources/$app/Placeholder.swift"
done

for app in "${apps[@]}"; do
    destination="$work/Sources/$app"
    for folder in $(sources_of "$app"); do
        find "$originals/$folder" -name '*.swift' | while read -r file; do
            relative="${file#"$originals/$folder/"}"
            target="$destination/$(basename "$folder")/$relative"
            mkdir -p "$(dirname "$target")"
            cp "$file" "$target"
        done
    done
    find "$destination" -name '*.swift' -print0 | xargs -0 perl -0pi -e '
        s/^(\@preconcurrency )?import (SwiftUI|UIKit)$/import ComposableUI/mg;
        s/^(\@preconcurrency )?import (ComposableArchitecture|Dependencies|DependenciesMacros|IdentifiedCollections|SwiftUINavigation|CasePaths|Sharing|Tagged)$/import Composable/mg;
        s/^(\@preconcurrency )?import (Speech|AVFoundation|Combine)$/import Foundation/mg;
        s/^(\s*)import (XCTestDynamicOverlay|IssueReporting)$/$1import Composable/mg;
        s/^import (AppCore|AppSwiftUI|AuthenticationClient|AuthenticationClientLive|GameCore|GameSwiftUI|LoginCore|LoginSwiftUI|NewGameCore|NewGameSwiftUI|TwoFactorCore|TwoFactorSwiftUI)\n//mg;
        s/\@Reducer(\([^)]*\))?\s+((?:public |private |fileprivate |internal )?)(struct|enum) (\w+)(\s*:\s*)?/$2 . "$3 $4: Reducer" . ($5 ? ", " : " ")/ge;
        s/^[ \t]*\@(ObservableState|CasePathable|DependencyClient|ReducerCaseIgnored|ReducerCaseEphemeral|main)[ \t]*\n//mg;
        s/\@(ObservableState|CasePathable|DependencyClient|ReducerCaseIgnored|ReducerCaseEphemeral) //g;
        s/^[ \t]*\@ViewAction\(for: [^)]*\)[ \t]*\n//mg;
        s/^#Preview(?:\([^)]*\))?\s*(\{(?:[^{}]++|(?1))*\})/"\@MainActor \@ViewBuilder private func preview" . ++$n . "() -> some View $1"/mge;
    '
done

cd "$work"
for app in "${apps[@]}"; do
    log="$work/$app.log"
    if swift build --target "$app" >"$log" 2>&1; then
        echo "$app: builds"
        : >"$work/$app.errors"
    else
        grep -E "^/.*error:" "$log" | sed "s|^$work/Sources/||" | sort -u >"$work/$app.errors" || true
        if [ -s "$work/$app.errors" ]; then
            echo "$app: $(wc -l <"$work/$app.errors") errors (see $work/$app.errors)"
        else
            echo "$app: the build failed without a compiler error in the app (see $log)"
        fi
    fi
done
