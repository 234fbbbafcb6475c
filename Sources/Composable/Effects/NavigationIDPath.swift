/// The namespace, a list of ``NavigationID``s, that the cancel ids of effects are made in: an
/// effect made with ``DependencyValues/navigationIDPath`` set to one path is cancelled by its id
/// from code running with that path or one it starts with (the empty path reaches every
/// effect), and not from a path beside it.
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
///     while !_cancellationCancellables.withValue({ $0.exists(at: TimerID.tick, path: mine) }) {
///         await Task.yield()
///     }
///     withDependencies { $0.navigationIDPath = NavigationIDPath(path: [NavigationID()]) } operation: {
///         Task.cancel(id: TimerID.tick)  // a path beside this one: nothing happens
///     }
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
