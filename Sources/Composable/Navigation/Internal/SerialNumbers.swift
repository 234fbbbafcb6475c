import Synchronization

/// Numbers handed out once each, process-wide: what makes every alert, dialog and button made
/// a distinct one for views, while their equality ignores the number.
enum SerialNumbers {
    private static let counter = Mutex(0)

    static func next() -> Int {
        counter.withLock { value in
            defer { value += 1 }
            return value
        }
    }
}
