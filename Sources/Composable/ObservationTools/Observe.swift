import Observation

/// Runs `apply` now, and again each time state it read changes, until the returned token is
/// cancelled or released: the way to keep non-SwiftUI code (a UIKit view controller, a
/// headless renderer, a log) in step with a store or with `@Shared` state.
///
/// ```swift output
/// struct Counter: Reducer {
///     struct State: Equatable { var count = 0 }
///     enum Action { case increment }
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             state.count += 1
///             return .none
///         }
///     }
/// }
///
/// @MainActor func run() async {
///     let store = Store(initialState: Counter.State()) { Counter() }
///     let token = observe { print("count:", store.count) }
///     store.send(.increment)
///     await Task.yield()
///     token.cancel()
///     store.send(.increment)
///     await Task.yield()
/// }
/// await run()
/// ```
///
/// ```text
/// count: 0
/// count: 1
/// ```
///
/// What `apply` reads is tracked with Swift's Observation, so any `Observable` works: a
/// `Store`, `@Shared` values, your own `@Observable`-style classes. A change schedules one run
/// on the main actor (several changes before it runs make one run), as the original schedules
/// it on the caller's actor.
@MainActor
public func observe(_ apply: @escaping @MainActor @Sendable () -> Void) -> ObserveToken {
    observe { (_: UITransaction) in apply() }
}

/// Runs `apply` now, and again each time state it read changes, passing the ``UITransaction``
/// the change was made in: to animate a change made with `withUITransaction` or through a
/// binding with a ``UIBinding/transaction``.
///
/// ```swift output
/// enum Animated: UITransactionKey { static let defaultValue = false }
///
/// extension UITransaction {
///     var animated: Bool {
///         get { self[Animated.self] }
///         set { self[Animated.self] = newValue }
///     }
/// }
///
/// @MainActor func run() async {
///     let text = UIBinding(wrappedValue: "a")
///     let token = observe { transaction in print(text.wrappedValue, transaction.animated) }
///     withUITransaction(\.animated, true) { text.wrappedValue = "b" }
///     await Task.yield()
///     token.cancel()
/// }
/// await run()
/// ```
///
/// ```text
/// a false
/// b true
/// ```
@MainActor
public func observe(_ apply: @escaping @MainActor @Sendable (_ transaction: UITransaction) -> Void) -> ObserveToken {
    let token = ObserveToken()
    ObservationLoop(apply: apply, token: token).run(in: UITransaction.current)
    return token
}
