import Foundation

/// One element of a ``NavigationIDPath``: a namespace, different from every other one made,
/// that keeps the cancel ids of the effects made under it apart from the same ids elsewhere.
///
/// The original keeps this type internal and gives each store one of its own; here each store
/// keeps its effects' ids apart by itself, and the type is public so that code and tests that
/// set ``DependencyValues/navigationIDPath`` compile. Use it to run two copies of the same
/// effect side by side, each cancellable by its own id.
///
/// ```swift test
/// @Test func everyNavigationIDIsNew() {
///     #expect(NavigationID() != NavigationID())
///     let id = NavigationID()
///     #expect(id == id)
/// }
/// ```
public struct NavigationID: Hashable, Sendable {
    private let identifier = UUID()

    /// Makes a namespace different from every other one.
    ///
    /// ```swift test
    /// @Test func aNavigationIDEqualsOnlyItself() {
    ///     let first = NavigationID()
    ///     #expect(first == first && first != NavigationID())
    /// }
    /// ```
    public init() {}
}
