import Dispatch
import Synchronization

/// `body` applied to `0..<count` on every core, the results in index order: the same array a
/// serial `map` returns, as long as `body` depends on nothing but its index.
///
/// ``map(handingOver:inParallel:_:)`` is the per-page stream of the pipeline (a page's text to
/// the iteration that extracts it, a page's blocks to the iteration that renders it): each
/// element is held by the one iteration that takes it, and what the stream freed goes back to
/// the system before and after it, so that memory is this stream's concern and no stage
/// empties its values for it.
package enum ParallelMap {
    /// The results of `body(0)`, …, `body(count - 1)`; serially when `inParallel` is false.
    package static func map<Element: Sendable>(
        _ count: Int,
        inParallel: Bool = true,
        _ body: @Sendable (Int) -> Element
    ) -> [Element] {
        guard inParallel, count > 1 else { return (0..<count).map(body) }
        // One slot per index, each written once by its iteration.
        let slots = Mutex<[Element?]>(Array(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let element = body(index)
            slots.withLock { $0[index] = element }
        }
        return slots.withLock { slots in slots.map { $0! } }
    }

    /// The results of `body(0, elements[0])`, …, in order, each element handed over to the one
    /// iteration that takes it and held nowhere else after: what `body` does not keep of its
    /// element is let go as soon as that iteration ends, not when the last one does.
    ///
    /// The memory freed before the work fans out, and by it, is handed back to the system
    /// (``FreedMemory``): each thread allocates in an arena of its own, which does not reuse
    /// what another thread freed, so that without this a large site's peak would be the sum of
    /// every arena's peak rather than what is in use.
    package static func map<Input: Sendable, Element: Sendable>(
        handingOver elements: consuming [Input],
        inParallel: Bool = true,
        _ body: @Sendable (Int, consuming Input) -> Element
    ) -> [Element] {
        let count = elements.count
        let handed = Mutex<[Input?]>((consume elements).map(Optional.some))
        FreedMemory.returnToSystem()
        defer { FreedMemory.returnToSystem() }
        return map(count, inParallel: inParallel) { index in
            body(index, handed.withLock { $0[index].take()! })
        }
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
}
