/// Runs `operation` with every task that would go to the shared global pool (`Task { }`,
/// `Task.detached`, `async let`, task groups) sent to the main actor instead, so that they run
/// one job at a time in the order they were started: a test of code that starts tasks behaves
/// the same way on every run.
///
/// ```swift test
/// // snippet.hide
/// import Synchronization
///
/// @MainActor @Test func tasksRunInTheOrderTheyWereStarted() async {
/// // snippet.show
/// await withMainSerialExecutor {
///     let order = LockIsolated<[Int]>([])
///     let first = Task.detached { order.withValue { $0.append(1) } }
///     let second = Task.detached { order.withValue { $0.append(2) } }
///     await first.value
///     await second.value
///     #expect(order.value == [1, 2])
/// }
/// // snippet.hide
/// }
/// ```
///
/// It changes a setting of the whole process for as long as `operation` runs (see
/// ``uncheckedUseMainSerialExecutor``), so other tests running at the same time are serialised
/// too. A `TestStore` does not need it for its effects: it runs them on an executor of its own
/// that knows when they are all waiting (see `Docs/DifferencesFromTheOriginal.md`).
@MainActor
public func withMainSerialExecutor(
    @_implicitSelfCapture operation: @isolated(any) () async throws -> Void
) async rethrows {
    let wasUsing = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = wasUsing }
    uncheckedUseMainSerialExecutor = true
    try await operation()
}

/// Runs `operation`, a synchronous test body (an XCTest `invokeTest`), with every task that
/// would go to the shared global pool sent to the main actor instead; see the async form.
///
/// ```swift
/// withMainSerialExecutor {
///     print(uncheckedUseMainSerialExecutor)  // true
/// }
/// // snippet.hide
/// precondition(!uncheckedUseMainSerialExecutor)
/// ```
public func withMainSerialExecutor(
    @_implicitSelfCapture operation: () throws -> Void
) rethrows {
    let wasUsing = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = wasUsing }
    uncheckedUseMainSerialExecutor = true
    try operation()
}

/// Whether tasks that would go to the shared global pool are sent to the main actor, one job
/// at a time, instead. Setting it changes the whole process until it is set back, which is why
/// ``withMainSerialExecutor(operation:)`` is usually the better spelling; a Swift
/// Testing suite whose tests all want it may set it in its `init`.
///
/// ```swift
/// uncheckedUseMainSerialExecutor = true
/// // Tasks started here run on the main actor, one job at a time, in the order they started.
/// // snippet.hide
/// precondition(uncheckedUseMainSerialExecutor)
/// // snippet.show
/// uncheckedUseMainSerialExecutor = false
/// ```
///
/// Tests run in parallel share the setting, so a test that sets it should set it back, or
/// use ``withMainSerialExecutor(operation:)``.
///
/// It works as the original's does, through the Swift runtime's hook for the global executor.
/// Where that hook cannot be found (a statically linked executable may not export it), the
/// setting is remembered but changes nothing.
public var uncheckedUseMainSerialExecutor: Bool {
    get { GlobalEnqueueHook.isRedirectingToMainActor }
    set { GlobalEnqueueHook.isRedirectingToMainActor = newValue }
}
