/// A type whose cases can be reached through case key paths, such as an action enum.
///
/// Conformances are written for you by the `CasePathsPlugin` build-tool plugin: apply it to a
/// target and every enum in that target that another file may extend gets an `AllCasePaths`
/// struct with one ``AnyCasePath`` per case. That is what lets you write `\.child` where a
/// ``CaseKeyPath`` is expected:
///
/// ```swift
/// // snippet.hide
/// enum Child {
///     enum Action: Equatable {
///         case tapped
///     }
/// }
/// // snippet.show
/// enum Action { case child(Child.Action), tapped }
/// let path: CaseKeyPath<Action, Child.Action> = \.child
/// // snippet.hide
/// extension Action: Equatable {}
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
    /// // snippet.hide
    /// let action = Action.child(.tapped)
    /// // snippet.show
    /// action[case: \.child]  // Child.Action?
    /// // snippet.hide
    /// precondition(action[case: \.child] == .tapped)
    /// ```
    ///
    /// Setting it replaces the payload when `self` is in that case, and does nothing otherwise
    /// (or when set to `nil`): it never switches the enum to another case.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Editor: Equatable {
    ///     var title = ""
    /// }
    ///
    /// enum Destination: Equatable {
    ///     case alert(String)
    ///     case editor(Editor)
    /// }
    ///
    /// struct Screen {
    ///     var destination: Destination = .alert("Delete?")
    /// }
    ///
    /// var state = Screen()
    /// let newAlert = "Delete for good?"
    /// // snippet.show
    /// state.destination[case: \.alert] = newAlert  // only while an alert is shown
    /// // snippet.hide
    /// precondition(state.destination == .alert("Delete for good?"))
    /// var editing = Screen(destination: .editor(Editor()))
    /// editing.destination[case: \.alert] = newAlert
    /// precondition(editing.destination == .editor(Editor()))
    /// ```
    public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
        get {
            Case<Self>.root[keyPath: keyPath].extract(from: self)
        }
        set {
            guard let newValue, self[case: keyPath] != nil else { return }
            self = AnyCasePath(keyPath).embed(newValue)
        }
    }

    /// Changes the payload of the case `keyPath` names in place, and returns what `yield`
    /// returns; when `self` is in another case it changes nothing, reports a runtime warning
    /// naming the expected case, and returns `nil`.
    ///
    /// ```swift
    /// // snippet.hide
    /// var state = Screen(destination: .editor(Editor()))
    /// // snippet.show
    /// state.destination.modify(\.editor) { $0.title = "Draft" }
    /// // snippet.hide
    /// precondition(state.destination == .editor(Editor(title: "Draft")))
    /// ```
    @discardableResult
    public mutating func modify<Value, Result>(
        _ keyPath: CaseKeyPath<Self, Value>,
        yield: (inout Value) throws -> Result,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) rethrows -> Result? {
        let path = AnyCasePath(keyPath)
        guard var value = path.extract(from: self) else {
            RuntimeWarning(
                message: "modify(\(path)) was called on \(Self.self).\(self), which is in another case, so nothing was changed. Check the case first (\"if case\" or \".is(\\.case)\"), or set the whole value.",
                callSite: CallSite(fileID: fileID, line: line)
            ).report()
            return nil
        }
        let result = try yield(&value)
        self = path.embed(value)
        return result
    }

    /// The payload of one case, by the case's name, for an enum marked `@dynamicMemberLookup`:
    /// `destination.detail` is the `detail` case's payload, or `nil` in another case. This is
    /// what lets a view write `store.scope(state: \.destination?.detail, action: ...)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// enum Detail {
    ///     struct State: Equatable {
    ///         var title = ""
    ///     }
    /// }
    ///
    /// enum Alert: Equatable {
    ///     case confirm
    /// }
    /// // snippet.show
    /// @dynamicMemberLookup
    /// enum State: Equatable { case detail(Detail.State), alert(AlertState<Alert>) }
    /// // snippet.hide
    /// let state = State.detail(Detail.State(title: "Milk"))
    /// // snippet.show
    /// state.detail  // Detail.State?
    /// // snippet.hide
    /// precondition(state.detail?.title == "Milk" && state.alert == nil)
    /// ```
    ///
    /// Setting it changes the payload while `self` is in that case, and nothing otherwise.
    public subscript<Value>(dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<Self, Value>>) -> Value? {
        get {
            Self.allCasePaths[keyPath: keyPath].extract(from: self)
        }
        set {
            let path = Self.allCasePaths[keyPath: keyPath]
            guard let newValue, path.extract(from: self) != nil else { return }
            self = path.embed(newValue)
        }
    }

    /// Whether `self` is the case that `keyPath` names, whatever its associated value.
    ///
    /// ```swift
    /// action.is(\.child)  // true for .child(_)
    /// // snippet.hide
    /// precondition(action.is(\.child) && !action.is(\.tapped))
    /// ```
    public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
        guard let step = Case<Self>.root[keyPath: keyPath] as? any CaseStep else { return false }
        return step.matches(self)
    }
}
