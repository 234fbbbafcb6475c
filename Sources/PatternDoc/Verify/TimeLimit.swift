/// How long a doc program or a test run may take before patterndoc stops it.
public enum TimeLimit {
    /// The default: generous enough for any honest example on a slow machine, short enough
    /// that a block stuck in a loop does not hold a CI run for an hour.
    public static let defaultSeconds: Double = 300

    /// `300 s`, or `1.5 s`.
    static func describe(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
