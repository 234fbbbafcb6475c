import Foundation
import Observation

/// Hands each new value of a state read through Observation (a store's state, a view store's
/// view state) to its subscribers, in the order they subscribed, skipping values that
/// `isDuplicate` says are the same as the last one handed on. What `store.publisher` and
/// `viewStore.publisher` are built on, without this module knowing of Combine.
///
/// It observes the state only while someone subscribes, once for all of them: one comparison
/// per change, however many subscribers. A value that arrives while the last one is still being
/// handed on (a subscriber sent an action) waits until every subscriber has had the last one,
/// so that each sees the values in the order they happened.
package final class StateRelay<Value>: @unchecked Sendable {
    // Unchecked: the state is read and handed on on the main actor only; what a subscriber may
    // change from another thread (leaving) is behind `lock`.
    private struct Subscribers {
        var list: [(id: Int, receive: @MainActor (Value) -> Void)] = []
        var nextID = 0
        /// Counts the times observation started or stopped, so that the change handler of a
        /// round that ended (every subscriber left) does nothing.
        var round = 0
    }

    /// Reads the state through Observation; `nil` once its owner is gone.
    private let read: @MainActor () -> Value?
    private let isDuplicate: (Value, Value) -> Bool
    private let lock = NSLock()
    private var subscribers = Subscribers()
    /// The value last handed on; `nil` while no one subscribes. Main actor only.
    private var current: Value?
    private var pending: [Value] = []
    private var isDelivering = false

    /// A relay of what `read` returns, where `read` reads the state through Observation and
    /// returns `nil` once the state's owner is gone.
    package init(read: @escaping @MainActor () -> Value?, isDuplicate: @escaping (Value, Value) -> Bool) {
        self.read = read
        self.isDuplicate = isDuplicate
    }

    /// Adds `receive`, hands it the current value at once, and returns the number that
    /// `unsubscribe(_:)` takes.
    @MainActor
    package func subscribe(_ receive: @escaping @MainActor (Value) -> Void) -> Int {
        let (id, startsRound) = withLock { subscribers -> (Int, Int?) in
            let id = subscribers.nextID
            subscribers.nextID += 1
            subscribers.list.append((id, receive))
            guard subscribers.list.count == 1 else { return (id, nil) }
            subscribers.round += 1
            return (id, subscribers.round)
        }
        if let startsRound {
            current = observe(round: startsRound)
        }
        if let current { receive(current) }
        return id
    }

    /// Removes the subscriber `id`, from any thread; the last one to leave stops the
    /// observation.
    package func unsubscribe(_ id: Int) {
        withLock { subscribers in
            subscribers.list.removeAll { $0.id == id }
            if subscribers.list.isEmpty { subscribers.round += 1 }
        }
    }

    private func withLock<T>(_ body: (inout Subscribers) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&subscribers)
    }

    /// Reads the state, and arranges to be called again when it changes.
    @MainActor
    private func observe(round: Int) -> Value? {
        withObservationTracking {
            read()
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.stateDidChange(round: round) }
        }
    }

    @MainActor
    private func stateDidChange(round: Int) {
        guard isCurrent(round) else {
            current = nil
            pending.removeAll()
            return
        }
        guard let last = current, let value = observe(round: round) else { return }
        guard !isDuplicate(last, value) else { return }
        current = value
        pending.append(value)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for subscriber in withLock({ $0.list }) where isCurrent(round) {
                subscriber.receive(next)
            }
        }
    }

    private func isCurrent(_ round: Int) -> Bool {
        withLock { $0.round == round }
    }
}
