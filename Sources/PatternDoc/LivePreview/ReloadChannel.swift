import Foundation

/// What the open pages of a preview are told: which build of the site is served, whether a
/// rebuild is under way, and why the last one failed.
///
/// The preview session changes the state as builds start, succeed and fail; the server's
/// event stream (`/__patterndoc/events`) waits here for each change and sends it to the
/// browser, whose page reloads when the site's generation moves on and shows the failure over
/// the last good site when a rebuild failed.
final class ReloadChannel: @unchecked Sendable {
    /// One moment of the preview, as the pages see it.
    struct State: Equatable, Sendable, Codable {
        /// How many times a site has been published since the preview started: a page served
        /// from an older generation reloads.
        var generation = 0
        /// Whether a build is running.
        var isBuilding = false
        /// Why the last build failed (every failing block at its file:line with the compiler's
        /// or test's message), or `nil` when it succeeded.
        var failure: String?

        /// The state as one line of JSON, for an event stream's `data:` line.
        var json: String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            // Encoding three plain fields cannot fail.
            return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
        }
    }

    /// What ``next(after:timeout:)`` found.
    enum Change: Equatable {
        /// The state moved on: the new state and its version, to wait after next time.
        case changed(State, version: Int)
        /// Nothing changed in the time given.
        case timedOut
        /// The channel was closed: the preview is stopping.
        case closed
    }

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var state = State()
    private var version = 0
    private var isClosed = false

    /// The state now, and its version.
    var current: (state: State, version: Int) {
        condition.withLock { (state, version) }
    }

    /// A build started.
    func buildStarted() {
        update { $0.isBuilding = true }
    }

    /// A build published the site: open pages reload, and the failure, if any, is gone.
    func sitePublished() {
        update {
            $0.generation += 1
            $0.isBuilding = false
            $0.failure = nil
        }
    }

    /// A build failed with `message`: the last good site stays, and open pages show why.
    func buildFailed(_ message: String) {
        update {
            $0.isBuilding = false
            $0.failure = message
        }
    }

    /// Waits at most `timeout` seconds for a state newer than `version`.
    func next(after version: Int, timeout: Double) -> Change {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while !isClosed, self.version <= version {
                guard condition.wait(until: deadline) else { return .timedOut }
            }
            return isClosed ? .closed : .changed(state, version: self.version)
        }
    }

    /// Waits at most `timeout` seconds for a state that `isWanted`; returns it, or `nil` when
    /// the time ran out or the channel closed first.
    func wait(timeout: Double, until isWanted: (State) -> Bool) -> State? {
        var (seen, version) = current
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !isWanted(seen) {
            switch next(after: version, timeout: deadline.timeIntervalSinceNow) {
            case let .changed(state, newVersion): (seen, version) = (state, newVersion)
            case .timedOut, .closed: return nil
            }
        }
        return seen
    }

    /// Ends every wait: the event streams close, and no state changes after this.
    func close() {
        condition.withLock {
            isClosed = true
            condition.broadcast()
        }
    }

    private func update(_ change: (inout State) -> Void) {
        condition.withLock {
            guard !isClosed else { return }
            var changed = state
            change(&changed)
            guard changed != state else { return }
            state = changed
            version += 1
            condition.broadcast()
        }
    }
}
