/// The link between a publisher and one subscriber: the subscriber asks it for values, and
/// cancels it to hear no more. Combine's `Subscription`.
///
/// ```swift
/// final class Ticks: Subscription {
///     var requested: Subscribers.Demand = .none
///     func request(_ demand: Subscribers.Demand) { requested += demand }
///     func cancel() {}
/// }
/// let ticks = Ticks()
/// ticks.request(.max(2))
/// assert(ticks.requested == .max(2))
/// ```
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Combine's namespace of ready-made subscriptions.
///
/// ```swift
/// Subscriptions.empty.request(.unlimited)
/// ```
public enum Subscriptions {
    /// A subscription that delivers nothing and that cancelling does nothing to: what a
    /// publisher that has nothing to send (``Empty``, ``Fail``) gives its subscriber.
    ///
    /// ```swift
    /// Subscriptions.empty.cancel()
    /// ```
    public static var empty: any Subscription {
        EmptySubscription()
    }
}

private final class EmptySubscription: Subscription, Sendable {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
