import Dispatch

/// Marks the main queue, where the main actor's work runs: a caller on the main actor finds
/// the mark. (`Thread.isMainThread` is no guide: under Swift Testing the main actor's work
/// need not run on the thread Foundation calls main.)
private let mainQueueMark: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Runs `body` at once when called on the main queue, otherwise on the main queue, in the
/// order of the calls: what the original's `receive(on: UIScheduler.shared)` does for the
/// values of a publisher effect.
func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    if DispatchQueue.getSpecific(key: mainQueueMark) == true {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.async(execute: body)
    }
}
