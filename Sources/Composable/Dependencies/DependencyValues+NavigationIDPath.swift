extension DependencyValues {
    /// The namespace the cancel ids of effects are made in (see ``NavigationIDPath``): empty
    /// unless set, in the app and in tests alike.
    ///
    /// An effect made cancellable under one path is cancelled by its id from code that runs with
    /// that path or one it starts with, as in the original;
    /// `_cancellationCancellables.withValue { $0.exists(at:path:) }` tells whether such an
    /// effect is running.
    ///
    /// ```swift test
    /// @Test func thePathIsEmptyUnlessSet() {
    ///     @Dependency(\.navigationIDPath) var path
    ///     #expect(path == NavigationIDPath())
    ///     let id = NavigationID()
    ///     withDependencies { $0.navigationIDPath.append(id) } operation: {
    ///         @Dependency(\.navigationIDPath) var path
    ///         #expect(path.path == [id])
    ///     }
    /// }
    /// ```
    public var navigationIDPath: NavigationIDPath {
        get { self[NavigationIDPathKey.self] }
        set { self[NavigationIDPathKey.self] = newValue }
    }
}

enum NavigationIDPathKey: DependencyKey {
    static let liveValue = NavigationIDPath()
    static let testValue = NavigationIDPath()
}
