extension Effect where Action: Sendable {
    /// The actions the effect sends when it runs outside any store, as a stream that ends when
    /// the effect has finished: the original's `effect.actions`, for testing an effect alone.
    /// Ending the iteration cancels the effect.
    ///
    /// ```swift test
    /// // snippet.hide
    /// @Test func anEffectsActionsAreCollectedByIteratingThem() async {
    /// // snippet.show
    /// let effect = Effect<Int>.merge(
    ///     .send(1),
    ///     .run { send in await send(2) }
    /// )
    /// var received: [Int] = []
    /// for await action in effect.actions {
    ///     received.append(action)
    /// }
    /// #expect(received.sorted() == [1, 2])
    /// // snippet.hide
    /// }
    /// ```
    ///
    /// Work under a cancel id (`.cancellable(id:)`) registers with the registry shared by the
    /// code outside any store, so `.cancel(id:)` and `Task.cancel(id:)` reach it.
    public var actions: AsyncStream<Action> {
        AsyncStream { continuation in
            let task = Task {
                await self.emitActions { continuation.yield($0) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Runs the effect, handing each action it sends to `emit`; returns when it has finished.
    private func emitActions(_ emit: @escaping @Sendable (Action) -> Void) async {
        switch operation {
        case .none:
            return
        case let .send(action):
            emit(action)
        case let .run(_, _, work):
            await work(Send { emit($0) })
        case let .subscription(subscribe):
            let (stream, continuation) = AsyncStream.makeStream(of: Action.self)
            let stop = await MainActor.run {
                subscribe({ continuation.yield($0) }, { continuation.finish() })
            }
            await withTaskCancellationHandler {
                for await action in stream { emit(action) }
            } onCancel: {
                stop()
                continuation.finish()
            }
            stop()
        case let .merge(effects):
            await withTaskGroup(of: Void.self) { group in
                for effect in effects {
                    group.addTask { await effect.emitActions(emit) }
                }
            }
        case let .concatenate(effects):
            for effect in effects {
                guard !Task.isCancelled else { return }
                await effect.emitActions(emit)
            }
        case let .cancellable(effect, id, cancelInFlight):
            let registry = CancellationRegistry.shared
            if cancelInFlight { registry.cancel(id) }
            // Work that is over as soon as it starts (`.send`, `.cancel`) leaves nothing to
            // cancel later: it is done at once, as a store does, so that an id wrapped twice with
            // `cancelInFlight` (the inner one cancelling the outer) still delivers its action.
            guard !effect.endsAtOnce else {
                await effect.emitActions(emit)
                return
            }
            // The work waits until it is registered, so that cancelling its id as soon as it
            // has sent something always reaches it.
            let (registered, didRegister) = AsyncStream.makeStream(of: Void.self)
            let task = Task {
                for await _ in registered { break }
                guard !Task.isCancelled else { return }
                await effect.emitActions(emit)
            }
            let token = registry.register(id) { task.cancel() }
            didRegister.yield()
            didRegister.finish()
            await withTaskCancellationHandler {
                await task.value
            } onCancel: {
                task.cancel()
            }
            registry.unregister(token)
        case let .cancel(id):
            CancellationRegistry.shared.cancel(id)
        }
    }

    /// Whether running the effect is over as soon as it starts: it only sends and cancels.
    private var endsAtOnce: Bool {
        switch operation {
        case .none, .send, .cancel:
            return true
        case .run, .subscription:
            return false
        case let .merge(effects), let .concatenate(effects):
            return effects.allSatisfy(\.endsAtOnce)
        case let .cancellable(effect, _, _):
            return effect.endsAtOnce
        }
    }
}
