extension Effect {
    /// Turns the actions this effect sends into actions of another domain.
    ///
    /// Parent reducers use it to lift a child's effects into the parent's actions:
    /// `childEffect.map { Action.child($0) }`.
    @inlinable
    public func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Effect<NewAction> {
        switch operation {
        case .none:
            return .none
        case let .send(action):
            return Effect<NewAction>(.send(transform(action)))
        case let .run(priority, callSite, work):
            return Effect<NewAction>(
                .run(priority: priority, callSite: callSite) { send in
                    await work(Send { action in send(transform(action)) })
                }
            )
        case let .subscription(subscribe):
            return Effect<NewAction>(
                .subscription { send, finish in subscribe({ send(transform($0)) }, finish) }
            )
        case let .merge(effects):
            return Effect<NewAction>(.merge(effects.map { $0.map(transform) }))
        case let .concatenate(effects):
            return Effect<NewAction>(.concatenate(effects.map { $0.map(transform) }))
        case let .cancellable(effect, id, cancelInFlight):
            return Effect<NewAction>(.cancellable(effect.map(transform), id: id, cancelInFlight: cancelInFlight))
        case let .cancel(id):
            return Effect<NewAction>(.cancel(id))
        }
    }

    /// Puts every cancellation id this effect uses under `namespace`, so that the same id used
    /// by two copies of a child feature (two rows of a list, say) cancels only its own work.
    @usableFromInline
    func namespaced(_ namespace: some Hashable & Sendable) -> Self {
        switch operation {
        case .none, .send, .subscription:
            // A subscription's work is synchronous code outside any task: no cancel id is read
            // from within it.
            return self
        case let .run(priority, callSite, work):
            // So that `Task.cancel(id:)` and `withTaskCancellation(id:)` in the effect use the
            // same ids as the reducer's `.cancel(id:)` of this feature copy.
            return Self(
                .run(priority: priority, callSite: callSite) { send in
                    await CancellationScope.$current.withValue(CancellationScope.current.inside(namespace)) {
                        await work(send)
                    }
                }
            )
        case let .merge(effects):
            return Self(.merge(effects.map { $0.namespaced(namespace) }))
        case let .concatenate(effects):
            return Self(.concatenate(effects.map { $0.namespaced(namespace) }))
        case let .cancellable(effect, id, cancelInFlight):
            return Self(
                .cancellable(effect.namespaced(namespace), id: id.inside(namespace), cancelInFlight: cancelInFlight)
            )
        case let .cancel(id):
            return Self(.cancel(id.inside(namespace)))
        }
    }
}
