import Dispatch

/// `body` applied to `0..<count` on every core, the results in index order: the same array a
/// serial `map` returns, as long as `body` depends on nothing but its index.
package enum ParallelMap {
    /// The results of `body(0)`, …, `body(count - 1)`; serially when `inParallel` is false.
    package static func map<Element: Sendable>(
        _ count: Int,
        inParallel: Bool = true,
        _ body: @Sendable (Int) -> Element
    ) -> [Element] {
        guard inParallel, count > 1 else { return (0..<count).map(body) }
        let slots = Slots<Element>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.put(body(index), at: index)
        }
        return slots.values()
    }

    /// `first()` and `second()` side by side, for two independent pieces of work (one after
    /// the other when `inParallel` is false); nest it for more.
    package static func pair<First: Sendable, Second: Sendable>(
        inParallel: Bool = true,
        _ first: @Sendable () -> First,
        _ second: @Sendable () -> Second
    ) -> (First, Second) {
        let results = map(2, inParallel: inParallel) { index -> Either<First, Second> in index == 0 ? .first(first()) : .second(second()) }
        guard case let .first(one) = results[0], case let .second(two) = results[1] else {
            preconditionFailure("map keeps results in index order")
        }
        return (one, two)
    }

    private enum Either<First: Sendable, Second: Sendable>: Sendable {
        case first(First)
        case second(Second)
    }

    /// One slot per index. Each index is written by exactly one iteration and read only after
    /// `concurrentPerform` has returned, which is why no lock is needed; the slots are one
    /// allocation made up front, so that no write touches a shared array's storage.
    private final class Slots<Element>: @unchecked Sendable {
        private let base: UnsafeMutablePointer<Element?>
        private let count: Int

        init(count: Int) {
            self.count = count
            base = .allocate(capacity: count)
            base.initialize(repeating: nil, count: count)
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }

        func put(_ element: Element, at index: Int) {
            base[index] = element
        }

        func values() -> [Element] {
            (0..<count).map { base[$0]! }
        }
    }
}
