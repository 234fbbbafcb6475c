/// A view that holds a `store` whose actions are a ``ViewAction``, and sends its view actions
/// without spelling the `view` case: `send(.loginButtonTapped)` for
/// `store.send(.view(.loginButtonTapped))`.
///
/// It is the spelling for the original library's `@ViewAction(for: Feature.self)` macro: write
/// the conformance instead of the attribute. The view's `store` property decides the feature.
///
/// ```swift
/// // snippet.hide
/// import ComposableUI
///
/// struct Login: Reducer {
///     struct State: Equatable {
///         var isLoggingIn = false
///     }
///
///     enum Action: ViewAction {
///         case view(View)
///
///         enum View {
///             case loginButtonTapped
///         }
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             state.isLoggingIn = true
///             return .none
///         }
///     }
/// }
/// // snippet.show
/// struct LoginView: View, ViewActionSending {
///     let store: StoreOf<Login>
///
///     var body: some View {
///         Button("Log in") { send(.loginButtonTapped) }
///     }
/// }
/// // snippet.hide
/// @MainActor func check() throws {
///     let store = Store(initialState: Login.State()) { Login() }
///     let host = ViewHost(LoginView(store: store))
///     try host.tap("Log in")
///     precondition(store.isLoggingIn)
/// }
/// ```
@preconcurrency @MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
    /// The state of the view's store.
    associatedtype StoreState
    /// The actions of the view's store, which keep the view's own in their `view` case.
    associatedtype StoreAction: ViewAction
    /// The store the view reads and sends to.
    var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
    /// Sends a view action to the view's store, wrapped in the `view` case.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Toggle: Reducer {
    ///     struct State: Equatable { var isOn = false }
    ///     enum Action: ViewAction {
    ///         case view(View)
    ///         enum View { case flipTapped }
    ///     }
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.isOn.toggle()
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// @MainActor struct ToggleScreen: ViewActionSending {
    ///     let store: StoreOf<Toggle>
    ///
    ///     func flip() {
    /// // snippet.show
    /// send(.flipTapped)  // store.send(.view(.flipTapped))
    /// // snippet.hide
    ///     }
    /// }
    /// ```
    ///
    /// - Returns: A task for the effects the action started.
    @discardableResult
    public func send(_ action: StoreAction.ViewAction) -> StoreTask {
        store.send(.view(action))
    }
}
