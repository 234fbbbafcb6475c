/// The actions of a presented feature, as its parent sees them: the feature's own actions, and
/// `dismiss`, which its parent (or the feature itself, through `@Dependency(\.dismiss)`) sends to
/// take it off screen.
///
/// ```swift
/// // snippet.hide
/// struct AddItem: Reducer {
///     struct State: Equatable {}
///
///     enum Action {
///         case delegate(Delegate)
///
///         enum Delegate {
///             case saved(String)
///         }
///     }
///
///     var body: some ReducerOf<Self> {
///         EmptyReducer()
///     }
/// }
/// // snippet.show
/// enum Action {
///     case addItem(PresentationAction<AddItem.Action>)
/// }
/// // snippet.hide
/// struct Items: Reducer {
///     struct State: Equatable {
///         var items: [String] = []
///         @Presents var addItem: AddItem.State?
///     }
///
///     var body: some Reducer<State, Action> {
///         Reduce { state, action in
///             switch action {
/// // snippet.show
/// case .addItem(.presented(.delegate(.saved(let item)))): state.items.append(item)
/// // snippet.hide
///                 return .none
///             default:
///                 return .none
///             }
///         }
///         .ifLet(\.$addItem, action: \.addItem) { AddItem() }
///     }
/// }
/// // snippet.hide
/// let store = Store(initialState: Items.State(addItem: AddItem.State())) { Items() }
/// store.send(.addItem(.presented(.delegate(.saved("Milk")))))
/// precondition(store.items == ["Milk"])
/// ```
public enum PresentationAction<Action> {
    /// An action of the presented feature.
    indirect case presented(Action)
    /// Takes the presented feature off screen: `ifLet` sets its state to `nil` after the
    /// parent has seen this action, and cancels its effects.
    case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: CasePathable {
    /// The case paths of ``PresentationAction``: `\.presented` and `\.dismiss`, and, for a
    /// destination enum, one per destination: `\.destination.detail` reaches the `detail`
    /// destination's actions, and, where a `PresentationAction` is expected, the dismissal too.
    @dynamicMemberLookup
    public struct AllCasePaths: Sendable {
        /// The presented feature's actions.
        public var presented: AnyCasePath<PresentationAction, Action> {
            AnyCasePath(
                caseName: "presented",
                embed: { .presented($0) },
                extract: { if case let .presented(action) = $0 { return action } else { return nil } }
            )
        }

        /// One case of the presented feature's actions, reached through `presented`:
        /// `\.child.save` is `\.child.presented.save`, as the original spells it.
        ///
        /// Swift prefers this reading of `\.child.save`; where a `PresentationAction` is
        /// expected (a binding's `$store.scope(state:action:)`), the one below applies.
        public subscript<Child>(
            dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Child>>
        ) -> AnyCasePath<PresentationAction, Child> where Action: CasePathable & SendableMetatype {
            presented.appending(Action.allCasePaths[keyPath: keyPath])
        }

        /// One destination of a destination enum, with the dismissal:
        /// `.presented(.detail(x))` reads as `.presented(x)`, and `.dismiss` as itself.
        @_disfavoredOverload
        public subscript<Child>(
            dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Child>>
        ) -> AnyCasePath<PresentationAction, PresentationAction<Child>> where Action: CasePathable & SendableMetatype {
            let child = Action.allCasePaths[keyPath: keyPath]
            return AnyCasePath(
                caseName: child.caseName,
                embed: { action in
                    switch action {
                    case let .presented(value): .presented(child.embed(value))
                    case .dismiss: .dismiss
                    }
                },
                extract: { action in
                    switch action {
                    case let .presented(value): child.extract(from: value).map { .presented($0) }
                    case .dismiss: .dismiss
                    }
                }
            )
        }

        /// The `dismiss` action.
        public var dismiss: AnyCasePath<PresentationAction, Void> {
            AnyCasePath(
                caseName: "dismiss",
                embed: { .dismiss },
                extract: { if case .dismiss = $0 { return () } else { return nil } }
            )
        }
    }

    /// The case paths of ``PresentationAction``; see ``AllCasePaths``.
    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }
}
