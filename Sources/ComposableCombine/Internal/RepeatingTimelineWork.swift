import Composable

/// Work that runs on a virtual clock's timeline at a start time and then every interval,
/// putting itself back on the timeline each time it runs, until cancelled. On an immediate
/// clock, where work runs as soon as it is scheduled, it runs once.
package final class RepeatingTimelineWork: Cancellable, @unchecked Sendable {
    // Unchecked: the action is only called from the timeline, and the token behind a lock.
    private let timeline: any ActionTimeline
    private let interval: Duration
    private let action: () -> Void
    private let token = Locked<Int?>(nil)
    /// The token of the first run, whose place among work due at the same time every run keeps.
    private let first = Locked<Int?>(nil)
    private let isCancelled = Locked(false)
    private let isImmediate: Bool

    package init(timeline: any ActionTimeline, start: Duration, interval: Duration, action: @escaping () -> Void) {
        self.timeline = timeline
        self.interval = interval
        self.action = action
        self.isImmediate = timeline is ImmediateClock<Duration>
        schedule(at: start)
    }

    private func schedule(at time: Duration) {
        let order = first.withLock { $0 }
        let id = timeline.schedule(at: time, order: order) { [weak self] in
            guard let self, !self.isCancelled.withLock({ $0 }) else { return }
            self.action()
            if !self.isImmediate { self.schedule(at: time + self.interval) }
        }
        token.withLock { $0 = id }
        first.withLock { $0 = $0 ?? id }
    }

    package func cancel() {
        isCancelled.withLock { $0 = true }
        if let id = token.withLock({ $0 }) { timeline.cancelScheduled(id) }
    }
}
