struct LifecycleModifier: ViewModifier, BuiltInModifier {
    let hooks: LifecycleHooks
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        let previousID = node.lifecycle?.taskID
        let wasMounted = node.lifecycle != nil
        node.content = .modifier(.lifecycle)
        node.lifecycle = hooks
        if wasMounted, hooks.task != nil, previousID != hooks.taskID {
            node.task?.cancel()
            node.task = nil
            reconciler.restartedTasks.append(node)
        }
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

extension View {
    /// Runs `action` when this view appears on screen (after the host has mounted it).
    ///
    /// ```swift skip("uses store from elsewhere")
    /// .onAppear { store.send(.view(.onAppear)) }
    /// ```
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(hooks: LifecycleHooks(onAppear: action)))
    }

    /// Runs `action` when this view leaves the screen.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(hooks: LifecycleHooks(onDisappear: action)))
    }

    /// Starts `action` when this view appears and cancels it when the view disappears: the
    /// place for work that lasts as long as the view.
    ///
    /// ```swift skip("uses store from elsewhere")
    /// .task { await store.send(.view(.runTasks)).finish() }
    /// ```
    public func task(
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(LifecycleModifier(hooks: LifecycleHooks(task: action, taskPriority: priority)))
    }

    /// Like ``task(priority:_:)``, and also cancels and restarts `action` when `id` changes.
    ///
    /// ```swift skip("uses store from elsewhere")
    /// .task(id: store.query) { await store.send(.search).finish() }
    /// ```
    public func task<ID: Equatable & Hashable>(
        id: ID,
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(LifecycleModifier(hooks: LifecycleHooks(task: action, taskID: AnyHashable(id), taskPriority: priority)))
    }
}
