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
    /// ```swift
    /// // snippet.hide
    /// struct Feature: Reducer {
    ///     struct State: Equatable {
    ///         var hasAppeared = false
    ///         var query = "milk"
    ///         var searches = 0
    ///     }
    ///
    ///     enum Action {
    ///         case view(ViewAction)
    ///         case search
    ///
    ///         enum ViewAction {
    ///             case onAppear
    ///             case runTasks
    ///         }
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .view(.onAppear):
    ///                 state.hasAppeared = true
    ///             case .view(.runTasks):
    ///                 break
    ///             case .search:
    ///                 state.searches += 1
    ///             }
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// struct FeatureView: View {
    ///     let store: StoreOf<Feature>
    ///
    ///     var body: some View {
    ///         Text("Results")
    /// // snippet.show
    /// .onAppear { store.send(.view(.onAppear)) }
    /// // snippet.hide
    ///     }
    /// }
    ///
    /// let store = Store(initialState: Feature.State()) { Feature() }
    /// let host = ViewHost(FeatureView(store: store))
    /// precondition(store.hasAppeared)
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
    /// ```swift
    /// // snippet.hide
    /// struct TasksView: View {
    ///     let store: StoreOf<Feature>
    ///
    ///     var body: some View {
    ///         Text("Results")
    /// // snippet.show
    /// .task { await store.send(.view(.runTasks)).finish() }
    /// // snippet.hide
    ///     }
    /// }
    ///
    /// let tasks = ViewHost(TasksView(store: Store(initialState: Feature.State()) { Feature() }))
    /// precondition(tasks.texts == ["Results"])
    /// ```
    public func task(
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(LifecycleModifier(hooks: LifecycleHooks(task: action, taskPriority: priority)))
    }

    /// Like ``task(priority:_:)``, and also cancels and restarts `action` when `id` changes.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct SearchView: View {
    ///     let store: StoreOf<Feature>
    ///
    ///     var body: some View {
    ///         Text("Results")
    /// // snippet.show
    /// .task(id: store.query) { await store.send(.search).finish() }
    /// // snippet.hide
    ///     }
    /// }
    ///
    /// let search = ViewHost(SearchView(store: Store(initialState: Feature.State()) { Feature() }))
    /// precondition(search.texts == ["Results"])
    /// ```
    public func task<ID: Equatable & Hashable>(
        id: ID,
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(LifecycleModifier(hooks: LifecycleHooks(task: action, taskID: AnyHashable(id), taskPriority: priority)))
    }
}
