import Synchronization

/// A clock on which every sleep returns at once, moving the clock's time forward: for tests
/// and previews in which waiting is beside the point. It lives in `Composable`, not only in
/// `ComposableTesting`, so that an app's previews can use it (`.immediate`).
///
/// ```swift test
/// // snippet.hide
/// struct Feature: Reducer {
///     struct State: Equatable {
///         var isSaving = false
///     }
///
///     enum Action {
///         case saveTapped
///         case saved
///     }
///
///     @Dependency(\.continuousClock) var clock
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case .saveTapped:
///                 state.isSaving = true
///                 return .run { send in
///                     try await clock.sleep(for: .seconds(1))
///                     await send(.saved)
///                 }
///             case .saved:
///                 return .none
///             }
///         }
///     }
/// }
///
/// @MainActor @Test func anImmediateClockSkipsTheDebounce() async {
/// // snippet.show
/// let store = TestStore(initialState: Feature.State()) {
///     Feature()
/// } withDependencies: {
///     $0.continuousClock = ImmediateClock()
/// }
/// await store.send(.saveTapped) { $0.isSaving = true }
/// await store.receive(\.saved)   // the one-second debounce took no time
/// // snippet.hide
/// }
/// ```
///
/// A sleep still ends with a `CancellationError` once its task is cancelled, and it yields
/// once, so a loop that sleeps (a timer) lets other work run. Use ``TestClock`` when the test
/// must say how much time passes.
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
    /// A moment on this clock.
    public typealias Instant = TestInstant<Duration>

    private let present: Mutex<Instant>

    /// A clock whose time starts at `now`.
    public init(now: Instant = Instant()) {
        present = Mutex(now)
    }

    /// The clock's time: the latest deadline anyone slept until.
    public var now: Instant {
        present.withLock { $0 }
    }

    /// Every duration can be slept exactly.
    public var minimumResolution: Duration {
        .zero
    }

    /// Moves the clock to `deadline`, if it is not there already, and returns.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        present.withLock { $0 = max($0, deadline) }
        await Task.yield()
        try Task.checkCancellation()
    }
}

extension ImmediateClock where Duration == Swift.Duration {
    /// A clock measured in `Duration`, the kind `\.continuousClock` holds.
    ///
    /// ```swift
    /// // snippet.hide
    /// await withDependencies {
    /// // snippet.show
    /// $0.continuousClock = ImmediateClock()
    /// // snippet.hide
    /// } operation: {
    ///     @Dependency(\.continuousClock) var clock
    ///     let start = ContinuousClock.now
    ///     try? await clock.sleep(for: .seconds(60))
    ///     precondition(ContinuousClock.now - start < .seconds(30))
    /// }
    /// ```
    public convenience init() {
        self.init(now: Instant())
    }
}

extension Clock where Self == ImmediateClock<Swift.Duration> {
    /// A clock on which every sleep returns at once: for previews and tests in which a delay
    /// should take no time.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Feature: Reducer {
    ///     struct State: Equatable {
    ///         var isSaved = false
    ///     }
    ///
    ///     enum Action {
    ///         case saveTapped
    ///         case saved
    ///     }
    ///
    ///     @Dependency(\.continuousClock) var clock
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .saveTapped:
    ///                 return .run { send in
    ///                     try await clock.sleep(for: .seconds(5))
    ///                     await send(.saved)
    ///                 }
    ///             case .saved:
    ///                 state.isSaved = true
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    /// // snippet.show
    /// let store = Store(initialState: Feature.State()) {
    ///     Feature()
    /// } withDependencies: {
    ///     $0.continuousClock = .immediate
    /// }
    /// // snippet.hide
    /// await store.send(.saveTapped).finish()
    /// precondition(store.isSaved)
    /// ```
    public static var immediate: Self {
        ImmediateClock()
    }
}

extension ImmediateClock: ActionTimeline where Duration == Swift.Duration {
    package var elapsed: Swift.Duration {
        now.offset
    }

    /// Every deadline has come on an immediate clock: the action runs at once, and the clock's
    /// time moves to its deadline, as a sleep would move it.
    package func schedule(at elapsed: Swift.Duration, order: Int?, _ action: @escaping @Sendable () -> Void) -> Int {
        present.withLock { $0 = max($0, TestInstant(offset: elapsed)) }
        action()
        return 0
    }

    package func cancelScheduled(_ token: Int) {}
}
