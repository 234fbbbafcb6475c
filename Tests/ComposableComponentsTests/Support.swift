/// Counts the calls a test environment receives, from any task.
actor CallCounter {
    private(set) var calls = 0

    /// Records a call and returns how many there have been.
    @discardableResult
    func record() -> Int {
        calls += 1
        return calls
    }
}

/// Waits, a millisecond at a time and for at most a second, until `condition` holds: for
/// effects a view's tap started, which no `TestStore` is there to wait for.
@MainActor
func waitUntil(_ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: .seconds(1))
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}
