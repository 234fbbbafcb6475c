/// Marks a property of a feature's state as one a view may write through a binding: the
/// original's older spelling, `@BindingState var name = ""`, kept so that code written
/// against it compiles and runs (with a deprecation warning, as in the original).
///
/// Use a plain property instead: a store whose actions are `BindableAction` already lets a
/// view write any writable property (`$store.name`), and `BindingReducer` applies the write.
///
/// ```swift
/// struct Profile: Reducer {
///     struct State: Equatable {
///         var name = ""  // was: @BindingState var name = ""
///     }
///
///     enum Action: BindableAction {
///         case binding(BindingAction<State>)
///     }
///
///     var body: some ReducerOf<Self> {
///         BindingReducer()
///     }
/// }
///
/// @MainActor func rename() {
///     let store = Store(initialState: Profile.State()) { Profile() }
///     store.send(.binding(.set(\.name, "Ada")))  // was: .set(\.$name, "Ada")
///     precondition(store.name == "Ada")
/// }
/// ```
///
/// Where code still uses it, `\.$name` names the marked property in a ``BindingAction``
/// (`.set(\.$name, "Ada")`, `case .binding(\.$name):`, `\.binding.$name`), and a `ViewStore`
/// makes a binding of it (`viewStore.$name`, with `ComposableUI`). The wrapper remembers
/// where it was declared, so that a write no `BindingReducer` applies is reported with that
/// place.
@available(*, deprecated, message: "Use a plain property: a store whose actions are 'BindableAction' lets a view write any of its state's writable properties ('$store.name').")
@propertyWrapper
public struct BindingState<Value> {
    /// The property's value.
    public var wrappedValue: Value

    /// Where the property was declared, for the warning about an unhandled binding action.
    let declaration: CallSite

    /// Wraps `wrappedValue`; `@BindingState var name = ""` calls it with the place it is
    /// written.
    public init(wrappedValue: Value, fileID: StaticString = #fileID, line: UInt = #line) {
        self.wrappedValue = wrappedValue
        self.declaration = CallSite(fileID: fileID, line: line)
    }

    /// The wrapper itself, which `\.$name` names in binding actions.
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }
}

@available(*, deprecated)
extension BindingState: Equatable where Value: Equatable {
    /// Two marked properties are equal when their values are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

@available(*, deprecated)
extension BindingState: Hashable where Value: Hashable {
    /// Hashes the value only.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

@available(*, deprecated)
extension BindingState: Sendable where Value: Sendable {}

@available(*, deprecated)
extension BindingState: Decodable where Value: Decodable {
    /// Decodes the value as if the wrapper were not there.
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try Value(from: decoder))
    }
}

@available(*, deprecated)
extension BindingState: Encodable where Value: Encodable {
    /// Encodes the value as if the wrapper were not there.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

@available(*, deprecated)
extension BindingState: CustomReflectable {
    /// Reflects the value, so that a state's dump and diff show the value, not the wrapper.
    public var customMirror: Mirror {
        Mirror(reflecting: wrappedValue)
    }
}

@available(*, deprecated)
extension BindingState: CustomDebugStringConvertible where Value: CustomDebugStringConvertible {
    /// The value's debug description.
    public var debugDescription: String {
        wrappedValue.debugDescription
    }
}

@available(*, deprecated, message: "Use a plain property and '.set(\\.name, value)'.")
extension BindingAction {
    /// A binding action that sets the ``BindingState`` property at `keyPath`, for the older
    /// spelling `.set(\.$name, "Ada")`.
    ///
    /// Use a plain property and `.set(\.name, "Ada")` instead:
    ///
    /// ```swift
    /// struct Form: Reducer {
    ///     struct State: Equatable {
    ///         var name = ""
    ///     }
    ///
    ///     enum Action: BindableAction {
    ///         case binding(BindingAction<State>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         BindingReducer()
    ///     }
    /// }
    ///
    /// let action = BindingAction<Form.State>.set(\.name, "Ada")
    /// precondition(action == .set(\.name, "Ada"))
    /// ```
    public static func set<Value: Equatable & Sendable>(
        _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
        _ value: Value
    ) -> Self {
        bindingStateWrite(keyPath, value, probe: nil)
    }

    /// The write of a ``BindingState`` property, optionally carrying the probe that reports it
    /// when no `BindingReducer` applies it.
    static func bindingStateWrite<Value: Equatable & Sendable>(
        _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
        _ value: Value,
        probe: UnhandledBindingProbe?
    ) -> Self {
        BindingAction(
            keyPath: keyPath,
            value: value,
            apply: { state in
                state[keyPath: keyPath].wrappedValue = value
                probe?.wasApplied = true
            },
            isEqual: { other in other.keyPath == keyPath && (other.value as? Value) == value },
            valueDescription: String(reflecting: value)
        )
    }
}

@available(*, deprecated, message: "Use a plain property and '\\.binding.name'.")
extension BindingAction.AllCasePaths {
    /// The binding that writes the ``BindingState`` property at `keyPath`: `\.binding.$name`.
    ///
    /// Use a plain property and `\.binding.name` instead (see ``BindingAction/AllCasePaths``).
    public subscript<Value: Equatable & Sendable>(
        dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>> & Sendable
    ) -> AnyCasePath<BindingAction, Value> {
        AnyCasePath(
            caseName: "\(keyPath)".split(separator: ".").last.map(String.init),
            embed: { .set(keyPath, $0) },
            extract: { action in action.keyPath == keyPath ? action.value as? Value : nil }
        )
    }
}

@available(*, deprecated, message: "Use a plain property and '.set(\\.name, value)'.")
extension BindableAction {
    /// The binding action that sets the ``BindingState`` property at `keyPath`:
    /// `.set(\.$name, "Ada")` for `.binding(.set(\.$name, "Ada"))`.
    ///
    /// Use a plain property and `.set(\.name, "Ada")` instead.
    public static func set<Value: Equatable & Sendable>(
        _ keyPath: WritableKeyPath<State, BindingState<Value>>,
        _ value: Value
    ) -> Self {
        .binding(.set(keyPath, value))
    }
}
