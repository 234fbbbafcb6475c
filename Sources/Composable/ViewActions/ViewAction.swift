/// An action enum that keeps what a view may send in a case of its own, `view(ViewAction)`,
/// apart from the actions only effects and parents send.
///
/// Conform the feature's `Action` to it and put the view's actions in a nested enum; the case
/// `view(View)` satisfies ``view(_:)``:
///
/// ```swift
/// struct Login: Reducer {
///     struct State: Equatable {
///         var isLoggingIn = false
///     }
///
///     enum Action: ViewAction {
///         case loginResponse(Bool)
///         case view(View)
///
///         enum View {
///             case loginButtonTapped
///         }
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case .view(.loginButtonTapped):
///                 state.isLoggingIn = true
///                 return .send(.loginResponse(true))
///             case .loginResponse:
///                 state.isLoggingIn = false
///                 return .none
///             }
///         }
///     }
/// }
/// ```
///
/// A test sends the view's actions through the `view` case, as the view does:
///
/// ```swift test
/// @MainActor
/// @Test func theLoginButtonLogsIn() async {
///     let store = TestStore(initialState: Login.State()) { Login() }
///
///     await store.send(.view(.loginButtonTapped)) { $0.isLoggingIn = true }
///     await store.receive(\.loginResponse) { $0.isLoggingIn = false }
/// }
/// ```
///
/// A view holding a store of such a feature conforms to ``ViewActionSending`` (the spelling for
/// the original library's `@ViewAction(for: Feature.self)`), and then sends `send(.loginButtonTapped)`.
public protocol ViewAction<ViewAction> {
    /// The actions a view may send, usually a nested enum named `View`.
    associatedtype ViewAction

    /// Wraps a view action; the enum case `view(View)` provides it.
    static func view(_ action: ViewAction) -> Self
}
