/// A key path to one case of an enum, written `\.child` where the enum is ``CasePathable``.
///
/// It is an ordinary `KeyPath`, so it is `Hashable` and can key caches. Call it to embed a
/// payload, use it with `subscript(case:)` to extract one, or match with it in a `switch`:
///
/// ```swift
/// // snippet.hide
/// enum Child {
///     enum Action: Equatable {
///         case tapped
///     }
/// }
///
/// enum Action: Equatable {
///     case child(Child.Action)
///     case tapped
/// }
/// // snippet.show
/// let path: CaseKeyPath<Action, Child.Action> = \.child
/// let action = path(.tapped)        // Action.child(.tapped)
/// action[case: \.child]             // Optional(Child.Action.tapped)
/// // snippet.hide
/// precondition(action == .child(.tapped) && action[case: \.child] == .tapped)
/// ```
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A case key path whose payload type is not known statically; see ``CasePathable/is(_:)``.
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

extension KeyPath {
    /// Embeds `value` into the case this case key path names.
    ///
    /// ```swift
    /// let path: CaseKeyPath<Action, Child.Action> = \.child
    /// path(.tapped)  // Action.child(.tapped)
    /// // snippet.hide
    /// precondition(path(.tapped) == Action.child(.tapped))
    /// ```
    public func callAsFunction<Enum, AssociatedValue>(_ value: AssociatedValue) -> Enum
    where Root == Case<Enum>, Value == Case<AssociatedValue> {
        AnyCasePath(self).embed(value)
    }

    /// Embeds the case of a case key path whose case has no associated value.
    ///
    /// ```swift
    /// let path: CaseKeyPath<Action, Void> = \.tapped
    /// path()  // Action.tapped
    /// // snippet.hide
    /// precondition(path() == Action.tapped)
    /// ```
    public func callAsFunction<Enum>() -> Enum
    where Root == Case<Enum>, Value == Case<Void> {
        AnyCasePath(self).embed(())
    }
}

extension AnyCasePath {
    /// The typed case path behind a case key path, resolved once so that using it later costs
    /// two closure calls and no dynamic casts.
    public init(_ keyPath: CaseKeyPath<Root, Value>) {
        let step = Case<Root>.root[keyPath: keyPath]
        guard let typed = step.path.typed(Root.self) else {
            preconditionFailure("A case key path into \(Root.self) did not start at \(Root.self).")
        }
        self = typed
    }
}
