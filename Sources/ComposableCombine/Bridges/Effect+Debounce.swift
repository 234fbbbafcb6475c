import Composable

extension Effect {
    /// Waits `dueTime` on `scheduler` before running this effect, and cancels the one still
    /// waiting under the same `id`: of actions that come in quick succession (keystrokes), only
    /// the last one's effect runs, once things have been quiet for `dueTime`.
    ///
    /// The original's scheduler-based debounce; with a clock, `.run` and `clock.sleep` before
    /// the work, under `.cancellable(id:cancelInFlight: true)`, say the same.
    ///
    /// ```swift test
    /// // snippet.hide
    /// import ComposableTesting
    /// struct Search: Reducer {
    ///     struct State: Equatable { var query = "", searched = "" }
    ///     enum Action { case queryChanged(String), search(String) }
    ///     enum CancelID { case search }
    ///     let scheduler: TestSchedulerOf<DispatchQueue>
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case let .queryChanged(query):
    ///                 state.query = query
    /// // snippet.show
    ///                 return .send(.search(query))
    ///                     .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: scheduler)
    /// // snippet.hide
    ///             case let .search(query):
    ///                 state.searched = query
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    /// @MainActor @Test func onlyTheLastQueryIsSearched() async {
    ///     let scheduler = DispatchQueue.test
    ///     let store = TestStore(initialState: Search.State()) { Search(scheduler: scheduler) }
    ///     await store.send(.queryChanged("c")) { $0.query = "c" }
    ///     await scheduler.advance(by: .milliseconds(200))
    ///     await store.send(.queryChanged("ca")) { $0.query = "ca" }
    ///     await scheduler.advance(by: .milliseconds(300))
    ///     await store.receive(\.search) { $0.searched = "ca" }
    /// }
    /// ```
    public func debounce<ID: Hashable & Sendable, S: Scheduler>(
        id: ID,
        for dueTime: S.SchedulerTimeType.Stride,
        scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Self {
        if isNone { return self }
        // Made here, where the scheduler's type is known, and only called from the effect.
        let wait = UncheckedSendable({ () async throws -> Void in try await scheduler.sleep(for: dueTime) })
        return Effect.concatenate(
            .run { _ in try await wait.value() },
            self
        )
        .cancellable(id: id, cancelInFlight: true)
    }
}
