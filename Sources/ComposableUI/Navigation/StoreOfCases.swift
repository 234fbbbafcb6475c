import Composable

/// A store whose state is an enum reducer's (see ``CaseReducer``): it can say which case it is
/// in, as `store.case` does. `Store` conforms when its state is an enum reducer's; nothing
/// else needs to.
@MainActor
public protocol StoreOfCases {
    /// The enum reducer's generated `CaseScope`: one case per feature, holding its store.
    associatedtype CaseScope: CasePathable

    /// The case the store's state is in, with a store of that case's feature.
    var caseScope: CaseScope { get }
}

extension Store: StoreOfCases
where State: CaseReducerState, State.StateReducer.Action == Action, State.StateReducer.CaseScope: CasePathable {
    /// The same as `store.case`.
    public var caseScope: State.StateReducer.CaseScope {
        self.case
    }
}

/// An optional store of an enum reducer's state, as a presented destination's binding holds:
/// what lets `$store.scope(\.$destination, action: \.destination).sheet` name a case.
/// `Optional` conforms when it wraps such a store; nothing else needs to.
@MainActor
public protocol OptionalStoreOfCases: ExpressibleByNilLiteral {
    /// The enum reducer's generated `CaseScope`.
    associatedtype CaseScope: CasePathable

    /// The case of the store's state, or `nil` when there is no store.
    var caseScope: CaseScope? { get }
}

extension Optional: OptionalStoreOfCases where Wrapped: StoreOfCases {
    /// The wrapped store's case, or `nil` when there is no store.
    public var caseScope: Wrapped.CaseScope? {
        self?.caseScope
    }
}
