import Synchronization

/// Collects the views whose bodies read something that changed.
///
/// Observation reports a change synchronously, from wherever the change is made, through a
/// `@Sendable` closure; the queue takes the report under a lock, and the host drains it on the
/// main actor before it answers a query or when its scheduled update runs.
final class InvalidationQueue: Sendable {
    struct Report: Sendable {
        weak var node: ViewNode?
        let generation: Int
        /// The animation of the `withAnimation` the change was made in, if any.
        let animation: Animation?
    }

    private let reports = Mutex<[Report]>([])
    /// Called once per batch of reports, to schedule an update.
    private let onFirstReport: @Sendable () -> Void

    init(onFirstReport: @escaping @Sendable () -> Void) {
        self.onFirstReport = onFirstReport
    }

    func report(_ node: ViewNode?, generation: Int) {
        let animation = Transaction.current.animation
        let isFirst = reports.withLock { reports in
            reports.append(Report(node: node, generation: generation, animation: animation))
            return reports.count == 1
        }
        if isFirst { onFirstReport() }
    }

    /// The reports so far, emptying the queue.
    func drain() -> [Report] {
        reports.withLock { reports in
            defer { reports = [] }
            return reports
        }
    }
}
