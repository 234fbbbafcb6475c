import Synchronization

/// The effects running under a cancel id, across every store in the process: what the
/// original's own test suite checks after each test (`_cancellationCancellables.count` is `0`
/// once a test's effects have finished or been cancelled). For test support only.
///
/// ```swift
/// // snippet.hide
/// @MainActor func checkNothingIsLeftRunning() {
/// // snippet.show
/// _cancellationCancellables.withValue { cancellables in
///     assert(cancellables.count == 0, "an effect with a cancel id is still running")
///     cancellables.removeAll()
/// }
/// // snippet.hide
/// }
/// ```
public let _cancellationCancellables = LockIsolated(_CancellablesCollection())

/// The view of the running cancellable effects that ``_cancellationCancellables`` holds.
///
/// ```swift
/// let running = _cancellationCancellables.count
/// // snippet.hide
/// _ = running
/// ```
public struct _CancellablesCollection: Sendable {
    /// Makes the view; there is one, ``_cancellationCancellables``.
    ///
    /// ```swift
    /// let view = _CancellablesCollection()
    /// // snippet.hide
    /// _ = view.count
    /// ```
    public init() {}

    /// How many effects are running under a cancel id (one for each id an effect has).
    ///
    /// ```swift
    /// let count = _cancellationCancellables.withValue { $0.count }
    /// // snippet.hide
    /// _ = count
    /// ```
    public var count: Int {
        LiveCancellables.shared.count
    }

    /// Stops counting the effects running now: they are forgotten here (not cancelled), so a
    /// test that left one running does not make the next test's count wrong.
    ///
    /// ```swift
    /// _cancellationCancellables.withValue { $0.removeAll() }
    /// assert(_cancellationCancellables.count == 0)
    /// ```
    public mutating func removeAll() {
        LiveCancellables.shared.forgetAll()
    }

    /// Whether work is running under `id` made under `path` or a path that starts with it (see
    /// ``NavigationIDPath``): work that cancelling `id` from `path` would reach, outside
    /// any store: `effect.actions`, `withTaskCancellation(id:)`. A store's effects are in a
    /// registry of the store's own (see "Cancellation is per store" in the differences from
    /// the original), which this does not look into.
    ///
    /// ```swift test
    /// @Test func anIDExistsWhileItsWorkRuns() async {
    ///     enum ID { case load }
    ///     let started = LockIsolated(false)
    ///     let work = Task {
    ///         await withTaskCancellation(id: ID.load) {
    ///             started.setValue(true)
    ///             try? await Task.sleep(for: .seconds(3600))
    ///         }
    ///     }
    ///     while !_cancellationCancellables.withValue({ $0.exists(at: ID.load, path: NavigationIDPath()) }) {
    ///         await Task.yield()
    ///     }
    ///     Task.cancel(id: ID.load)
    ///     await work.value
    ///     #expect(started.value)
    ///     #expect(!_cancellationCancellables.withValue { $0.exists(at: ID.load, path: NavigationIDPath()) })
    /// }
    /// ```
    public func exists(at id: some Hashable, path: NavigationIDPath) -> Bool {
        CancellationRegistry.shared.contains(_CancelID(id: id, navigationIDPath: path).cancelID)
    }
}

/// The tally behind ``_CancellablesCollection``: each registration in a `CancellationRegistry`
/// counts here until it is unregistered, cancelled or its registry goes away; `forgetAll`
/// starts a new generation, whose tally the older registrations no longer change.
final class LiveCancellables: Sendable {
    static let shared = LiveCancellables()

    private struct Tally {
        var generation = 0
        var count = 0
    }

    private let tally = Mutex(Tally())

    var count: Int { tally.withLock { $0.count } }

    /// Counts one registration; returns the generation to hand back to ``remove(_:)``.
    func add() -> Int {
        tally.withLock {
            $0.count += 1
            return $0.generation
        }
    }

    /// Uncounts a registration made in `generation`.
    func remove(_ generation: Int, count: Int = 1) {
        tally.withLock {
            if $0.generation == generation { $0.count -= count }
        }
    }

    func forgetAll() {
        tally.withLock {
            $0.generation += 1
            $0.count = 0
        }
    }
}
