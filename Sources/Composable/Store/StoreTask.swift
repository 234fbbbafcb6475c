/// The effects started by one `store.send(_:)`, to wait for or cancel.
///
/// ```swift
/// let task = store.send(.refreshTapped)
/// await task.finish()   // waits until the refresh effect is done
/// ```
public struct StoreTask: Hashable, Sendable {
    let task: Task<Void, Never>?

    package init(_ tasks: [Task<Void, Never>]) {
        switch tasks.count {
        case 0:
            task = nil
        case 1:
            task = tasks[0]
        default:
            task = Task {
                await withTaskCancellationHandler {
                    for task in tasks { await task.value }
                } onCancel: {
                    for task in tasks { task.cancel() }
                }
            }
        }
    }

    /// Waits until every effect the action started has finished.
    ///
    /// Cancelling the task that waits cancels those effects too, which is what ties effects to
    /// a view's lifetime:
    ///
    /// ```swift
    /// .task { await store.send(.task).finish() }  // the view going away cancels the effects
    /// ```
    public func finish() async {
        guard let task else { return }
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// Cancels every effect the action started.
    public func cancel() {
        task?.cancel()
    }

    /// Whether the effects were cancelled. An action that started no effects has nothing
    /// left to run, so its task counts as cancelled, as in the original.
    public var isCancelled: Bool {
        task?.isCancelled ?? true
    }
}
