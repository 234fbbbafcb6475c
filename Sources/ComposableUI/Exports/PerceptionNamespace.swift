/// The original's Perception names spelled with their module, as views written for older
/// Apple platforms write them: `@Perception.Bindable var store`.
///
/// ```swift
/// struct Settings: Reducer {
///     struct State: Equatable { var isOn = false }
///     enum Action { case toggled }
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in state.isOn.toggle(); return .none }
///     }
/// }
///
/// struct SettingsView: View {
///     @Perception.Bindable var store: StoreOf<Settings>
///
///     var body: some View {
///         Text(store.isOn ? "on" : "off")
///     }
/// }
/// ```
///
/// ```swift test
/// @MainActor
/// @Test func theViewReadsTheStore() {
///     let store = Store(initialState: Settings.State()) { Settings() }
///     #expect(ViewHost(SettingsView(store: store)).texts == ["off"])
/// }
/// ```
public enum Perception {
    /// ``ComposableUI/Bindable``: Swift's `@Bindable` is on every platform here.
    public typealias Bindable<Value> = ComposableUI.Bindable<Value>
}
