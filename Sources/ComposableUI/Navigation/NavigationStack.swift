import Composable

/// Screens pushed on top of a root screen, with a back button; only the top screen is shown.
///
/// Without a path, `NavigationLink(_:destination:)` pushes views and the stack keeps them
/// itself. With a store's path, the stack shows one screen per element of a `StackState`:
///
/// ```swift
/// // snippet.hide
/// struct Detail: Reducer {
///     struct State: Equatable {
///         var title = "Milk"
///     }
///
///     enum Action {
///         case titleChanged(String)
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             if case let .titleChanged(title) = action { state.title = title }
///             return .none
///         }
///     }
/// }
///
/// struct DetailView: View {
///     let store: StoreOf<Detail>
///
///     var body: some View {
///         Text("Detail: \(store.title)")
///     }
/// }
///
/// struct ListFeature: Reducer {
///     struct State: Equatable {}
///     enum Action {}
///
///     var body: some ReducerOf<Self> {
///         EmptyReducer()
///     }
/// }
///
/// struct ListView: View {
///     let store: StoreOf<ListFeature>
///
///     var body: some View {
///         NavigationLink(state: Detail.State(title: "Milk")) { Text("Open Milk") }
///     }
/// }
///
/// struct Feature: Reducer {
///     struct State: Equatable {
///         var list = ListFeature.State()
///         var path = StackState<Detail.State>()
///     }
///
///     enum Action {
///         case list(ListFeature.Action)
///         case path(StackActionOf<Detail>)
///     }
///
///     var body: some ReducerOf<Self> {
///         Scope(state: \.list, action: \.list) { ListFeature() }
///         Reduce { _, _ in .none }
///             .forEach(\.path, action: \.path) { Detail() }
///     }
/// }
///
/// struct FeatureView: View {
///     @Bindable var store: StoreOf<Feature>
///
///     var body: some View {
/// // snippet.show
/// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
///     ListView(store: store.scope(state: \.list, action: \.list))
/// } destination: { store in
///     DetailView(store: store)
/// }
/// // snippet.hide
///     }
/// }
///
/// let store = Store(initialState: Feature.State()) { Feature() }
/// let host = ViewHost(FeatureView(store: store))
/// try host.tap("Open Milk")
/// precondition(store.path.ids.count == 1)
/// ```
///
/// A test goes back with ``ViewHost/back()``.
public struct NavigationStack<Root: View>: View {
    let root: Root
    let path: (@MainActor (ViewNode, Reconciler, NavigationStack<Root>) -> [(NodeKey, any View)])?

    /// A stack that keeps the views its links push.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// A stack showing a screen per element of the path a store holds; `destination` makes the
    /// screen for an element's store.
    public init<ElementState, ElementAction, Destination: View>(
        path: Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (Store<ElementState, ElementAction>) -> Destination
    ) {
        self.root = root()
        let store = path.wrappedValue
        self.path = { node, reconciler, stack in
            Self.screens(of: store, on: node, in: reconciler, for: stack, destination: destination)
        }
    }

    /// Describes a stack driven by `store`'s path on `node`, and returns a screen per element.
    private static func screens<ElementState, ElementAction, Destination: View>(
        of store: Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>,
        on node: ViewNode,
        in reconciler: Reconciler,
        for stack: NavigationStack<Root>,
        destination: (Store<ElementState, ElementAction>) -> Destination
    ) -> [(NodeKey, any View)] {
        let ids: [StackElementID] = reconciler.read(on: node, for: stack) { store.ids }
        var pop: (@MainActor () -> Void)?
        if let top = ids.last {
            pop = { _ = store.send(.popFrom(id: top)) }
        }
        let pushState: @MainActor (Any) -> Bool = { state in
            guard let state = state as? ElementState else { return false }
            store.send(.push(id: store.withState(\.nextPushID), state: state))
            return true
        }
        node.content = .navigationStack(NavigationStackControl(pushView: nil, pushState: pushState, pop: pop))
        var screens: [(NodeKey, any View)] = []
        for id in ids {
            let toElement: KeyPath<StackState<ElementState>, ElementState?> = \.[id: id]
            let toElementAction: CaseKeyPath<StackAction<ElementState, ElementAction>, ElementAction> = \.[id: id]
            if let element = store.scope(state: toElement, action: toElementAction) {
                screens.append((.id(AnyHashable(id)), destination(element)))
            }
        }
        return screens
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension NavigationStack: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        let screens: [(NodeKey, any View)]
        if let path {
            screens = path(node, reconciler, self)
        } else {
            let pushed = reconciler.read(on: node, for: self) { node.pushedViews.value }
            let storage = node.pushedViews
            var pop: (@MainActor () -> Void)?
            if !pushed.isEmpty {
                pop = { _ = storage.value.popLast() }
            }
            node.content = .navigationStack(
                NavigationStackControl(
                    pushView: { view in storage.value.append(PushedView(id: storage.nextID(), view: view)) },
                    pushState: nil,
                    pop: pop
                )
            )
            screens = pushed.map { (.id(AnyHashable($0.id)), $0.view) }
        }
        reconciler.reconcile(node, children: [(.content, root)] + screens)
    }
}

/// A view a link pushed on a stack without a path, with a number that keeps its identity.
struct PushedView {
    let id: Int
    let view: any View
}

extension ViewNode {
    /// The views pushed on this node's stack by links, kept as a `@State` would be.
    var pushedViews: PushedViews {
        if let storage = states["pushed views"] as? PushedViews { return storage }
        let storage = PushedViews([])
        states["pushed views"] = storage
        return storage
    }
}

/// The storage of a stack's pushed views: observed, so that pushing and popping update it.
typealias PushedViews = StateStorage<[PushedView]>

extension StateStorage where Value == [PushedView] {
    /// A number no pushed view of this stack had before.
    func nextID() -> Int {
        (value.map(\.id).max() ?? -1) + 1
    }
}
