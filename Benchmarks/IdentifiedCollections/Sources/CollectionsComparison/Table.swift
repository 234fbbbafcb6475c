/// The table's heading lines, in Markdown.
let tableHeader = """
    | operation                    | one run                  |       ours |     theirs | ours / theirs |
    |------------------------------|--------------------------|-----------:|-----------:|--------------:|
    """

/// One result as a table line.
func tableRow(_ result: ComparisonResult) -> String {
    "| \(padRight(result.comparison.name, 28)) | \(padRight(result.comparison.unit, 24)) |"
        + "\(pad(milliseconds(result.ours), 11)) |\(pad(milliseconds(result.theirs), 11)) |"
        + "\(pad(fixed(result.ratio, decimals: 2) + "x", 14)) |"
}

private func milliseconds(_ duration: Duration) -> String {
    fixed(duration / .milliseconds(1), decimals: 3) + " ms"
}

/// `value` with exactly `decimals` digits after the point.
private func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    return "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
}

private func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

private func padRight(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}
