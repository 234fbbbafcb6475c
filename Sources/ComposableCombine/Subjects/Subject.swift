/// A publisher you send values into by hand: ``PassthroughSubject`` and
/// ``CurrentValueSubject``. Combine's `Subject`. Subjects are safe to send to from any thread.
///
/// ```swift
/// let subject: any Subject<Int, Never> = PassthroughSubject<Int, Never>()
/// subject.send(1)
/// subject.send(completion: .finished)
/// ```
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to every subscriber that has asked for one.
    func send(_ value: Output)
    /// Ends every subscription with `completion`; nothing can be sent afterwards.
    func send(completion: Subscribers.Completion<Failure>)
    /// Lets the subject drive an upstream subscription: it asks it for everything.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends the one value of a `Void` subject.
    ///
    /// ```swift
    /// let taps = PassthroughSubject<Void, Never>()
    /// taps.send()
    /// ```
    public func send() {
        send(())
    }
}
