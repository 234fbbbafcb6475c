import Foundation

/// The reference a `Shared` or `SharedReader` holds, in a box of its own so that a holder can
/// be pointed at another key (`load(_:)`) and every copy of it follows.
final class SharedBox<Reference>: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var _reference: Reference

    init(_ reference: Reference) {
        _reference = reference
    }

    var reference: Reference {
        get { lock.withLock { _reference } }
        set { lock.withLock { _reference = newValue } }
    }
}
