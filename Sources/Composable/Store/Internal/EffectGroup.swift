import Synchronization

/// The effects one `store.send(_:)` started, together with those started by the actions that
/// those effects sent in turn, so that the task `send` returned waits for the whole tree and
/// cancelling it cancels the whole tree, as in the original.
///
/// Effects join the group as they start and leave it as they finish, so a long-living group
/// (a `.task` effect that keeps sending) holds only what still runs.
@usableFromInline
package final class EffectGroup: Sendable {
    private struct Members {
        var running: [Int: Task<Void, Never>] = [:]
        var isCancelled = false
        /// Whether any effect ever joined.
        var hasStarted = false
        /// Whether an effect that was not cancelled has finished.
        var finishedUncancelled = false
    }

    private let members = Mutex(Members())

    @usableFromInline
    package init() {}

    /// Adds an effect that started on behalf of the group; cancels it at once if the group
    /// already is, so that an action arriving from a cancelled tree starts nothing that lasts.
    func add(_ task: Task<Void, Never>, id: Int) {
        let isCancelled = members.withLock { members in
            members.running[id] = task
            members.hasStarted = true
            return members.isCancelled
        }
        if isCancelled { task.cancel() }
    }

    /// Removes an effect that has finished.
    func remove(id: Int) {
        members.withLock { members in
            if let task = members.running.removeValue(forKey: id), !task.isCancelled {
                members.finishedUncancelled = true
            }
        }
    }

    /// Whether any effect ever joined the group; one that none joined (an action whose effect
    /// only cancelled others) is no task at all.
    /// How many of the group's effects are running now.
    package var runningCount: Int {
        members.withLock { $0.running.count }
    }

    @usableFromInline
    package var hasStarted: Bool {
        members.withLock { $0.hasStarted }
    }

    /// Cancels every effect of the group, and every effect that joins it from now on.
    func cancel() {
        let running = members.withLock { members in
            members.isCancelled = true
            return Array(members.running.values)
        }
        for task in running { task.cancel() }
    }

    /// Whether the group's work was cancelled: by ``cancel()``, or effect by effect (by id),
    /// every effect that joined it having been cancelled.
    var isCancelled: Bool {
        members.withLock { members in
            members.isCancelled
                || (members.hasStarted && !members.finishedUncancelled && members.running.values.allSatisfy(\.isCancelled))
        }
    }

    /// Waits until no effect of the group is running, counting those that join while it waits.
    func wait() async {
        while let (id, task) = members.withLock({ $0.running.first.map { ($0.key, $0.value) } }) {
            await task.value
            remove(id: id)
        }
    }
}
