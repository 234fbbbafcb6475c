import Foundation

/// Results written from concurrent workers, each to its own slot.
final class Slots<Value: Sendable>: @unchecked Sendable {
    // Each index is written by exactly one worker, under the lock.
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    var values: [Value] {
        lock.withLock { slots.compactMap { $0 } }
    }
}
