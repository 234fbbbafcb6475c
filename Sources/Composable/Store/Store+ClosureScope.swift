extension Store {
    /// A store for a child domain described by two functions: one that derives the child's
    /// state from this store's state, and one that turns a child action into one of this
    /// store's actions.
    ///
    /// This is the original's older spelling of scoping, kept so that code written against it
    /// runs. Prefer key paths, `store.scope(state: \.child, action: \.child)`: a store scoped
    /// with closures cannot be cached, because two closures cannot be compared, so every call
    /// makes a new store.
    ///
    /// ```swift
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
    /// ```
    ///
    /// ```swift output
    /// let counter = Store(initialState: Counter.State()) { Counter() }
    /// let label = counter.scope(state: { "Count: \($0.count)" }, action: { $0 })
    /// label.send(.incrementTapped)
    /// print(label.state)
    /// print(counter.scope(state: { "\($0.count)" }, action: { $0 }) === label)
    /// ```
    ///
    /// ```text
    /// Count: 1
    /// false
    /// ```
    ///
    /// `toChildState` runs only when someone reads the child store's state, not on every
    /// action. The child store shares this store's engine, so its effects run on when the
    /// child store is let go. Scoping an optional child or a collection from such a store
    /// reports a runtime warning: what is scoped from an uncached store is not kept track of
    /// from one call to the next.
    ///
    /// It is the least preferred of the `scope` overloads, so that a key path literal, which
    /// Swift could also read as a function, picks the key-path overloads.
    ///
    /// - Parameters:
    ///   - toChildState: Derives the child's state from this store's state.
    ///   - fromChildAction: Turns a child action into an action of this store.
    /// - Returns: A new store of the child domain.
    @_disfavoredOverload
    public func scope<ChildState, ChildAction>(
        state toChildState: @escaping (_ state: State) -> ChildState,
        action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        let send = sendAction
        let child = Store<ChildState, ChildAction>(
            core: core,
            stateCanVanish: stateCanVanish,
            initialState: stateCanVanish ? toChildState(currentState) : nil,
            // Holds this store, as the original's scopes hold their parent: this store keeps
            // the child's observers told of changes, and may be scoped with closures itself.
            derive: { [self] in deriveState().map(toChildState) },
            send: { send(fromChildAction($0)) }
        )
        child.cachesScopes = false
        // Kept track of, weakly, so that observers of the child hear of changes.
        let id = ScopeID(state: \State.self, action: \Action.self, uncachedStore: ObjectIdentifier(child))
        children[id] = UncachedStoreScope(store: child)
        return child
    }

    /// Reports that an optional child or a collection is scoped from a store that was scoped
    /// with closures, as the original does.
    ///
    /// The scoping functions take no call site (extra defaulted parameters would change which
    /// overload Swift picks), so the warning points here.
    func warnIfUncached(fileID: StaticString = #fileID, line: UInt = #line) {
        guard !cachesScopes else { return }
        RuntimeWarning(
            message: """
                Scoping from uncached '\(storeTypeName)' is not compatible with observation.

                This can happen for one of two reasons:

                1. A parent view scopes on a store using transform functions, which has been \
                deprecated, instead of with key paths and case paths. Read the migration guide for 1.5 \
                to update these scopes: \
                https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5

                2. A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
                'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
                bindings. Read the migration guide for 1.7 to update those APIs: \
                https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7
                """,
            callSite: CallSite(fileID: fileID, line: line)
        ).report()
    }

    /// The store's type as the original's warning names it: `StoreOf<Feature>`, ... (see
    /// ``debugDescription``).
    var storeTypeName: String {
        debugDescription
    }
}
