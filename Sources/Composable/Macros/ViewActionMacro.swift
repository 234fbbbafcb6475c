/// Lets a view send its feature's view actions with `send(.buttonTapped)`, as the original
/// library's `@ViewAction(for:)` does: the view conforms to ``ViewActionSending``, through its
/// `store`.
///
/// ```swift
/// @Reducer
/// struct Toggle {
///     struct State: Equatable { var isOn = false }
///     enum Action: ViewAction {
///         case view(View)
///         enum View { case flipped }
///     }
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             state.isOn.toggle()
///             return .none
///         }
///     }
/// }
///
/// @ViewAction(for: Toggle.self)
/// @MainActor
/// struct ToggleScreen {
///     let store: StoreOf<Toggle>
///     func tap() { send(.flipped) }
/// }
///
/// let screen = ToggleScreen(store: Store(initialState: Toggle.State()) { Toggle() })
/// screen.tap()
/// print(screen.store.isOn)  // true
/// ```
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) = #externalMacro(module: "ComposableMacros", type: "ViewActionMacro")
