#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The name of the environment variable `patterndoc` sets when it runs a page's program, so
/// that ``ViewHost/preview(_:)`` hands it HTML instead of printing an outline.
public let previewEnvironmentVariable = "PATTERNDOC_PREVIEWS"

/// What starts the line that carries a preview to `patterndoc`: the marker, the title, the
/// marker again, then the HTML with its line breaks written as `&#10;`.
public let previewMarker = "\u{1}patterndoc-preview\u{1}"

extension ViewHost {
    /// Shows what is on screen under the doc block that calls it: in a page built by
    /// `patterndoc`, as a rendered preview in a device frame; anywhere else (an example you
    /// run yourself), as the outline ``render()`` writes.
    ///
    /// ```swift
    /// struct Greeting: View {
    ///     let name: String
    ///
    ///     var body: some View {
    ///         VStack {
    ///             Text("Hello, \(name)!")
    ///             Button("Wave") {}
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift
    /// let host = ViewHost(Greeting(name: "Ada"))
    /// try host.tap("Wave")
    /// host.preview("After a wave")
    /// ```
    public func preview(_ title: String = "") {
        if getenv(previewEnvironmentVariable) != nil {
            let html = html().split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "&#10;")
            let cleanTitle = title.split(whereSeparator: { $0 == "\n" || $0 == "\u{1}" }).joined(separator: " ")
            print(previewMarker + cleanTitle + "\u{1}" + html)
        } else {
            if !title.isEmpty { print("Preview: \(title)") }
            print(render())
        }
    }
}

/// Mounts `view` in a ``ViewHost`` and shows it with ``ViewHost/preview(_:)``.
///
/// ```swift
/// preview(Greeting(name: "Grace"), title: "Greeting Grace")
/// ```
@MainActor
public func preview(_ view: some View, title: String = "") {
    ViewHost(view).preview(title)
}
