/// Tabs, each a view marked with `.tabItem { ... }` and `.tag(value)`; the selected one is
/// shown, and a test selects another by its tab item's title with ``ViewHost/selectTab(_:)``.
///
/// ```swift
/// // snippet.hide
/// enum Tab: Hashable, Sendable {
///     case files
///     case settings
/// }
///
/// struct FileList: Reducer {
///     struct State: Equatable {
///         var files = ["Intro.mov"]
///     }
///
///     enum Action {}
///
///     var body: some ReducerOf<Self> {
///         EmptyReducer()
///     }
/// }
///
/// struct FileListView: View {
///     let store: StoreOf<FileList>
///
///     var body: some View {
///         ForEach(store.files, id: \.self) { Text($0) }
///     }
/// }
///
/// struct Feature: Reducer {
///     struct State: Equatable {
///         var selectedTab = Tab.files
///         var files = FileList.State()
///     }
///
///     enum Action {
///         case tabSelected(Tab)
///         case files(FileList.Action)
///     }
///
///     var body: some ReducerOf<Self> {
///         Scope(state: \.files, action: \.files) { FileList() }
///         Reduce { state, action in
///             if case let .tabSelected(tab) = action { state.selectedTab = tab }
///             return .none
///         }
///     }
/// }
///
/// struct FeatureView: View {
///     @Bindable var store: StoreOf<Feature>
///
///     var body: some View {
/// // snippet.show
/// TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
///     FileListView(store: store.scope(state: \.files, action: \.files))
///         .tabItem { Label("Files", systemImage: "film.stack") }
///         .tag(Tab.files)
/// // snippet.hide
///     Text("No settings yet")
///         .tabItem { Label("Settings", systemImage: "gear") }
///         .tag(Tab.settings)
/// // snippet.show
/// }
/// // snippet.hide
///     }
/// }
///
/// let store = Store(initialState: Feature.State()) { Feature() }
/// let host = ViewHost(FeatureView(store: store))
/// try host.selectTab("Settings")
/// precondition(store.selectedTab == .settings)
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs whose selection is `selection`, compared with each tab's `.tag`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep their selection themselves, starting with the first.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        if let selection {
            let current = reconciler.read(on: node, for: self) { selection.wrappedValue }
            node.content = .tabView(
                selection: AnyHashable(current),
                select: { tag in
                    guard let value = tag.base as? SelectionValue else { return false }
                    selection.wrappedValue = value
                    return true
                }
            )
        } else if case .tabView = node.content {
            // A tab view without a binding keeps the selection a test gave it.
        } else {
            node.content = .tabView(selection: nil, select: nil)
        }
        reconciler.reconcile(node, children: [(.content, content)])
    }
}
