/// The engine under a store whose running effects can be listed, whatever its root's state and
/// action types: a scoped store holds its root's engine as `AnyObject`.
@MainActor
protocol RunningEffects: AnyObject {
    /// The tasks of the effects still running, by the number each was started under.
    var runningEffectTasks: [Int: Task<Void, Never>] { get }
}

extension StoreCore: RunningEffects {}

extension Store {
    /// The effects still running in this store's engine (the root's, for a scoped store), by
    /// the number each was started under: what `effectCancellables`
    /// lists.
    var runningEffectTasks: [Int: Task<Void, Never>] {
        (core as? any RunningEffects)?.runningEffectTasks ?? [:]
    }
}
