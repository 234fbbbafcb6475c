import Composable

extension Binding {
    /// Unwraps a binding to an optional, as swift-navigation's `Binding(_:)` does: `nil` while the
    /// value is `nil`; otherwise a binding that writes through while the base is not `nil` and
    /// keeps the last value once it is (a sheet animating out still reads it).
    ///
    /// ```swift
    /// struct DraftView: View {
    ///     @State var draft: String? = "Hi"
    ///
    ///     var body: some View {
    ///         if let text = Binding($draft) {
    ///             TextField("Draft", text: text)
    ///         }
    ///     }
    /// }
    ///
    /// let host = ViewHost(DraftView())
    /// try host.type("Hello", into: "Draft")
    /// ```
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        let last = LastValue(initial)
        self.init(
            get: {
                if let value = base.wrappedValue { last.value = value }
                return last.value
            },
            set: { newValue in
                last.value = newValue
                if base.wrappedValue != nil { base.wrappedValue = newValue }
            }
        )
    }
}

/// The value an unwrapped binding read last, for when its optional has become `nil`.
@MainActor
private final class LastValue<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
