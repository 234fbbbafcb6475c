extension App {
    /// What `@main` runs for an app: it makes the app, mounts its first window's content in a
    /// ``ViewHost`` and prints the outline ``ViewHost/render()`` writes, since there is no
    /// screen to show it on.
    ///
    /// ```swift
    /// struct Greeter: App {
    ///     var body: some Scene {
    ///         WindowGroup {
    ///             Text("Hello")
    ///         }
    ///     }
    /// }
    ///
    /// // With `@main` on `Greeter`, running the executable prints the outline.
    /// Greeter.main()
    /// ```
    ///
    /// A test mounts the app's scene itself, `ViewHost(Greeter().body)`, to tap and type.
    public static func main() {
        print(ViewHost(Self().body).render())
    }
}
