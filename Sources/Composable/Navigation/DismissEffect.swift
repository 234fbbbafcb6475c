/// Lets a presented or pushed feature take itself off screen from an effect:
///
/// ```swift
/// // snippet.hide
/// struct Sheet: Reducer {
///     struct State: Equatable {}
///
///     enum Action {
///         case closeButtonTapped
///     }
/// // snippet.show
/// @Dependency(\.dismiss) var dismiss
/// // ...
/// // snippet.hide
///     var body: some ReducerOf<Self> {
///         Reduce { _, action in
///             switch action {
/// // snippet.show
/// case .closeButtonTapped:
///     return .run { _ in await dismiss() }
/// // snippet.hide
///             }
///         }
///     }
/// }
/// // snippet.hide
/// struct Parent: Reducer {
///     struct State: Equatable {
///         @Presents var sheet: Sheet.State?
///     }
///
///     enum Action {
///         case sheet(PresentationAction<Sheet.Action>)
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { _, _ in .none }
///             .ifLet(\.$sheet, action: \.sheet) { Sheet() }
///     }
/// }
///
/// let store = Store(initialState: Parent.State(sheet: Sheet.State())) { Parent() }
/// await store.send(.sheet(.presented(.closeButtonTapped))).finish()
/// precondition(store.sheet == nil)
/// ```
///
/// The parent sees `.dismiss` (for a feature presented with `ifLet(\.$x, ...)`) or
/// `.popFrom(id:)` (for one pushed on a stack with `forEach(\.path, ...)`), and the feature's
/// effects are cancelled. Called from a feature that nobody presented, it does nothing and
/// reports a runtime warning.
public struct DismissEffect: Sendable {
    /// The dismissal, as a test can replace it: `$0.dismiss = DismissEffect { dismissed = true }`.
    private let dismiss: (@Sendable () async -> Void)?

    /// The dismissal the presenting reducer provides.
    init() {
        dismiss = nil
    }

    /// A dismissal that runs `dismiss` instead, for tests of a feature on its own.
    public init(_ dismiss: @escaping @Sendable () async -> Void) {
        self.dismiss = dismiss
    }

    /// Dismisses the feature whose effect calls it.
    public func callAsFunction(fileID: StaticString = #fileID, line: UInt = #line) async {
        // The feature presenting the one whose effect runs comes first: a dismiss effect set
        // for a whole store (a test store's root) must not dismiss what it presents.
        if let presented = PresentationContext.dismiss {
            await presented()
        } else if let dismiss {
            await dismiss()
        } else {
            RuntimeWarning(
                message: """
                    "dismiss()" was called at "\(CallSite(fileID: fileID, line: line))" by a feature \
                    that is not presented, so nothing was dismissed.

                    "@Dependency(\\.dismiss)" works in the effects of a feature that a parent \
                    presents with "ifLet(\\.$destination, action: ...)" or pushes with \
                    "forEach(\\.path, action: ...)". Present the feature that way, or send the \
                    parent an action that dismisses it.
                    """,
                callSite: CallSite(fileID: fileID, line: line)
            ).report()
        }
    }
}

private enum DismissKey: DependencyKey {
    static let liveValue = DismissEffect()
    static let testValue = DismissEffect()
}

private enum IsPresentedKey: DependencyKey {
    static let liveValue = false
    static let testValue = false
}

extension DependencyValues {
    /// Dismisses the presented or pushed feature whose effect calls it; see ``DismissEffect``.
    public var dismiss: DismissEffect {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the feature reading it was presented or pushed by a parent, and so can
    /// dismiss itself.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
