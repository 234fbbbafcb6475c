/// A cancellable that cancels itself when it goes away: what ``Publisher/sink(receiveValue:)``
/// returns, so a subscription lasts exactly as long as someone keeps its `AnyCancellable`.
/// Combine's `AnyCancellable`.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// var received: [Int] = []
/// var cancellable: AnyCancellable? = subject.sink { received.append($0) }
/// subject.send(1)
/// cancellable = nil        // the subscription ends here
/// subject.send(2)
/// assert(received == [1])
/// // snippet.hide
/// _ = cancellable
/// ```
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    // Unchecked: the closure is taken out under the lock and run once, outside it.
    private let work: Locked<(() -> Void)?>

    /// A cancellable that runs `cancel` when cancelled or when it goes away, once.
    ///
    /// ```swift
    /// let cancellable = AnyCancellable { print("cancelled") }
    /// cancellable.cancel()
    /// ```
    public init(_ cancel: @escaping () -> Void) {
        work = Locked(cancel)
    }

    /// Wraps `cancellable`, cancelling it when cancelled or when it goes away.
    ///
    /// ```swift
    /// let inner = AnyCancellable { print("inner cancelled") }
    /// let outer = AnyCancellable(inner)
    /// outer.cancel()
    /// ```
    public convenience init<C: Cancellable>(_ cancellable: C) {
        self.init { cancellable.cancel() }
    }

    /// Runs the cancel work, the first time only.
    ///
    /// ```swift
    /// var cancellations = 0
    /// let cancellable = AnyCancellable { cancellations += 1 }
    /// cancellable.cancel()
    /// cancellable.cancel()
    /// assert(cancellations == 1)
    /// ```
    public func cancel() {
        let taken = work.withLock { work -> (() -> Void)? in
            defer { work = nil }
            return work
        }
        taken?()
    }

    deinit {
        cancel()
    }

    /// Keeps this cancellable in `set`.
    ///
    /// ```swift
    /// var cancellables = Set<AnyCancellable>()
    /// AnyCancellable {}.store(in: &cancellables)
    /// assert(cancellables.count == 1)
    /// ```
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this cancellable in `collection`.
    ///
    /// ```swift
    /// var cancellables: [AnyCancellable] = []
    /// AnyCancellable {}.store(in: &cancellables)
    /// assert(cancellables.count == 1)
    /// ```
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Two cancellables are equal when they are the same object.
    ///
    /// ```swift
    /// let cancellable = AnyCancellable {}
    /// assert(cancellable == cancellable)
    /// assert(cancellable != AnyCancellable {})
    /// ```
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    ///
    /// ```swift
    /// let cancellable = AnyCancellable {}
    /// let set: Set<AnyCancellable> = [cancellable, cancellable]
    /// assert(set.count == 1)
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
