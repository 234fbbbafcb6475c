#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Synchronization

/// The Swift runtime's `swift_task_enqueueGlobal_hook`: a function pointer the runtime calls,
/// when it is set, for every job bound for the global concurrent executor. Setting it to a
/// function that hands the job to the main actor makes all such jobs run one at a time there.
enum GlobalEnqueueHook {
    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// Where the runtime keeps the hook, if this process exports it.
    nonisolated(unsafe) private static let slot: UnsafeMutablePointer<Hook?>? =
        dlsym(dlopen(nil, 0), "swift_task_enqueueGlobal_hook")?.assumingMemoryBound(to: Hook?.self)

    /// The setting, for processes in which the hook cannot be found.
    private static let remembered = Atomic<Bool>(false)

    /// Serialises writes to the hook, which the runtime reads without a lock.
    private static let writes = Mutex(())

    static var isRedirectingToMainActor: Bool {
        get {
            guard let slot else { return remembered.load(ordering: .acquiring) }
            return writes.withLock { _ in slot.pointee != nil }
        }
        set {
            remembered.store(newValue, ordering: .releasing)
            guard let slot else { return }
            writes.withLock { _ in
                slot.pointee = newValue ? { job, _ in MainActor.shared.enqueue(job) } : nil
            }
        }
    }
}
