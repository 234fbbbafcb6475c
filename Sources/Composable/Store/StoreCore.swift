/// The engine under a root ``Store`` and a `TestStore`: it owns the state, reduces actions one
/// at a time in the order they were sent, and runs the effects that follow.
///
/// An action sent while another is being reduced (by a `.send` effect, say) is queued and
/// reduced after it, never re-entered. Observers hear of the change once the queue is empty; an
/// action they send then starts a new batch.
@MainActor
@usableFromInline
package final class StoreCore<State, Action> {
    /// Why an action is being reduced.
    @usableFromInline
    package enum Origin: Sendable {
        /// Sent from outside, through `send(_:)`.
        case sent
        /// Sent by an effect (`.send(_:)`, or `send` inside `.run`).
        case effect
    }

    // The members below are `@usableFromInline` so that `send` and `reduce`, which every action
    // goes through, are compiled into the caller's module for its own `State` and `Action`:
    // generic code that is not specialized looks up type metadata at run time, which cost more
    // than the rest of a send put together.
    //
    // The bookkeeping below (`queue`, `isReducing`, `dependencies`, `didReduce`, `didChange`) is
    // exempt from run-time exclusivity checks, which took about 40% of a send's own
    // instructions. That is sound because every access to them is a single read or write on
    // the main actor, never an access held open across a call into other code (no `inout` of
    // them is passed to a reducer, an observer or a test's closure: `TestStore` changes a copy
    // of `dependencies` and writes it back), so two accesses can never overlap. `state` keeps
    // its check: a reducer holds it `inout`.

    @usableFromInline package internal(set) var state: State
    @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
    @exclusivity(unchecked) @usableFromInline var queue: [QueuedAction] = []
    @exclusivity(unchecked) @usableFromInline var isReducing = false
    private var running: [Int: RunningEffect] = [:] {
        didSet { didChangeRunningEffects?(running.count) }
    }
    private var nextEffectID = 0
    /// The dependencies each action is reduced with, and its effects started with.
    @exclusivity(unchecked) @usableFromInline package var dependencies: DependencyValues

    /// Called after each action is reduced, with the state it left.
    @exclusivity(unchecked) @usableFromInline package var didReduce: ((Action, State, Origin) -> Void)?
    /// Called once a batch of queued actions has been reduced.
    @exclusivity(unchecked) @usableFromInline package var didChange: (() -> Void)?
    /// Called whenever an effect starts or finishes, with the number still running.
    package var didChangeRunningEffects: ((Int) -> Void)?

    @usableFromInline
    struct QueuedAction {
        @usableFromInline let action: Action
        @usableFromInline let origin: Origin

        @usableFromInline
        init(action: Action, origin: Origin) {
            self.action = action
            self.origin = origin
        }
    }

    private struct RunningEffect {
        let task: Task<Void, Never>
        let cancelIDs: [CancelID]
    }

    @usableFromInline
    package init(
        initialState: State,
        reducer: @escaping (inout State, Action) -> Effect<Action>,
        dependencies: DependencyValues = .current
    ) {
        self.state = initialState
        self.reducer = reducer
        self.dependencies = dependencies
    }

    isolated deinit {
        for effect in running.values { effect.task.cancel() }
    }

    /// How many effects are still running.
    package var runningEffectCount: Int { running.count }

    /// Reduces `action` and every action queued behind it; returns the tasks of the effects
    /// they started.
    @inlinable
    @discardableResult
    package func send(_ action: Action, origin: Origin = .sent) -> [Task<Void, Never>] {
        if isReducing {
            queue.append(QueuedAction(action: action, origin: origin))
            return []
        }
        isReducing = true
        var tasks: [Task<Void, Never>] = []
        reduce(action, origin: origin, startingInto: &tasks)
        while !queue.isEmpty {
            let next = queue.removeFirst()
            reduce(next.action, origin: next.origin, startingInto: &tasks)
        }
        isReducing = false
        if let didChange { didChange() }
        return tasks
    }

    @inlinable
    func reduce(_ action: Action, origin: Origin, startingInto tasks: inout [Task<Void, Never>]) {
        // Read once: both the reducer and the effects it returns run with the store's values.
        let sendersSeeOwnDependencies = sendersSeeOwnDependencies
        let effect = sendersSeeOwnDependencies
            ? reducer(&state, action)
            : withOwnDependencies { reducer(&state, action) }
        if let didReduce { didReduce(action, state, origin) }
        if !effect.isNone {
            tasks += sendersSeeOwnDependencies
                ? start(effect, cancelIDs: [])
                : withOwnDependencies { start(effect, cancelIDs: []) }
        }
    }

    /// Whether the code sending an action already sees this store's dependencies (a root store
    /// made with the app's values, the usual case): then reducing needs no task-local value set,
    /// and telling costs one comparison.
    @usableFromInline
    var sendersSeeOwnDependencies: Bool {
        DependencyValues.current.isSameRevision(as: dependencies)
    }

    /// Runs `body` with this store's dependencies set as the task-local values.
    @usableFromInline
    func withOwnDependencies<T>(_ body: () -> T) -> T {
        DependencyValues.$current.withValue(dependencies, operation: body)
    }

    /// Cancels every running effect.
    package func cancelAllEffects() {
        for effect in running.values { effect.task.cancel() }
    }

    @usableFromInline
    func start(_ effect: Effect<Action>, cancelIDs: [CancelID]) -> [Task<Void, Never>] {
        switch effect.operation {
        case .none:
            return []
        case let .send(action):
            if isReducing {
                queue.append(QueuedAction(action: action, origin: .effect))
            } else {
                send(action, origin: .effect)
            }
            return []
        case let .run(priority, callSite, work):
            let id = register()
            let executor = dependencies.effectExecutor
            let lifetime = EffectLifetime(callSite: callSite, reporter: RuntimeWarningReporter.current)
            let task = Task(priority: priority) { @MainActor [weak self] in
                await withTaskExecutorPreference(executor) {
                    await work(
                        Send { [weak self] action in
                            guard lifetime.isRunning(whenSending: action) else { return }
                            self?.send(action, origin: .effect)
                        }
                    )
                }
                lifetime.hasFinished = true
                self?.running[id] = nil
            }
            running[id] = RunningEffect(task: task, cancelIDs: cancelIDs)
            return [task]
        case let .merge(effects):
            return effects.flatMap { start($0, cancelIDs: cancelIDs) }
        case let .concatenate(effects):
            return startInOrder(effects, cancelIDs: cancelIDs)
        case let .cancellable(effect, id, cancelInFlight):
            if cancelInFlight { cancel(id) }
            return start(effect, cancelIDs: cancelIDs + [id])
        case let .cancel(id):
            cancel(id)
            return []
        }
    }

    /// Starts `effects` one after another. Those that finish at once (`.send`, `.cancel`, and
    /// sequences of them) run before this returns, so a `.send` among them is reduced before
    /// `store.send` returns, as in the original; from the first that runs on, each waits for
    /// the one before it in a task.
    private func startInOrder(_ effects: [Effect<Action>], cancelIDs: [CancelID]) -> [Task<Void, Never>] {
        var next = effects.startIndex
        var started: [Task<Void, Never>] = []
        while next < effects.endIndex, started.isEmpty {
            started = start(effects[next], cancelIDs: cancelIDs)
            next += 1
        }
        guard next < effects.endIndex else { return started }
        let rest = effects[next...]
        let id = register()
        let task = Task { @MainActor [weak self] in
            var waitingOn = started
            for effect in rest {
                await Self.wait(for: waitingOn)
                // No strong reference to the core across the wait: a store that goes away
                // must be able to cancel this sequence.
                guard !Task.isCancelled, let self else { break }
                waitingOn = start(effect, cancelIDs: cancelIDs)
            }
            await Self.wait(for: waitingOn)
            self?.running[id] = nil
        }
        running[id] = RunningEffect(task: task, cancelIDs: cancelIDs)
        return [task]
    }

    /// Waits for `tasks`, cancelling them if the waiting task is cancelled.
    private static func wait(for tasks: [Task<Void, Never>]) async {
        await withTaskCancellationHandler {
            for task in tasks { await task.value }
        } onCancel: {
            for task in tasks { task.cancel() }
        }
    }

    private func register() -> Int {
        defer { nextEffectID += 1 }
        return nextEffectID
    }

    private func cancel(_ id: CancelID) {
        for effect in running.values where effect.cancelIDs.contains(where: id.covers) {
            effect.task.cancel()
        }
    }
}
