import Foundation

/// What `body` returned and how long it took on the wall clock, in seconds.
func timed<Result>(_ body: () throws -> Result) rethrows -> (result: Result, seconds: Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    let elapsed = clock.now - start
    return (result, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}

/// Runs `body` `runs` times and returns the shortest wall-clock time, in seconds: the run
/// least disturbed by other work on the machine. `prepare` runs before each, untimed.
func bestOfRuns(_ runs: Int, prepare: () throws -> Void = {}, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        try prepare()
        best = min(best, try timed(body).seconds)
    }
    return best
}

/// `value` with `decimals` digits after the point.
func format(_ value: Double, decimals: Int = 3) -> String {
    String(format: "%.\(decimals)f", value)
}

/// Pads `text` on the left to `width` characters.
func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}
