extension Store: CustomDebugStringConvertible {
    /// The store's type as the original writes it for debugging: `StoreOf<Counter>` for a
    /// feature's `State` and `Action`, `StoreOf<Counter?>` for an optional child,
    /// `IdentifiedStoreOf<Row>`, `PresentationStoreOf<Sheet>` and `StackStoreOf<Path>` for
    /// scopes to a collection, a presentation and a stack, else `Store<State, Action>`, with
    /// module names left out.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Counter: Reducer {
    ///     struct State: Equatable {
    ///         var count = 0
    ///     }
    ///
    ///     enum Action {
    ///         case incrementTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.count += 1
    ///             return .none
    ///         }
    ///     }
    /// }
    /// // snippet.show
    /// let store = Store(initialState: Counter.State()) { Counter() }
    /// assert(store.debugDescription == "StoreOf<Counter>")
    /// assert(Store<Int, String>(initialState: 0) { EmptyReducer() }.debugDescription == "Store<Int, String>")
    /// ```
    public nonisolated var debugDescription: String {
        originalStoreTypeName(state: State.self, action: Action.self)
    }
}

/// The original's name for a store of `state` and `action` (see `Store.debugDescription`).
func originalStoreTypeName(state stateType: Any.Type, action actionType: Any.Type) -> String {
    let state = abbreviatedTypeName(shortName(of: stateType))
    let action = abbreviatedTypeName(shortName(of: actionType))
    if let feature = state.removing(suffix: ".State"), action.removing(suffix: ".Action") == feature {
        return "StoreOf<\(feature)>"
    }
    if let feature = state.removing(suffix: ".State?"), action.removing(suffix: ".Action") == feature {
        return "StoreOf<\(feature)?>"
    }
    if let elements = state.removing(prefix: "IdentifiedArray<", suffix: ".State>"),
        action.removing(prefix: "IdentifiedAction<", suffix: ".Action>") == elements,
        let comma = elements.firstIndex(of: ",")
    {
        // `ID, Row`: the feature follows the id type.
        return "IdentifiedStoreOf<\(elements[comma...].dropFirst(2))>"
    }
    if let feature = state.removing(prefix: "PresentationState<", suffix: ".State>")
        ?? state.removing(prefix: "Presents<", suffix: ".State>"),
        action.removing(prefix: "PresentationAction<", suffix: ".Action>") == feature
    {
        return "PresentationStoreOf<\(feature)>"
    }
    if let feature = state.removing(prefix: "StackState<", suffix: ".State>"),
        let elementState = action.removing(prefix: "StackAction<", suffix: ">")?.prefix(while: { $0 != "," }),
        String(elementState).removing(suffix: ".State") == feature
    {
        return "StackStoreOf<\(feature)>"
    }
    return "Store<\(state), \(action)>"
}

/// A short type name with optionals, arrays and dictionaries written as Swift writes them in
/// code: `Optional<Todo>` as `Todo?`, `Array<Todo>` as `[Todo]`, `Dictionary<String, Int>` as
/// `[String: Int]`, innermost first.
private func abbreviatedTypeName(_ name: String) -> String {
    var name = name
    // A few levels of nesting are enough for a type name shown while debugging.
    for _ in 1...10 {
        let abbreviated = name
            .replacing(/\bOptional<([^<>]+)>/) { "\($0.output.1)?" }
            .replacing(/\bArray<([^<>]+)>/) { "[\($0.output.1)]" }
            .replacing(/\bDictionary<([^,<]+), ([^<>]+)>/) { "[\($0.output.1): \($0.output.2)]" }
        if abbreviated == name { break }
        name = abbreviated
    }
    return name
}

extension String {
    /// This text without `prefix` and `suffix`, or `nil` if it does not have both.
    fileprivate func removing(prefix: String = "", suffix: String) -> String? {
        guard hasPrefix(prefix), hasSuffix(suffix), count >= prefix.count + suffix.count else { return nil }
        return String(dropFirst(prefix.count).dropLast(suffix.count))
    }
}
