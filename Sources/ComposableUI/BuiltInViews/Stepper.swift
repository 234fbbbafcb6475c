/// A pair of − and + controls that change a value; a test presses them by the stepper's title
/// with ``ViewHost/increment(_:)`` and ``ViewHost/decrement(_:)``.
///
/// ```swift
/// // snippet.hide
/// struct Feature: Reducer {
///     struct State: Equatable {
///         var stepCount = 10
///     }
///
///     enum Action: BindableAction {
///         case binding(BindingAction<State>)
///
///     }
///
///     var body: some ReducerOf<Self> {
///         BindingReducer()
///         Reduce { state, action in
///             switch action {
///
///             default:
///                 return .none
///             }
///         }
///     }
/// }
///
/// struct FeatureView: View {
///     @Bindable var store: StoreOf<Feature>
///
///     var body: some View {
///         VStack {
/// // snippet.show
/// Stepper("Max slider value: \(store.stepCount)", value: $store.stepCount, in: 0...100)
/// // snippet.hide
///         }
///     }
/// }
///
/// let store = Store(initialState: Feature.State()) { Feature() }
/// let host = ViewHost(FeatureView(store: store))
/// try host.increment("Max slider value: 10")
/// precondition(store.stepCount == 11)
/// ```
public struct Stepper<Label: View>: View {
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    let label: Label

    /// A stepper that calls `onIncrement` and `onDecrement`.
    public init(
        onIncrement: (@MainActor () -> Void)?,
        onDecrement: (@MainActor () -> Void)?,
        @ViewBuilder label: () -> Label
    ) {
        self.increment = onIncrement
        self.decrement = onDecrement
        self.label = label()
    }

    /// A stepper that moves `value` by `step` within `bounds`.
    @MainActor
    public init<V: Strideable>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        @ViewBuilder label: () -> Label
    ) {
        // Read now, inside the body that makes the stepper, so that the body is evaluated
        // again when the value changes and a stepper at a bound turns that side off.
        let current = value.wrappedValue
        var increment: (@MainActor () -> Void)?
        var decrement: (@MainActor () -> Void)?
        if current < bounds.upperBound {
            increment = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        }
        if current > bounds.lowerBound {
            decrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        }
        self.init(onIncrement: increment, onDecrement: decrement, label: label)
    }

    /// A stepper that moves `value` by `step`, without bounds.
    @MainActor
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.init(
            onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            label: label
        )
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Stepper where Label == Text {
    /// A stepper titled `title` that moves `value` by `step` within `bounds`.
    @MainActor
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// A stepper titled `title` that moves `value` by `step`, without bounds.
    @MainActor
    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(title) }
    }

    /// A stepper titled `title` that calls `onIncrement` and `onDecrement`.
    public init(_ title: String, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(title) }
    }
}

extension Stepper: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .stepper(increment: increment, decrement: decrement)
        reconciler.reconcile(node, children: [(.label, label)])
    }
}
