/// The effects started by one `store.send(_:)`, to wait for or cancel.
///
/// ```swift
/// struct Refresher: Reducer {
///     struct State: Equatable {
///         var refreshes = 0
///     }
///
///     enum Action {
///         case refreshTapped
///         case refreshed
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case .refreshTapped:
///                 return .run { send in
///                     try await Task.sleep(for: .milliseconds(10))
///                     await send(.refreshed)
///                 }
///             case .refreshed:
///                 state.refreshes += 1
///                 return .none
///             }
///         }
///     }
/// }
/// ```
///
/// ```swift output
/// let store = Store(initialState: Refresher.State()) { Refresher() }
/// let task = store.send(.refreshTapped)
/// await task.finish()  // waits until the refresh effect is done
/// print(store.refreshes)
/// ```
///
/// ```text
/// 1
/// ```
public struct StoreTask: Hashable, Sendable {
    let group: EffectGroup?

    /// The task of effects that `group` holds; `nil` when the action started none.
    @usableFromInline
    package init(_ group: EffectGroup?) {
        self.group = group
    }

    /// The task of one effect, or of any work, as a store task: waiting for it waits for the
    /// task, cancelling it cancels the task; `nil` is a task for no work.
    package init(task: Task<Void, Never>?) {
        guard let task else {
            self.init(nil)
            return
        }
        let group = EffectGroup()
        group.add(task, id: 0)
        self.init(group)
    }

    /// Whether two tasks stand for the same effects: those of the same `send`, or two that
    /// started none.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.group === rhs.group
    }

    /// Hashes the task by the effects it stands for, as ``==(_:_:)`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(group.map(ObjectIdentifier.init))
    }

    /// Waits until every effect the action started has finished, and the effects of the
    /// actions those effects sent in turn.
    ///
    /// ```swift output
    /// await store.send(.refreshTapped).finish()
    /// print(store.refreshes)
    /// ```
    ///
    /// ```text
    /// 2
    /// ```
    ///
    /// Cancelling the task that waits cancels those effects too, which is what ties effects to
    /// a view's lifetime: `.task { await store.send(.task).finish() }`.
    public func finish() async {
        guard let group else { return }
        await withTaskCancellationHandler {
            await group.wait()
        } onCancel: {
            group.cancel()
        }
    }

    /// Cancels every effect the action started, and in cascade the effects of the actions
    /// those effects sent, without waiting for them to wind down, as the original's does.
    ///
    /// ```swift output
    /// let slow = store.send(.refreshTapped)
    /// slow.cancel()
    /// await slow.finish()  // returns once the cancelled effects have wound down
    /// print(store.refreshes, slow.isCancelled)
    /// ```
    ///
    /// ```text
    /// 2 true
    /// ```
    public func cancel() {
        group?.cancel()
    }

    /// Whether the effects were cancelled. An action that started no effects has nothing
    /// left to run, so its task counts as cancelled, as in the original.
    public var isCancelled: Bool {
        group?.isCancelled ?? true
    }
}
