#!/usr/bin/env bash
# Fuzzes patterndoc's input handling with libFuzzer for a set time per target.
#
#   Scripts/fuzz.sh [--seconds N] [--build-only] [TARGET...]
#
# Targets (default: all four, one after the other):
#   fence-attributes  FenceAttributeParser: a code fence's info string
#   code-blocks       CodeBlockExtractor.extractEachBlock(from:): a Markdown page through cmark
#   lexer             SwiftSource's Lexer and DeclarationScanner: Swift source
#   render            PageRenderer.render and SwiftHighlighter.html: a page, and Swift code
#
# Each target is one `swiftc -sanitize=fuzzer,address` invocation that compiles the module
# sources it needs together with its entry point from Tests/Fuzz/ into .build-fuzz/bin/. Its
# corpus lives in .build-fuzz/corpus/<target> (seeded from Tests/Fuzz/Seeds/<target>, kept
# between runs), crashes go to .build-fuzz/crashes/<target>-*, and the full libFuzzer log to
# .build-fuzz/logs/<target>.log. Reproduce a crash with `.build-fuzz/bin/<target> <crash file>`.
#
# Exits non-zero when a target fails to build or libFuzzer finds a crash, an invariant
# failure, a timeout or a memory blow-up.
set -euo pipefail

usage() {
    sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'
}

readonly all_targets=(fence-attributes code-blocks lexer render)
seconds=600
build_only=0
targets=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --seconds)
            [[ $# -ge 2 ]] || { echo "fuzz.sh: --seconds needs a number" >&2; exit 2; }
            seconds="$2"
            shift 2
            ;;
        --seconds=*)
            seconds="${1#--seconds=}"
            shift
            ;;
        --build-only)
            build_only=1
            shift
            ;;
        -h|--help)
            usage
            exit 0
            ;;
        -*)
            echo "fuzz.sh: unknown option '$1'" >&2
            usage >&2
            exit 2
            ;;
        *)
            known=0
            for target in "${all_targets[@]}"; do
                if [[ "$1" == "$target" ]]; then known=1; fi
            done
            if [[ $known -eq 0 ]]; then
                echo "fuzz.sh: unknown target '$1'; the targets are: ${all_targets[*]}" >&2
                exit 2
            fi
            targets+=("$1")
            shift
            ;;
    esac
done
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
    echo "fuzz.sh: --seconds takes a whole number of seconds above 0, not '$seconds'" >&2
    exit 2
fi
[[ ${#targets[@]} -gt 0 ]] || targets=("${all_targets[@]}")

cd "$(dirname "$0")/.."
Scripts/bootstrap.sh

readonly out=.build-fuzz
# A single input that runs this long is reported as a hang (libFuzzer's default is 20 minutes).
readonly timeout_seconds="${FUZZ_TIMEOUT:-30}"
mkdir -p "$out/bin" "$out/logs" "$out/crashes" "$out/corpus" "$out/ModuleCache"

swiftc_path="$(command -v swiftc)"
toolchain_bin="$(dirname "$(readlink -f "$swiftc_path")")"
linker_flags=()
# The toolchain's lld links the sanitizer runtimes without gold's "cannot export local symbol"
# warnings.
if [[ -x "$toolchain_bin/ld.lld" ]]; then
    linker_flags=(-use-ld=lld)
fi
# Swift's own crash backtracer reads the crashed process's memory in a way ASan reports as a
# second crash; libFuzzer and ASan already print the stack.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
if [[ -z "${ASAN_SYMBOLIZER_PATH:-}" && -x "$toolchain_bin/llvm-symbolizer" ]]; then
    export ASAN_SYMBOLIZER_PATH="$toolchain_bin/llvm-symbolizer"
fi

entry_file() {
    case "$1" in
        fence-attributes) echo Tests/Fuzz/FenceAttributesFuzz.swift ;;
        code-blocks) echo Tests/Fuzz/CodeBlockExtractorFuzz.swift ;;
        lexer) echo Tests/Fuzz/SwiftLexerFuzz.swift ;;
        render) echo Tests/Fuzz/RendererFuzz.swift ;;
    esac
}

# Compiles one target. Everything goes into one module named SwiftSource, so that PatternDoc's
# `import SwiftSource` refers to the module being compiled (swiftc warns that it ignores it).
# PatternDoc's stage targets (PatternDocSupport, PatternDocModel, PatternDocMarkdown,
# PatternDocProcesses, PatternDocPackage, PatternDocLoad, PatternDocExtract, PatternDoc)
# are compiled from copies without their imports of each other (PatternDoc's re-export of
# PatternDocModel included), which one module cannot have.
build() {
    local target="$1" log="$out/logs/$1-build.log"
    local sources=() flags=(-package-name patterndoc) compiled=()
    mapfile -t sources < <(find Sources/SwiftSource -name '*.swift' | LC_ALL=C sort)
    compiled=("${sources[@]}")
    if [[ "$target" != lexer ]]; then
        local stages=() file
        mapfile -t stages < <(find Sources/PatternDoc Sources/PatternDocSupport Sources/PatternDocModel Sources/PatternDocMarkdown \
            Sources/PatternDocProcesses Sources/PatternDocPackage Sources/PatternDocLoad Sources/PatternDocExtract -name '*.swift' | LC_ALL=C sort)
        sources+=("${stages[@]}")
        rm -rf "$out/sources/$target"
        for file in "${stages[@]}"; do
            mkdir -p "$out/sources/$target/$(dirname "$file")"
            sed -E '/^(@_exported )?import PatternDoc(Support|Model|Markdown|Processes|Package|Load|Extract)$/d' "$file" >"$out/sources/$target/$file"
            compiled+=("$out/sources/$target/$file")
        done
        # shellcheck disable=SC2207
        flags+=(-I Sources/CCmark $(pkg-config --libs-only-L libcmark) -lcmark)
    fi
    sources+=(Tests/Fuzz/FuzzSupport.swift "$(entry_file "$target")")
    compiled+=(Tests/Fuzz/FuzzSupport.swift "$(entry_file "$target")")
    if [[ -x "$out/bin/$target" && -f "$out/bin/$target.sources" ]] \
        && printf '%s\n' "${sources[@]}" | cmp -s - "$out/bin/$target.sources" \
        && [[ -z "$(find "${sources[@]}" Scripts/fuzz.sh -newer "$out/bin/$target" -print -quit)" ]]; then
        echo "fuzz.sh: $out/bin/$target is up to date"
        return 0
    fi
    echo "fuzz.sh: building $target (${#sources[@]} files) into $out/bin/$target"
    rm -f "$out/bin/$target.sources"
    if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 \
        -module-name SwiftSource -module-cache-path "$out/ModuleCache" \
        "${linker_flags[@]}" "${flags[@]}" "${compiled[@]}" -o "$out/bin/$target" >"$log" 2>&1; then
        cat "$log" >&2
        echo "fuzz.sh: $target did not build (log: $log)" >&2
        return 1
    fi
    printf '%s\n' "${sources[@]}" >"$out/bin/$target.sources"
    local warnings
    warnings=$(grep ': warning: ' "$log" | sort -u | wc -l)
    if [[ "$warnings" -gt 0 ]]; then
        echo "fuzz.sh: $target built with $warnings warning(s), see $log"
    fi
}

# Runs one target for $seconds and prints libFuzzer's final coverage and execution counts.
run() {
    local target="$1"
    local corpus="$out/corpus/$target" log="$out/logs/$target.log"
    local seeds="Tests/Fuzz/Seeds/$target" dict="Tests/Fuzz/Dictionaries/$target.dict"
    mkdir -p "$corpus"
    if [[ -d "$seeds" ]]; then
        for seed in "$seeds"/*; do
            if [[ -f "$seed" && ! -e "$corpus/$(basename "$seed")" ]]; then
                cp "$seed" "$corpus/"
            fi
        done
    fi
    local options=(
        -max_total_time="$seconds"
        -timeout="$timeout_seconds"
        -rss_limit_mb=2048
        -print_final_stats=1
        -artifact_prefix="$out/crashes/$target-"
    )
    if [[ -f "$dict" ]]; then
        options+=(-dict="$dict")
    fi
    echo "fuzz.sh: fuzzing $target for ${seconds}s (corpus: $corpus, log: $log)"
    local start=$SECONDS status=0
    "$out/bin/$target" "${options[@]}" "$corpus" >"$log" 2>&1 || status=$?
    local elapsed=$((SECONDS - start))
    local done_line
    done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1 || true)
    if [[ $status -eq 0 && -n "$done_line" ]]; then
        echo "fuzz.sh: $target: $done_line"
        grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" \
            | sed "s/^/fuzz.sh: $target: /" || true
        echo "fuzz.sh: $target: ran ${elapsed}s, corpus $(find "$corpus" -type f | wc -l) inputs"
        return 0
    fi
    echo "fuzz.sh: $target FAILED after ${elapsed}s (libFuzzer exit status $status); log: $log" >&2
    grep -E '^#[0-9]+[[:space:]]' "$log" | tail -n 1 | sed "s/^/fuzz.sh: $target: last status: /" >&2 || true
    grep -E 'fuzz invariant failed|Fatal error|Swift runtime failure|ALARM:|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|SUMMARY:|Test unit written to|^    #[0-9]+ ' "$log" \
        | head -n 40 | sed "s/^/fuzz.sh: $target: /" >&2 || true
    return 1
}

failed=()
for target in "${targets[@]}"; do
    if ! build "$target"; then
        failed+=("$target (build)")
        continue
    fi
    if [[ $build_only -eq 1 ]]; then
        continue
    fi
    run "$target" || failed+=("$target")
done

if [[ ${#failed[@]} -gt 0 ]]; then
    echo "fuzz.sh: failed: ${failed[*]}; logs in $out/logs/, crash inputs in $out/crashes/" >&2
    exit 1
fi
if [[ $build_only -eq 1 ]]; then
    echo "fuzz.sh: built ${targets[*]}"
else
    echo "fuzz.sh: no crashes in ${targets[*]} (${seconds}s each)"
fi
