/// The engine under a root ``Store`` and a `TestStore`: it owns the state, reduces actions one
/// at a time in the order they were sent, and runs the effects that follow.
///
/// An action sent while another is being reduced (by a `.send` effect, say) is queued and
/// reduced after it, never re-entered. Observers hear of the change once the queue is empty; an
/// action they send then starts a new batch. An action sent from outside (not by an effect)
/// while an action is reduced or observers are told is reported, as the original reports it.
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
    /// Whether observers are being told of a change (`didChange` runs).
    @exclusivity(unchecked) @usableFromInline var isNotifying = false
    private var running: [Int: RunningEffect] = [:] {
        didSet { didChangeRunningEffects?(Set(running.keys)) }
    }
    private var nextEffectID = 0
    /// The dependencies each action is reduced with, and its effects started with.
    @exclusivity(unchecked) @usableFromInline package var dependencies: DependencyValues

    /// Called after each action is reduced, with the state it left.
    @exclusivity(unchecked) @usableFromInline package var didReduce: ((Action, State, Origin) -> Void)?
    /// Called once a batch of queued actions has been reduced.
    @exclusivity(unchecked) @usableFromInline package var didChange: (() -> Void)?
    /// Called whenever an effect starts or finishes, with the numbers of those still running.
    package var didChangeRunningEffects: ((Set<Int>) -> Void)?

    @usableFromInline
    struct QueuedAction {
        @usableFromInline let action: Action
        @usableFromInline let origin: Origin
        /// The group the effects of the action join; `nil` for the group of the batch.
        @usableFromInline let group: EffectGroup?

        @usableFromInline
        init(action: Action, origin: Origin, group: EffectGroup?) {
            self.action = action
            self.origin = origin
            self.group = group
        }
    }

    private struct RunningEffect {
        let task: Task<Void, Never>
        /// The action whose reducer returned the effect.
        let trigger: Action
    }

    /// The effects running under cancel ids, lock-protected so that `Task.cancel(id:)` in an
    /// effect reaches them at once; this store's alone, so no other store's ids reach them.
    let cancellables = CancellationRegistry()

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

    /// Cancels the effects running under cancel ids and forgets their ids at once, from any
    /// thread: what a `TestStore` does as it goes away, as the original's test teardown finds
    /// no cancellable left. The tasks wind down afterwards.
    package nonisolated func cancelEffectsWithIDs() {
        cancellables.cancelAll()
    }

    /// How many effects are still running.
    package var runningEffectCount: Int { running.count }

    /// The numbers each running effect was started under, which no other effect of this
    /// store shares, ever.
    package var runningEffectNumbers: Set<Int> { Set(running.keys) }

    /// The action whose reducer returned the running effect `number`, if it still runs.
    package func trigger(ofEffect number: Int) -> Action? { running[number]?.trigger }

    /// The tasks of the effects still running, by the number each was started under.
    var runningEffectTasks: [Int: Task<Void, Never>] { running.mapValues(\.task) }

    /// Reduces `action` and every action queued behind it; returns the group of the effects
    /// they started, `nil` when they started none.
    ///
    /// - Parameter group: The group the effects join: that of the effect sending `action`, so
    ///   that cancelling the task of the action that started that effect cancels these too.
    @inlinable
    @discardableResult
    package func send(_ action: Action, origin: Origin = .sent, in group: EffectGroup? = nil) -> EffectGroup? {
        if origin == .sent, isReducing || isNotifying {
            reportReentrantSend(action)
        }
        if isReducing {
            queue.append(QueuedAction(action: action, origin: origin, group: group))
            return nil
        }
        isReducing = true
        var batchGroup = group
        reduce(action, origin: origin, group: &batchGroup)
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if next.group != nil {
                var own = next.group
                reduce(next.action, origin: next.origin, group: &own)
            } else {
                reduce(next.action, origin: next.origin, group: &batchGroup)
            }
        }
        isReducing = false
        if let didChange {
            let wasNotifying = isNotifying
            isNotifying = true
            didChange()
            isNotifying = wasNotifying
        }
        guard let batchGroup, batchGroup.hasStarted else { return nil }
        return batchGroup
    }

    /// Reports an action sent to the store from outside (not by an effect) while it reduces
    /// another or tells observers of a change: a reducer or an observer that sends, which the
    /// original reports too. The action is still reduced: queued behind the one being reduced,
    /// or at once when observers are being told.
    @usableFromInline
    func reportReentrantSend(_ action: Action) {
        RuntimeWarning.reentrantSend(action).report()
    }

    @inlinable
    func reduce(_ action: Action, origin: Origin, group: inout EffectGroup?) {
        // Read once: both the reducer and the effects it returns run with the store's values.
        let sendersSeeOwnDependencies = sendersSeeOwnDependencies
        let effect = sendersSeeOwnDependencies
            ? reducer(&state, action)
            : withOwnDependencies { reducer(&state, action) }
        if let didReduce { didReduce(action, state, origin) }
        if !effect.isNone {
            let target = group ?? EffectGroup()
            group = target
            if sendersSeeOwnDependencies {
                _ = start(effect, returnedFrom: action, cancelIDs: [], group: target)
            } else {
                _ = withOwnDependencies { start(effect, returnedFrom: action, cancelIDs: [], group: target) }
            }
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

    /// Starts `effect`, which the reducer returned for `trigger`, its work joining `group`;
    /// returns the tasks it started.
    @usableFromInline
    func start(_ effect: Effect<Action>, returnedFrom trigger: Action, cancelIDs: [CancelID], group: EffectGroup) -> [Task<Void, Never>] {
        switch effect.operation {
        case .none:
            return []
        case let .send(action):
            if isReducing {
                queue.append(QueuedAction(action: action, origin: .effect, group: group))
            } else {
                send(action, origin: .effect, in: group)
            }
            return []
        case let .run(priority, callSite, work):
            let id = register()
            let executor = dependencies.effectExecutor
            let lifetime = EffectLifetime(callSite: callSite, returnedFrom: trigger, reporter: RuntimeWarningReporter.current)
            let scope = CancellationScope(registry: cancellables, path: [])
            let task = Task(priority: priority) { @MainActor [weak self] in
                await withTaskExecutorPreference(executor) {
                    await CancellationScope.$current.withValue(scope) {
                        await work(
                            Send { [weak self] action in
                                guard lifetime.isRunning(whenSending: action) else { return }
                                self?.send(action, origin: .effect, in: group)
                            }
                        )
                    }
                }
                lifetime.hasFinished = true
                self?.finished(id, group: group)
            }
            track(task, id: id, trigger: trigger, cancelIDs: cancelIDs, group: group)
            return [task]
        case let .subscription(subscribe):
            return startSubscription(subscribe, returnedFrom: trigger, cancelIDs: cancelIDs, group: group)
        case let .merge(effects):
            return effects.flatMap { start($0, returnedFrom: trigger, cancelIDs: cancelIDs, group: group) }
        case let .concatenate(effects):
            return startInOrder(effects, returnedFrom: trigger, cancelIDs: cancelIDs, group: group)
        case let .cancellable(effect, id, cancelInFlight):
            if cancelInFlight { cancel(id) }
            return start(effect, returnedFrom: trigger, cancelIDs: cancelIDs + [id], group: group)
        case let .cancel(id):
            cancel(id)
            return []
        }
    }

    /// Starts a subscription effect at once. Its actions are sent as they come (queued behind
    /// the action being reduced, if any); it counts as running from now until it finishes or is
    /// cancelled. A task that waits for cancellation stands for it, as in the original, so that
    /// cancel ids, the group of the `send` and `.concatenate` treat it as any other effect.
    private func startSubscription(_ subscribe: Effect<Action>.Subscribe, returnedFrom trigger: Action, cancelIDs: [CancelID], group: EffectGroup) -> [Task<Void, Never>] {
        let id = register()
        let status = SubscriptionStatus()
        let stop = subscribe(
            { [weak self] action in
                guard !status.isOver, status.task?.isCancelled != true else { return }
                self?.send(action, origin: .effect, in: group)
            },
            { [weak self] in
                guard !status.isOver else { return }
                status.isOver = true
                // Forgotten at once, before its task ends: the store's count of running
                // effects drops within the publisher's completion.
                if let task = status.task {
                    self?.finished(id, group: group)
                    task.cancel()
                }
            }
        )
        // Finished while it was started (`Just`, an array's publisher): nothing runs on.
        guard !status.isOver else { return [] }
        let task = Task { @MainActor [weak self] in
            await withTaskCancellationHandler {
                _ = try? await Task<Never, Never>.never()
            } onCancel: {
                stop()
            }
            guard !status.isOver else { return }
            status.isOver = true
            self?.finished(id, group: group)
        }
        status.task = task
        track(task, id: id, trigger: trigger, cancelIDs: cancelIDs, group: group)
        return [task]
    }

    /// Records a started effect: as running, in its group, and under its cancel ids.
    private func track(_ task: Task<Void, Never>, id: Int, trigger: Action, cancelIDs: [CancelID], group: EffectGroup) {
        running[id] = RunningEffect(task: task, trigger: trigger)
        group.add(task, id: id)
        if !cancelIDs.isEmpty {
            tokens[id] = cancelIDs.map { cancellables.register($0) { task.cancel() } }
        }
    }

    /// Forgets an effect that has finished.
    private func finished(_ id: Int, group: EffectGroup) {
        running[id] = nil
        group.remove(id: id)
        if let tokens = tokens.removeValue(forKey: id) {
            for token in tokens { cancellables.unregister(token) }
        }
    }

    /// The registry tokens of each running effect that has cancel ids.
    private var tokens: [Int: [Int]] = [:]

    /// Starts `effects` one after another. Those that finish at once (`.send`, `.cancel`, and
    /// sequences of them) run before this returns, so a `.send` among them is reduced before
    /// `store.send` returns, as in the original; from the first that runs on, each waits for
    /// the one before it in a task.
    private func startInOrder(_ effects: [Effect<Action>], returnedFrom trigger: Action, cancelIDs: [CancelID], group: EffectGroup) -> [Task<Void, Never>] {
        var next = effects.startIndex
        var started: [Task<Void, Never>] = []
        while next < effects.endIndex, started.isEmpty {
            started = start(effects[next], returnedFrom: trigger, cancelIDs: cancelIDs, group: group)
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
                waitingOn = start(effect, returnedFrom: trigger, cancelIDs: cancelIDs, group: group)
            }
            await Self.wait(for: waitingOn)
            self?.finished(id, group: group)
        }
        track(task, id: id, trigger: trigger, cancelIDs: cancelIDs, group: group)
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
        cancellables.cancel(id)
    }
}
