/// The namespace, a list of ``NavigationID``s, that the cancel ids of effects are made in: an
/// effect made with ``DependencyValues/navigationIDPath`` set to one path is cancelled by its id
/// only from code running with the same path.
///
/// The path is empty unless code sets it, and every cancel id of an app then lives in its
/// store's namespace alone. The original keeps this type internal (it appends an element for
/// each store and each presented child); it is public here so that code and tests written
/// against it compile.
///
/// ```swift
/// enum TimerID { case tick }
/// ```
///
/// ```swift test
/// @Test func anIDIsCancelledOnlyUnderItsOwnPath() async {
///     let mine = NavigationIDPath(path: [NavigationID()])
///     let effect = withDependencies { $0.navigationIDPath = mine } operation: {
///         Effect<Int>.run { send in
///             try await Task.sleep(for: .milliseconds(200))
///             await send(1)
///         }
///         .cancellable(id: TimerID.tick)
///     }
///     let received = Task {
///         var values: [Int] = []
///         for await value in effect.actions { values.append(value) }
///         return values
///     }
///     try? await Task.sleep(for: .milliseconds(20))
///     Task.cancel(id: TimerID.tick)  // another path: the empty one
///     #expect(_cancellationCancellables.withValue { $0.exists(at: TimerID.tick, path: mine) })
///     withDependencies { $0.navigationIDPath = mine } operation: {
///         Task.cancel(id: TimerID.tick)
///     }
///     #expect(await received.value.isEmpty)
/// }
/// ```
public struct NavigationIDPath: Hashable, Sendable {
    /// The namespaces, outermost first.
    public private(set) var path: [NavigationID]

    /// Makes a path of `path`, the empty one by default.
    ///
    /// ```swift test
    /// @Test func pathsWithTheSameElementsAreEqual() {
    ///     let id = NavigationID()
    ///     #expect(NavigationIDPath(path: [id]) == NavigationIDPath(path: [id]))
    ///     #expect(NavigationIDPath() != NavigationIDPath(path: [id]))
    /// }
    /// ```
    public init(path: [NavigationID] = []) {
        self.path = path
    }

    /// This path with `element` added at its end.
    ///
    /// ```swift test
    /// @Test func appendingMakesALongerPath() {
    ///     let id = NavigationID()
    ///     #expect(NavigationIDPath().appending(id).path == [id])
    /// }
    /// ```
    public func appending(_ element: NavigationID) -> Self {
        Self(path: path + [element])
    }

    /// Adds `element` at the end of this path.
    ///
    /// ```swift test
    /// @Test func appendingInPlace() {
    ///     var path = NavigationIDPath()
    ///     let id = NavigationID()
    ///     path.append(id)
    ///     #expect(path.path == [id])
    /// }
    /// ```
    public mutating func append(_ element: NavigationID) {
        path.append(element)
    }
}
