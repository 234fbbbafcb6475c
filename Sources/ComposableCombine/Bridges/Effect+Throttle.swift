import Composable

extension Effect where Action: Sendable {
    /// Lets this effect's actions through at most once per `interval` on `scheduler`, for all
    /// effects throttled under the same `id`: the first goes at once, and one that comes within
    /// the interval waits until the interval is over, as the latest (`latest: true`) or the
    /// first (`latest: false`) of those that came meanwhile.
    ///
    /// ```swift test
    /// // snippet.hide
    /// import ComposableTesting
    /// struct Scroll: Reducer {
    ///     struct State: Equatable { var offset = 0 }
    ///     enum Action { case scrolled(Int), offsetSaved(Int) }
    ///     let scheduler: TestSchedulerOf<DispatchQueue>
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case let .scrolled(offset):
    /// // snippet.show
    ///                 return .send(.offsetSaved(offset))
    ///                     .throttle(id: "scroll", for: .seconds(1), scheduler: scheduler, latest: true)
    /// // snippet.hide
    ///             case let .offsetSaved(offset):
    ///                 state.offset = offset
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    /// @MainActor @Test func theLatestOffsetIsSavedOncePerSecond() async {
    ///     let scheduler = DispatchQueue.test
    ///     let store = TestStore(initialState: Scroll.State()) { Scroll(scheduler: scheduler) }
    ///     await store.send(.scrolled(1))
    ///     await scheduler.advance()
    ///     await store.receive(\.offsetSaved) { $0.offset = 1 }
    ///     await store.send(.scrolled(2))
    ///     await store.send(.scrolled(3))
    ///     await scheduler.advance(by: .seconds(1))
    ///     await store.receive(\.offsetSaved) { $0.offset = 3 }
    /// }
    /// ```
    public func throttle<ID: Hashable & Sendable, S: Scheduler>(
        id: ID,
        for interval: S.SchedulerTimeType.Stride,
        scheduler: S,
        latest: Bool
    ) -> Self {
        if isNone { return self }
        let key = AnyHashableSendable(id)
        // Made here, where the scheduler's type is known, and only called from the effect: what
        // to send for an action of this effect, once it may go.
        let release = UncheckedSendable({ (action: Action) async throws -> Action in
            // Delivered through the scheduler, as the original's `receive(on:)` does.
            try await scheduler.sleep(for: .zero)
            let decision = ThrottleRecord.shared.decide(
                key, action: action, now: scheduler.now, interval: interval, latest: latest
            )
            if let delay = decision.wait {
                try await scheduler.sleep(for: delay)
                ThrottleRecord.shared.sent(key, at: scheduler.now)
            }
            return decision.action
        })
        let effect = UncheckedSendable(self)
        return .run { send in
            for await action in effect.value.actions {
                await send(try await release.value(action))
            }
        }
        .cancellable(id: id, cancelInFlight: true)
    }
}

/// When each throttle id last let an action through, and the action waiting to go: shared by
/// every effect throttled under that id, as the original's is.
final class ThrottleRecord: Sendable {
    static let shared = ThrottleRecord()

    private struct Entry {
        var time: Any
        var pending: Any?
    }

    private let entries = Locked<[AnyHashableSendable: Entry]>([:])

    /// What to send for `action` arriving `now`, and how long to wait first (`nil`: at once).
    func decide<Action, Time: Strideable>(
        _ key: AnyHashableSendable, action: Action, now: Time, interval: Time.Stride, latest: Bool
    ) -> (action: Action, wait: Time.Stride?) {
        entries.withLock { entries in
            guard let entry = entries[key], let last = entry.time as? Time else {
                entries[key] = Entry(time: now, pending: nil)
                return (action, nil)
            }
            let chosen = latest ? action : (entry.pending as? Action ?? action)
            guard last.distance(to: now) < interval else {
                entries[key] = Entry(time: now, pending: nil)
                return (chosen, nil)
            }
            entries[key]?.pending = chosen
            return (chosen, now.distance(to: last.advanced(by: interval)))
        }
    }

    /// Records that the waiting action went out at `time`.
    func sent<Time>(_ key: AnyHashableSendable, at time: Time) {
        entries.withLock { $0[key] = Entry(time: time, pending: nil) }
    }
}
