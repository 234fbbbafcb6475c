/// A write to one property of a feature's state, sent by a binding in the view.
///
/// Make one with ``set(_:_:)``; match one in a reducer by key path:
///
/// ```swift
/// // snippet.hide
/// struct Sliders: Reducer {
///     struct State: Equatable {
///         var stepCount = 10
///         var sliderValue = 5.0
///     }
///
///     enum Action: BindableAction {
///         case binding(BindingAction<State>)
///     }
///
///     var body: some ReducerOf<Self> {
///         BindingReducer()
///         Reduce { state, action in
/// // snippet.show
/// switch action {
/// case .binding(\.stepCount):
///     state.sliderValue = min(state.sliderValue, Double(state.stepCount))
///     return .none
/// case .binding:
///     return .none
/// }
/// // snippet.hide
///         }
///     }
/// }
///
/// let store = Store(initialState: Sliders.State()) { Sliders() }
/// store.send(.binding(.set(\.stepCount, 3)))
/// precondition(store.sliderValue == 3)
/// ```
public struct BindingAction<Root>: CustomStringConvertible, @unchecked Sendable {
    // The stored key path and value come from `set(_:_:)`, which requires a `Sendable` value;
    // key paths are immutable. The unchecked conformance covers `AnyKeyPath` and the closures,
    // which capture only those two.

    /// The property the action writes.
    public let keyPath: PartialKeyPath<Root>
    let value: Any
    let apply: (inout Root) -> Void
    let isEqual: (BindingAction<Root>) -> Bool
    let valueDescription: String

    /// A binding action that sets the property at `keyPath` to `value`.
    public static func set<Value: Equatable & Sendable>(
        _ keyPath: WritableKeyPath<Root, Value>,
        _ value: Value
    ) -> Self {
        BindingAction(
            keyPath: keyPath,
            value: value,
            apply: { $0[keyPath: keyPath] = value },
            isEqual: { other in other.keyPath == keyPath && (other.value as? Value) == value },
            valueDescription: String(reflecting: value)
        )
    }

    /// Writes the value into `state`.
    public func apply(to state: inout Root) {
        apply(&state)
    }

    /// Whether this action writes to `keyPath`, for matching: `case .binding(\.text):`.
    public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
        action.keyPath == keyPath
    }

    /// `.set(\Root.path, value)`.
    public var description: String {
        ".set(\(keyPath), \(valueDescription))"
    }
}

extension BindingAction: Equatable {
    /// Two binding actions are equal when they write the same value to the same property.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.isEqual(rhs)
    }
}

extension BindingAction: CasePathable {
    /// The case paths of a binding action: one per writable property of the state, so that
    /// `\.binding.text` names "a binding that writes `text`", with the written value as its
    /// payload.
    ///
    /// ```swift test
    /// // snippet.hide
    /// struct Form: Reducer {
    ///     struct State: Equatable {
    ///         var text = ""
    ///     }
    ///
    ///     enum Action: BindableAction {
    ///         case binding(BindingAction<State>)
    ///         case pasteTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         BindingReducer()
    ///         Reduce { _, action in
    ///             guard case .pasteTapped = action else { return .none }
    ///             return .send(.binding(.set(\.text, "Hello")))
    ///         }
    ///     }
    /// }
    ///
    /// typealias Action = Form.Action
    ///
    /// @MainActor @Test func aBindingEffectIsReceivedByItsProperty() async {
    ///     let store = TestStore(initialState: Form.State()) { Form() }
    ///     store.exhaustivity = .off
    ///     await store.send(.pasteTapped)
    /// // snippet.show
    /// await store.receive(\.binding.text)            // a binding wrote `text`
    /// let path: CaseKeyPath<Action, String> = \.binding.text
    /// path("Hello")                                   // Action.binding(.set(\.text, "Hello"))
    /// // snippet.hide
    ///     #expect(store.state.text == "Hello")
    ///     #expect(path("Hello")[case: \.binding.text] == "Hello")
    /// }
    /// ```
    @dynamicMemberLookup
    public struct AllCasePaths: Sendable {
        /// The binding that writes the property at `keyPath`.
        public subscript<Value: Equatable & Sendable>(
            dynamicMember keyPath: WritableKeyPath<Root, Value> & Sendable
        ) -> AnyCasePath<BindingAction, Value> {
            AnyCasePath(
                caseName: "\(keyPath)".split(separator: ".").last.map(String.init),
                embed: { .set(keyPath, $0) },
                extract: { action in action.keyPath == keyPath ? action.value as? Value : nil }
            )
        }
    }

    /// The case paths of ``BindingAction``; see ``AllCasePaths``.
    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }
}
