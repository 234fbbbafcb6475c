/// A type whose cases can be reached through case key paths, such as an action enum.
///
/// Conformances are written for you by the `CasePathsPlugin` build-tool plugin: apply it to a
/// target and every enum in that target that another file may extend gets an `AllCasePaths`
/// struct with one ``AnyCasePath`` per case. That is what lets you write `\.child` where a
/// ``CaseKeyPath`` is expected:
///
/// ```swift
/// enum Action { case child(Child.Action), tapped }
/// let path: CaseKeyPath<Action, Child.Action> = \.child
/// ```
public protocol CasePathable {
    /// A type with one read-only property per case, each an ``AnyCasePath`` into that case.
    associatedtype AllCasePaths: Sendable

    /// The case paths of this type, one property per case.
    static var allCasePaths: AllCasePaths { get }
}

extension CasePathable {
    /// Extracts the associated value of the case that `keyPath` names, or `nil` when `self`
    /// is another case.
    ///
    /// ```swift
    /// action[case: \.child]  // Child.Action?
    /// ```
    public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
        Case<Self>.root[keyPath: keyPath].extract(from: self)
    }

    /// Whether `self` is the case that `keyPath` names, whatever its associated value.
    ///
    /// ```swift
    /// action.is(\.child)  // true for .child(_)
    /// ```
    public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
        guard let step = Case<Self>.root[keyPath: keyPath] as? any CaseStep else { return false }
        return step.matches(self)
    }
}

/// Matches a value against a case key path in a `switch` or `if case`, ignoring the payload.
///
/// ```swift
/// switch action {
/// case \.child: ...
/// }
/// ```
public func ~= <Root: CasePathable, Value>(pattern: CaseKeyPath<Root, Value>, value: Root) -> Bool {
    value[case: pattern] != nil
}
