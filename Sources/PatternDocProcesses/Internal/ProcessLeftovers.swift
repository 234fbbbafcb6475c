import Foundation
import Synchronization

/// Finds and ends the processes a child left running after it exited or was stopped: daemons
/// it detached (`setsid cmd &`), which leave its process tree and so escape ``ProcessTree``.
///
/// Every child ``ProcessRunner`` starts carries an environment variable naming its run
/// (``variable``), which everything it starts inherits; after the child ends, every process
/// still carrying that name is ended, wherever it was reparented. When patterndoc adopts
/// orphans (``adoptOrphans()``, which the command line does), a detached process that also
/// cleared its environment is reparented to patterndoc itself and ended too.
enum ProcessLeftovers {
    /// The environment variable that names the run a process belongs to.
    static let variable = "PATTERNDOC_RUN_ID"

    private static let adoption = OrphanAdoption()

    /// Makes patterndoc the parent that orphaned descendants are reparented to (Linux's
    /// `PR_SET_CHILD_SUBREAPER`), so that ``endLeftovers(of:)`` also ends orphans that carry
    /// no run name. Only for a process whose children are all started by ``ProcessRunner``:
    /// any other child of it that outlives its parent would be ended as an orphan.
    static func adoptOrphans() {
        adoption.enable()
    }

    /// Ends every process still carrying run `id`, and (when adopting orphans) every child of
    /// patterndoc that no running ``ProcessRunner`` call started; returns how many it ended.
    static func endLeftovers(of id: String, besides alreadyEnded: Set<pid_t> = []) -> Int {
        let needle = Data("\(variable)=\(id)\0".utf8)
        let own = getpid()
        var ended = alreadyEnded
        for _ in 0..<3 {
            let found = carrying(needle).filter { $0 != own }
            let orphans = adoption.isEnabled ? RunningChildren.shared.unregisteredChildren(of: own) : []
            let all = Set(found + orphans).subtracting(ended).filter { !ProcessTree.hasExited($0) }
            guard !all.isEmpty else { break }
            for pid in all { ended.formUnion(ProcessTree.kill(pid)) }
            // Orphans are patterndoc's children once adopted: collect them, so none is left a zombie.
            for pid in all where ProcessTree.parent(of: pid) == own { reap(pid) }
        }
        return ended.subtracting(alreadyEnded).count
    }

    /// The processes whose environment holds `needle`.
    static func carrying(_ needle: Data) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = pid_t(entry), let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
                environment.range(of: needle) != nil
            else { return nil }
            return pid
        }
    }

    private static func reap(_ pid: pid_t) {
        for _ in 0..<50 {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || result < 0 { return }
            usleep(2_000)
        }
    }
}

/// Whether patterndoc adopts orphans, set once.
private final class OrphanAdoption: Sendable {
    private let enabled = Mutex(false)

    var isEnabled: Bool { enabled.withLock { $0 } }

    func enable() {
        enabled.withLock { enabled in
            guard !enabled else { return }
            // prctl is variadic in C, so Swift does not import it: call it through its symbol.
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "prctl") else { return }
            let prctl = unsafeBitCast(symbol, to: Prctl.self)
            let setChildSubreaper: Int32 = 36
            enabled = prctl(setChildSubreaper, 1, 0, 0, 0) == 0
        }
    }
}
