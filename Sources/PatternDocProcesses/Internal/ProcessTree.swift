import Foundation

/// A process and everything it started, found through `/proc`, so that a runaway doc program
/// or test run can be stopped whole.
///
/// Foundation starts every child in a process group of its own, and SwiftPM starts the test
/// binary in yet another one, so neither a terminal's Ctrl-C nor killing one group reaches
/// them all: the tree is walked by parent id instead.
enum ProcessTree {
    /// Stops `root` and all its descendants with `SIGKILL`. The tree is frozen with `SIGSTOP`
    /// first, a few passes over, so that nothing can start a new process between the walk and
    /// the kill. Returns the processes it stopped that were still running (not those that had
    /// already exited and only waited to be collected).
    @discardableResult
    static func kill(_ root: pid_t) -> Set<pid_t> {
        var found: Set<pid_t> = []
        for _ in 0..<3 {
            let tree = Set([root] + descendants(of: root))
            for pid in tree.subtracting(found) { _ = Glibc.kill(pid, SIGSTOP) }
            found.formUnion(tree)
        }
        let running = found.filter { !hasExited($0) }
        let ownGroup = getpgrp()
        for pid in found {
            let group = getpgid(pid)
            if group > 1, group != ownGroup { _ = Glibc.kill(-group, SIGKILL) }
            _ = Glibc.kill(pid, SIGKILL)
        }
        return running
    }

    /// Every process whose chain of parents leads to `root`, read from `/proc/<pid>/stat`.
    static func descendants(of root: pid_t) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry), let parent = parent(of: pid) else { continue }
            children[parent, default: []].append(pid)
        }
        var result: [pid_t] = []
        var queue = children[root] ?? []
        while let pid = queue.popLast() {
            result.append(pid)
            queue += children[pid] ?? []
        }
        return result
    }

    /// Whether `pid` has exited and waits to be collected by its parent (state `Z`).
    static func hasExited(_ pid: pid_t) -> Bool {
        guard let fields = statFields(of: pid) else { return true }
        return fields.first == "Z" || fields.first == "X"
    }

    /// The fields of `/proc/<pid>/stat` after the command name, which is in parentheses and
    /// may itself hold spaces and parentheses: the state, then the parent id, ...
    private static func statFields(of pid: pid_t) -> [Substring]? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
            let text = String(data: data, encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        return text[text.index(after: close)...].split(separator: " ")
    }

    /// The parent id in `/proc/<pid>/stat`: the second field after the command name, which is
    /// in parentheses and may itself hold spaces and parentheses.
    static func parent(of pid: pid_t) -> pid_t? {
        guard let fields = statFields(of: pid), fields.count > 1 else { return nil }
        return pid_t(fields[1])
    }
}
