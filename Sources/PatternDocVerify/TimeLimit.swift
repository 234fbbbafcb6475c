/// How long a doc program or a test run may take before patterndoc stops it.
@usableFromInline
package enum TimeLimit {
    /// The default: generous enough for any honest example on a slow machine, short enough
    /// that a block stuck in a loop does not hold a CI run for an hour.
    @usableFromInline
    package static let defaultSeconds: Double = 300

    /// `300 s`, or `1.5 s`.
    static func describe(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }

    /// What patterndoc did to a run that hit its limit: `was stopped`, and how many processes
    /// it had started were ended with it, when there were any.
    static func stopped(endedProcesses: Int) -> String {
        switch endedProcesses {
        case 0: "was stopped"
        case 1: "was stopped, with the 1 process it had started"
        default: "was stopped, with the \(endedProcesses) processes it had started"
        }
    }
}
