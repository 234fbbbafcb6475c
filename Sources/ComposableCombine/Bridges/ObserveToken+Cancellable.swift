import Composable

/// An observation's token is a Combine cancellable, as the original's `Store.ifLet(then:else:)`
/// returns one: keep it with the rest of a controller's subscriptions.
///
/// ```swift
/// var cancellables: Set<AnyCancellable> = []
/// ObserveToken { print("stopped") }.store(in: &cancellables)
/// cancellables.removeAll()
/// ```
extension ObserveToken: Cancellable {}
