// Measures the runtime: composition overhead, `forEach` routing, `IdentifiedArray`, and a
// `ViewHost` list. Run through Scripts/bench.sh (release build).
//
//   --iterations N   shortens a run, for profiling under valgrind
//   --only SECTION   runs one of: scope, foreach, collections, views

import Foundation

let arguments = CommandLine.arguments
let iterations = arguments.firstIndex(of: "--iterations").flatMap { Int(arguments[$0 + 1]) } ?? 1_000_000
let only = arguments.firstIndex(of: "--only").map { arguments[$0 + 1] }
let sections: [(name: String, run: () -> Void)] = [
    ("scope", { printScopeBenchmarks(iterations: iterations) }),
    ("foreach", { printForEachBenchmarks(iterations: iterations) }),
    ("collections", { printIdentifiedArrayBenchmarks() }),
    ("views", { MainActor.assumeIsolated { printViewHostBenchmarks() } }),
]
if let only, !sections.contains(where: { $0.name == only }) {
    print("Unknown section '\(only)'. Use one of: \(sections.map(\.name).joined(separator: ", ")).")
    exit(2)
}
for (index, section) in sections.enumerated() where only == nil || only == section.name {
    if index > 0, only == nil { print("") }
    section.run()
}
