/// An action sent to one element of a collection, tagged with that element's id.
///
/// Use it as the payload of the parent action that carries child actions for the rows of an
/// ``IdentifiedArray``; `forEach` routes each one to the row with the matching id.
///
/// ```swift
/// // snippet.hide
/// struct Row: Reducer {
///     struct State: Equatable, Identifiable {
///         let id: Int
///         var isDone = false
///     }
///
///     enum Action: Equatable {
///         case toggled
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             state.isDone.toggle()
///             return .none
///         }
///     }
/// }
/// // snippet.show
/// enum Action {
///     case rows(IdentifiedActionOf<Row>)
/// }
/// // snippet.hide
/// struct Rows: Reducer {
///     struct State: Equatable {
///         var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 3)]
///     }
///
///     var body: some Reducer<State, Action> {
///         Reduce { _, _ in .none }
///             .forEach(\.rows, action: \.rows) { Row() }
///     }
/// }
///
/// let store = Store(initialState: Rows.State()) { Rows() }
/// // snippet.show
/// store.send(.rows(.element(id: 3, action: .toggled)))
/// // snippet.hide
/// precondition(store.rows[id: 3]?.isDone == true)
/// ```
public enum IdentifiedAction<ID: Hashable, Action> {
    /// `action` is meant for the element whose id is `id`.
    case element(id: ID, action: Action)
}

/// The ``IdentifiedAction`` for the rows of a list whose row feature is the reducer `R`.
///
/// ```swift
/// // snippet.hide
/// enum ListAction {
/// // snippet.show
/// case rows(IdentifiedActionOf<Row>)  // IdentifiedAction<Row.State.ID, Row.Action>
/// // snippet.hide
///
///     static func forRow(_ action: IdentifiedAction<Row.State.ID, Row.Action>) -> Self { .rows(action) }
/// }
/// ```
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable

extension IdentifiedAction: Equatable where Action: Equatable {}

extension IdentifiedAction: Hashable where Action: Hashable {}

extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}

extension IdentifiedAction: CasePathable {
    /// The case paths of ``IdentifiedAction``: `\.element` reaches any element's action with its
    /// id, and `\.[id: 3]` reaches only the action of the element with id 3.
    ///
    /// ```swift
    /// let third: CaseKeyPath<IdentifiedAction<Int, Row.Action>, Row.Action> = \.[id: 3]
    /// // snippet.hide
    /// precondition(third(.toggled) == .element(id: 3, action: .toggled))
    /// ```
    public struct AllCasePaths: Sendable {}

    /// The case paths of ``IdentifiedAction``; see ``AllCasePaths``.
    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }
}

// A case path's closures are `Sendable` and build `IdentifiedAction<ID, Action>` values, which
// needs `ID`'s `Hashable` conformance, so `ID`'s metatype must be `SendableMetatype`. Every
// ordinary type's is, including non-`Sendable` classes.
extension IdentifiedAction.AllCasePaths where ID: SendableMetatype {
    /// The `element(id:action:)` case, with its id and action as the payload.
    ///
    /// ```swift
    /// let any: CaseKeyPath<IdentifiedAction<Int, Row.Action>, (id: Int, action: Row.Action)> = \.element
    /// // snippet.hide
    /// precondition(any((id: 3, action: .toggled)) == .element(id: 3, action: .toggled))
    /// ```
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
        AnyCasePath(
            caseName: "element",
            embed: { .element(id: $0.id, action: $0.action) },
            extract: { action in
                guard case let .element(id, action) = action else { return nil }
                return (id, action)
            }
        )
    }
}

// The case path for one id keeps that id in its `Sendable` closures, so `ID` itself must be
// `Sendable`.
extension IdentifiedAction.AllCasePaths where ID: Sendable {
    /// The action of the element with `id` alone: it embeds an action under that id and
    /// extracts only actions sent to that id.
    ///
    /// ```swift
    /// IdentifiedAction.element(id: 3, action: "tap")[case: \.[id: 3]]  // Optional("tap")
    /// ```
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
        AnyCasePath(
            caseName: "[id: \(id)]",
            embed: { .element(id: id, action: $0) },
            extract: { action in
                guard case let .element(elementID, action) = action, elementID == id else {
                    return nil
                }
                return action
            }
        )
    }
}
