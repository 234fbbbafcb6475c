/// SwiftUI's names spelled with their module, as code that must tell SwiftUI's `State` from a
/// feature's `State` writes them: `@SwiftUI.State var store`.
///
/// ```swift
/// struct Demo<State>: View {
///     @SwiftUI.State var count = 0
///
///     var body: some View {
///         Text("\(count)")
///     }
/// }
///
/// assert(ViewHost(Demo<Int>()).texts == ["0"])
/// ```
public enum SwiftUI {
    /// ``ComposableUI/State``.
    public typealias State<Value> = ComposableUI.State<Value>
    /// ``ComposableUI/Binding``.
    public typealias Binding<Value> = ComposableUI.Binding<Value>
    /// ``ComposableUI/Bindable``.
    public typealias Bindable<Value> = ComposableUI.Bindable<Value>
    /// ``ComposableUI/Environment``.
    public typealias Environment<Value> = ComposableUI.Environment<Value>
    /// ``ComposableUI/FocusState``.
    public typealias FocusState<Value: Hashable> = ComposableUI.FocusState<Value>
    /// ``ComposableUI/Text``.
    public typealias Text = ComposableUI.Text
    /// ``ComposableUI/Label``.
    public typealias Label<Title: ComposableUI.View, Icon: ComposableUI.View> = ComposableUI.Label<Title, Icon>
    /// ``ComposableUI/View``.
    public typealias View = ComposableUI.View
}
