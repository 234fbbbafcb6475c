import Foundation

extension Task where Success == Never, Failure == Never {
    /// Yields many times, each from a new low-priority task, to give other work on the shared
    /// pool a good chance to run: a last resort in tests of code whose tasks cannot be awaited
    /// directly.
    ///
    /// ```swift
    /// let ran = LockIsolated(false)
    /// Task { ran.setValue(true) }
    /// await Task.megaYield()
    /// print(ran.value)  // true, almost always
    /// ```
    ///
    /// Nothing promises the other work has run afterwards: prefer awaiting it, or a `TestStore`,
    /// which knows when its effects are waiting. The count defaults to 20, or to the
    /// `TASK_MEGA_YIELD_COUNT` environment variable (at most 10,000).
    public static func megaYield(count: Int = _defaultMegaYieldCount) async {
        for _ in 0..<count {
            await Task<Void, Never>.detached(priority: .background) { await Task<Never, Never>.yield() }.value
        }
    }
}

/// How many times `Task.megaYield()` yields when not told: 20, or the `TASK_MEGA_YIELD_COUNT`
/// environment variable. Public only because a default argument must be.
///
/// ```swift
/// print(_defaultMegaYieldCount >= 0)  // true
/// ```
public let _defaultMegaYieldCount = max(
    0,
    min(ProcessInfo.processInfo.environment["TASK_MEGA_YIELD_COUNT"].flatMap(Int.init) ?? 20, 10_000)
)
