/// Declares a preview of a view, written as SwiftUI writes it, so that a file written for
/// SwiftUI compiles here unchanged: the body is type-checked where it stands, as on Apple's
/// platforms, and nothing runs it until something asks for it.
///
/// Use it where code written for SwiftUI has it. To mount a preview in a test or a page, declare
/// it as a ``Preview`` value instead (`let preview = Preview("Title") { … }`): a preview the macro
/// declares has a name only the compiler knows, as in SwiftUI, where Xcode finds it.
///
/// ```swift
/// struct Greeting: View {
///     let name: String
///
///     var body: some View {
///         Text("Hello, \(name)!")
///     }
/// }
///
/// #Preview {
///     Greeting(name: "Blob")
/// }
///
/// #Preview("Dark mode") {
///     Greeting(name: "Blob Jr.")
///         .preferredColorScheme(.dark)
/// }
///
/// let host = ViewHost(Greeting(name: "Blob"))
/// assert(host.texts == ["Hello, Blob!"])
/// ```
///
/// - Parameters:
///   - name: The title the preview is listed under.
///   - body: The views to show; it may declare local state first and then return a view.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ComposableMacros", type: "PreviewMacro")
