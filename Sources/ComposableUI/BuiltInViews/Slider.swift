/// A control that picks a number in a range: `Slider(value: $store.volume, in: 0...10)`.
/// A test moves it with ``ViewHost/slide(_:to:)``; `render()` shows its value and range, and
/// `html()` a range input at that value.
///
/// ```swift
/// struct VolumeView: View {
///     @State var volume = 5.0
///
///     var body: some View {
///         VStack {
///             Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
///             Text("Volume: \(Int(volume))")
///         }
///     }
/// }
///
/// let host = ViewHost(VolumeView())
/// try host.slide("Volume", to: 8)
/// assert(host.texts.last == "Volume: 8")
/// ```
public struct Slider<Label: View>: View {
    let value: Double
    let bounds: ClosedRange<Double>
    let step: Double?
    let set: @MainActor (Double) -> Void
    let label: Label
    let onEditingChanged: @MainActor (Bool) -> Void

    /// A slider with a label, moving `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
    }

    /// A slider with a label, moving `value` within `bounds` in steps of `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), onEditingChanged: onEditingChanged)
    }

    private init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        bounds: ClosedRange<V>,
        step: Double?,
        label: Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) {
        self.value = Double(value.wrappedValue)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step
        self.set = { value.wrappedValue = V($0) }
        self.label = label
        self.onEditingChanged = onEditingChanged
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Slider where Label == EmptyView {
    /// A slider moving `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    /// A slider moving `value` within `bounds` in steps of `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension Slider: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        let (bounds, step, set, onEditingChanged) = (bounds, step, set, onEditingChanged)
        node.content = .slider(value: value, bounds: bounds, step: step, set: { newValue in
            var value = min(max(newValue, bounds.lowerBound), bounds.upperBound)
            if let step, step > 0 {
                value = min(bounds.lowerBound + ((value - bounds.lowerBound) / step).rounded() * step, bounds.upperBound)
            }
            onEditingChanged(true)
            set(value)
            onEditingChanged(false)
        })
        reconciler.reconcile(node, children: [(.label, label)])
    }
}

extension ViewHost {
    /// Moves the one `Slider` labelled `title` to `value`, as a finger dragging it would: the
    /// value is kept within the slider's range and rounded to its step, and `onEditingChanged`
    /// hears `true` then `false`. An unlabelled slider is found by its
    /// `.accessibilityIdentifier`.
    public func slide(_ title: String, to value: Double) throws {
        let slider = try find("slider", title: title) { node -> String? in
            guard case .slider = node.content else { return nil }
            return Screen.title(of: node.children.first)
        }
        guard case let .slider(_, _, _, set) = slider.content else { return }
        try requireEnabled(slider, "slider", title)
        set(value)
        update()
    }
}
