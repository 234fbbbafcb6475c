/// A control that picks a number in a range: `Slider(value: $store.sliderValue, in: 0...10)`.
public struct Slider: View {
    let value: Double
    let bounds: ClosedRange<Double>
    let set: @MainActor (Double) -> Void

    /// A slider moving `value` within `bounds`.
    @MainActor
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) {
        self.value = Double(value.wrappedValue)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.set = { value.wrappedValue = V($0) }
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Slider: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .slider(value: value, bounds: bounds, set: set)
        reconciler.reconcile(node, children: [])
    }
}
