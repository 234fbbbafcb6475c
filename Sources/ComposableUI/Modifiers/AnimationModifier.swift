struct AnimationModifier: ViewModifier, BuiltInModifier {
    let animation: Animation?
    let value: AnyHashable
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        if case .modifier(.animation) = node.content, let previous = node.animatedValue, previous != value,
            let animation
        {
            reconciler.animatedChanges.append(
                AnimatedChange(animation: animation, change: ".animation(_:value:) saw \(previous.base) become \(value.base)")
            )
        }
        node.content = .modifier(.animation(animation))
        node.animatedValue = value
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

extension View {
    /// Animates the changes to this view that come with a change of `value`; the host records
    /// each such change in ``ViewHost/animatedChanges``.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Feature: Reducer {
    ///     struct State: Equatable {
    ///         var count = 3
    ///     }
    ///
    ///     enum Action {
    ///         case incremented
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .incremented:
    ///                 state.count += 1
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    ///
    /// struct FeatureView: View {
    ///     let store: StoreOf<Feature>
    ///
    ///     var body: some View {
    ///         VStack {
    /// // snippet.show
    /// Text("\(store.count)").animation(.spring(), value: store.count)
    /// // snippet.hide
    ///         }
    ///     }
    /// }
    ///
    /// let store = Store(initialState: Feature.State()) { Feature() }
    /// let host = ViewHost(FeatureView(store: store))
    /// precondition(host.texts == ["3"])
    /// ```
    public func animation<Value: Equatable & Hashable>(_ animation: Animation?, value: Value) -> some View {
        modifier(AnimationModifier(animation: animation, value: AnyHashable(value)))
    }
}
