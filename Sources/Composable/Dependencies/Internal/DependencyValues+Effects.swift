extension DependencyValues {
    /// `operation`, made to run with these values in place, on their effect executor if they
    /// have one: an effect keeps the dependencies of the reducer that made it, wherever and
    /// whenever it runs.
    func bind<Action>(
        _ operation: @escaping @Sendable (Send<Action>) async throws -> Void
    ) -> @Sendable (Send<Action>) async throws -> Void {
        { [self] send in
            try await withTaskExecutorPreference(effectExecutor) {
                try await DependencyValues.$current.withValue(self) {
                    try await operation(send)
                }
            }
        }
    }

    /// `handler`, made to run with these values in place.
    func bind<Action>(
        _ handler: @escaping @Sendable (any Error, Send<Action>) async -> Void
    ) -> @Sendable (any Error, Send<Action>) async -> Void {
        { [self] error, send in
            await DependencyValues.$current.withValue(self) {
                await handler(error, send)
            }
        }
    }
}
