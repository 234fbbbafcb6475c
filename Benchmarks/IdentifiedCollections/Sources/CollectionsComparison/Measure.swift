/// One row of the comparison: the same work done with this package's type and with the other
/// package's, each closure doing its own untimed setup and returning the time of the work alone.
struct Comparison {
    var name: String
    /// What one measured run does, for the table ("100,000 appends").
    var unit: String
    var ours: () -> Duration
    var theirs: () -> Duration
}

/// The median times of one comparison.
struct ComparisonResult {
    var comparison: Comparison
    var ours: Duration
    var theirs: Duration
    /// How many times as long ours takes, below 1 when ours is faster: the median of each
    /// round's ratio. The two runs of a round are back to back, so they share the machine's
    /// load of the moment, and the ratio holds steadier on a busy machine than `ours / theirs`.
    var ratio: Double
}

/// Runs both sides `rounds` times, alternating which goes first so that neither always runs on a
/// warmer cache or a quieter moment, and keeps the median of each side.
func measure(_ comparison: Comparison, rounds: Int) -> ComparisonResult {
    // One untimed run each, so that first-touch costs (page faults, lazy metadata) are not timed.
    _ = comparison.ours()
    _ = comparison.theirs()
    var ours: [Duration] = []
    var theirs: [Duration] = []
    for round in 0..<rounds {
        if round.isMultiple(of: 2) {
            ours.append(comparison.ours())
            theirs.append(comparison.theirs())
        } else {
            theirs.append(comparison.theirs())
            ours.append(comparison.ours())
        }
    }
    let ratios = zip(ours, theirs).map { $0 / $1 }
    return ComparisonResult(comparison: comparison, ours: median(ours), theirs: median(theirs), ratio: median(ratios))
}

/// The time `body` takes.
func time(_ body: () -> Void) -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    return clock.now - start
}

private func median(_ durations: [Duration]) -> Duration {
    let sorted = durations.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

private func median(_ ratios: [Double]) -> Double {
    let sorted = ratios.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// Keeps a computed value alive so the optimizer cannot drop the work that produced it.
@inline(never)
func keep<T>(_ value: T) {
    if CommandLine.arguments.contains("--never-given") { print(value) }
}
