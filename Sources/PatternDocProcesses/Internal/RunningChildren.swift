import Foundation
import Synchronization

/// The child processes patterndoc is waiting for, so that an interrupt can stop them all
/// instead of leaving a doc program or a test run behind.
final class RunningChildren: Sendable {
    /// The one registry of the process.
    static let shared = RunningChildren()

    private struct Registry {
        var pids: Set<pid_t> = []
        var stopping = false
    }

    private let registry = Mutex(Registry())
    /// Held while a child is started and registered, and while children are listed: a child
    /// is never seen between the two.
    private let launching = Mutex(())

    /// Starts a child with `start` (which returns its pid) and registers it, as one step for
    /// ``unregisteredChildren(of:)``. Returns the pid, and `false` when patterndoc is already
    /// stopping, in which case the caller stops the child at once.
    func launch(_ start: () throws -> pid_t) throws -> (pid: pid_t, registered: Bool) {
        try launching.withLock { _ in
            let pid = try start()
            return (pid, add(pid))
        }
    }

    /// The children of `parent` that no running call started: orphans reparented to it.
    func unregisteredChildren(of parent: pid_t) -> [pid_t] {
        launching.withLock { _ in
            let registered = registry.withLock { $0.pids }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { entry in
                guard let pid = pid_t(entry), !registered.contains(pid), ProcessTree.parent(of: pid) == parent else { return nil }
                return pid
            }
        }
    }

    /// Records a started child. Returns `false` when patterndoc is already stopping, in which
    /// case the caller stops the child at once.
    func add(_ pid: pid_t) -> Bool {
        registry.withLock { registry in
            guard !registry.stopping else { return false }
            registry.pids.insert(pid)
            return true
        }
    }

    /// Forgets a child that has exited.
    func remove(_ pid: pid_t) {
        registry.withLock { _ = $0.pids.remove(pid) }
    }

    /// Stops every running child and its descendants; no child is started after this.
    /// Returns how many were stopped.
    @discardableResult
    func stopAll() -> Int {
        let running = registry.withLock { registry in
            registry.stopping = true
            return registry.pids
        }
        for pid in running { ProcessTree.kill(pid) }
        return running.count
    }
}
