/// The actions of a presented feature, as its parent sees them: the feature's own actions, and
/// `dismiss`, which its parent (or the feature itself, through `@Dependency(\.dismiss)`) sends to
/// take it off screen.
///
/// ```swift
/// enum Action {
///     case addItem(PresentationAction<AddItem.Action>)
/// }
/// case .addItem(.presented(.delegate(.saved(let item)))): ...
/// ```
public enum PresentationAction<Action> {
    /// An action of the presented feature.
    case presented(Action)
    /// Takes the presented feature off screen: `ifLet` sets its state to `nil` after the
    /// parent has seen this action, and cancels its effects.
    case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: CasePathable {
    /// The case paths of ``PresentationAction``: `\.presented` and `\.dismiss`.
    public struct AllCasePaths: Sendable {
        /// The presented feature's actions.
        public var presented: AnyCasePath<PresentationAction, Action> {
            AnyCasePath(
                caseName: "presented",
                embed: { .presented($0) },
                extract: { if case let .presented(action) = $0 { return action } else { return nil } }
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
