/// What `@Dependency(\.dismiss)` calls: set by `ifLet(\.$x, ...)` and `forEach(\.path, ...)`
/// around each effect of the feature they present, so that the feature can dismiss itself.
enum PresentationContext {
    /// Sends the action that dismisses the presented feature whose effect is running now:
    /// `.dismiss` for a presented one, `.popFrom(id:)` for a pushed one.
    @TaskLocal static var dismiss: (@Sendable () async -> Void)?

    /// Runs a presented or pushed feature's reducer with `\.isPresented` true, so that the
    /// effects it makes see it too.
    static func whilePresented<T>(_ body: () -> T) -> T {
        var values = DependencyValues.current
        values.isPresented = true
        return DependencyValues.$current.withValue(values, operation: body)
    }
}

extension Effect {
    /// This effect with every `run` in it wrapped by `wrap`: how a presenting reducer gives
    /// the presented feature's effects what they need to dismiss it.
    func wrappingRuns(
        _ wrap: @escaping @Sendable (_ work: @escaping @Sendable (Send<Action>) async -> Void, _ send: Send<Action>) async -> Void
    ) -> Self {
        switch operation {
        case .none, .send, .cancel, .subscription:
            // A subscription runs no async work that could read `\.dismiss`.
            return self
        case let .run(priority, callSite, work):
            return Self(.run(priority: priority, callSite: callSite) { send in await wrap(work, send) })
        case let .merge(effects):
            return Self(.merge(effects.map { $0.wrappingRuns(wrap) }))
        case let .concatenate(effects):
            return Self(.concatenate(effects.map { $0.wrappingRuns(wrap) }))
        case let .cancellable(effect, id, cancelInFlight):
            return Self(.cancellable(effect.wrappingRuns(wrap), id: id, cancelInFlight: cancelInFlight))
        }
    }

    /// This effect, able to dismiss its feature by sending the action `dismissAction` makes
    /// through its own `send`.
    func dismissible(by dismissAction: @escaping @Sendable () -> Action) -> Self {
        wrappingRuns { work, send in
            await PresentationContext.$dismiss.withValue({ await send(dismissAction()) }) {
                await work(send)
            }
        }
    }
}
