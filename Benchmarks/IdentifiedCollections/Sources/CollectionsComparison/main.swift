// Compares this package's IdentifiedArray and state diff with swift-identified-collections and
// swift-custom-dump, side by side, in one release build, on the same inputs. Each row is the
// median of interleaved runs. Run through Scripts/bench-collections.sh.
//
//   --rounds N   runs per side and row (default 21)
//   --only TEXT  runs only the rows whose name contains TEXT

let arguments = CommandLine.arguments
let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[$0 + 1]) } ?? 21

let workload = Workload(count: 100_000, frontRepeats: 1_000, middleRepeats: 100)
let only = arguments.firstIndex(of: "--only").map { arguments[$0 + 1] }
let comparisons = (identifiedArrayComparisons(workload) + [stateDiffComparison(rows: 1_000)])
    .filter { only == nil || $0.name.contains(only!) }

print("IdentifiedArray of \(workload.count) elements and a 1,000-row state diff, against")
print("swift-identified-collections and swift-custom-dump: median times of \(rounds) interleaved runs,")
print("and the median of the \(rounds) ratios of a run of ours to the run of theirs beside it")
print(tableHeader)
for comparison in comparisons {
    print(tableRow(measure(comparison, rounds: rounds)))
}
