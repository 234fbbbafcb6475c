extension Effect {
    /// Makes this effect cancellable with ``Effect/cancel(id:)``.
    ///
    /// ```swift
    /// struct Search: Reducer {
    ///     struct State: Equatable {
    ///         var query = ""
    ///         var results: [String] = []
    ///     }
    ///
    ///     enum Action {
    ///         case queryChanged(String)
    ///         case resultsLoaded([String])
    ///     }
    ///
    ///     enum CancelID { case search }
    ///
    ///     @Dependency(\.continuousClock) var clock
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case let .queryChanged(query):
    ///                 state.query = query
    ///                 return .run { send in
    ///                     try await clock.sleep(for: .milliseconds(300))
    ///                     await send(.resultsLoaded(["\(query) 1", "\(query) 2"]))
    ///                 }
    ///                 .cancellable(id: CancelID.search, cancelInFlight: true)
    ///             case let .resultsLoaded(results):
    ///                 state.results = results
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// A second query cancels the first one's search, so only the last query's results arrive:
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func onlyTheLastQueryLoadsItsResults() async {
    ///     let clock = TestClock()
    ///     let store = TestStore(initialState: Search.State()) {
    ///         Search()
    ///     } withDependencies: {
    ///         $0.continuousClock = clock
    ///     }
    ///
    ///     await store.send(.queryChanged("ca")) { $0.query = "ca" }
    ///     await store.send(.queryChanged("cat")) { $0.query = "cat" }
    ///     await clock.advance(by: .milliseconds(300))
    ///     await store.receive(\.resultsLoaded) { $0.results = ["cat 1", "cat 2"] }
    /// }
    /// ```
    ///
    /// [A timer on the clock](doc:EffectsAndDependencies#A-timer-on-the-clock) in
    /// <doc:EffectsAndDependencies> stops work by its id, and [debouncing a
    /// search](doc:EffectsAndDependencies#Debouncing-a-search) replaces it with `cancelInFlight`.
    ///
    /// - Parameters:
    ///   - id: Any hashable value naming the work.
    ///   - cancelInFlight: Whether to cancel work already running under `id` before this starts,
    ///     as a search field does with the previous query.
    /// - Returns: The same work, registered under `id` while it runs.
    ///
    /// As in the original, `.none` stays `.none`, even with `cancelInFlight`: there is no work
    /// to start, so nothing in flight is cancelled. Return `.cancel(id:)` to stop it.
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
        if isNone { return self }
        return Self(.cancellable(self, id: CancelID(id).under(DependencyValues.current.navigationIDPath), cancelInFlight: cancelInFlight))
    }

    /// Cancels the work running under `id`.
    ///
    /// Return it from the reducer for the action that should stop the work: a stop button, a
    /// screen closing. Work started with ``cancellable(id:cancelInFlight:)`` under an equal id
    /// ends, and the actions it would still send are not delivered. Cancelling an id with
    /// nothing running does nothing. To replace running work with new work under the same id,
    /// `cancellable(id:cancelInFlight: true)` does both in one step.
    ///
    /// [A timer on the clock](doc:EffectsAndDependencies#A-timer-on-the-clock) in
    /// <doc:EffectsAndDependencies> stops a timer this way.
    ///
    /// - Parameter id: The id the work was made cancellable with.
    /// - Returns: An effect that cancels, and sends nothing.
    public static func cancel(id: some Hashable & Sendable) -> Self {
        Self(.cancel(CancelID(id).under(DependencyValues.current.navigationIDPath)))
    }

    /// Cancels the work running under an id that is already a ``CancelID``.
    @usableFromInline
    static func cancel(_ id: CancelID) -> Self {
        Self(.cancel(id))
    }

    /// Makes this effect cancellable under an id that is already a ``CancelID``.
    @usableFromInline
    func cancellable(_ id: CancelID) -> Self {
        if isNone { return self }
        return Self(.cancellable(self, id: id, cancelInFlight: false))
    }
}
