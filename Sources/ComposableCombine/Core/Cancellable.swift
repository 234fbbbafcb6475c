/// Something that can be stopped: a subscription, a scheduled timer. Combine's `Cancellable`.
///
/// ```swift
/// let cancellable: any Cancellable = AnyCancellable { print("stopped") }
/// cancellable.cancel()
/// ```
public protocol Cancellable {
    /// Stops it: no more values, no completion. Cancelling twice does nothing more.
    func cancel()
}

extension Cancellable {
    /// Keeps this cancellable, as an ``AnyCancellable``, in `set`: it is cancelled when the set
    /// lets it go (when the object holding the set goes away).
    ///
    /// ```swift
    /// var cancellables: Set<AnyCancellable> = []
    /// Just(1).sink { print($0) }.store(in: &cancellables)
    /// ```
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }

    /// Keeps this cancellable, as an ``AnyCancellable``, in `collection`.
    ///
    /// ```swift
    /// var cancellables: [AnyCancellable] = []
    /// Just(1).sink { print($0) }.store(in: &cancellables)
    /// ```
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}
