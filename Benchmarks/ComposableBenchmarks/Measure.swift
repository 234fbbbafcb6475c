import Dispatch

/// Runs `body` `iterations` times after a warm-up and returns the nanoseconds per iteration,
/// the best of `rounds` rounds (the least disturbed by other work on the machine).
func nanosecondsPerIteration(iterations: Int, rounds: Int = 5, _ body: (Int) -> Void) -> Double {
    for index in 0..<min(iterations, 1_000) { body(index) }
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<iterations { body(index) }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        best = min(best, elapsed / Double(iterations))
    }
    return best
}

/// Formats a number with a fixed count of decimals.
func format(_ value: Double, decimals: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if let dot = text.firstIndex(of: ".") {
        let have = text.distance(from: dot, to: text.endIndex) - 1
        if have < decimals { text += String(repeating: "0", count: decimals - have) }
    }
    return text
}

/// Pads `text` on the left to `width` characters.
func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

/// Pads `text` on the right to `width` characters.
func padRight(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}
