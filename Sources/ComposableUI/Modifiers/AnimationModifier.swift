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
    /// ```swift skip("uses store from elsewhere")
    /// Text("\(store.count)").animation(.spring(), value: store.count)
    /// ```
    public func animation<Value: Equatable & Hashable>(_ animation: Animation?, value: Value) -> some View {
        modifier(AnimationModifier(animation: animation, value: AnyHashable(value)))
    }
}
