/// Keeps a focus state and a value elsewhere (a store's state) equal: a change on either side
/// is copied to the other.
struct BindModifier<Value: Hashable>: ViewModifier, BuiltInModifier {
    let model: Binding<Value>
    let focus: FocusState<Value>.Binding
    typealias Body = Never

    /// The values last seen on both sides, kept on the node between updates.
    final class Seen {
        var hasAppeared = false
        var model: Value?
        var focus: Value?
    }

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        let model = model
        let focus = focus
        let (modelValue, focusValue) = reconciler.read(on: node, for: ModifiedContent(content: content, modifier: self)) {
            (model.wrappedValue, focus.wrappedValue)
        }
        let seen = node.states["bind"] as? Seen ?? Seen()
        node.states["bind"] = seen
        node.content = .transparent
        reconciler.reconcile(node, children: [(.content, content)])
        if !seen.hasAppeared {
            // On appearing, the value elsewhere wins, as SwiftUI's `onAppear` sync does.
            if focusValue != modelValue { focus.wrappedValue = modelValue }
        } else if seen.model != modelValue {
            if focusValue != modelValue { focus.wrappedValue = modelValue }
        } else if seen.focus != focusValue {
            if modelValue != focusValue { model.wrappedValue = focusValue }
        }
        seen.hasAppeared = true
        seen.model = model.wrappedValue
        seen.focus = focus.wrappedValue
    }
}

extension View {
    /// Keeps `modelValue` (a store's focus field, through `$store.focusedField`) and
    /// `viewValue` (a view's `@FocusState`) equal: the reducer moves the focus by changing its
    /// state, and the focus the person moves reaches the reducer.
    public func bind<Value: Hashable>(_ modelValue: Binding<Value>, to viewValue: FocusState<Value>.Binding) -> some View {
        modifier(BindModifier(model: modelValue, focus: viewValue))
    }
}
