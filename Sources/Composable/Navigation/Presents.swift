/// Marks the optional state of a feature this one presents (a sheet, an alert, a pushed
/// destination): `@Presents var destination: Destination.State?`.
///
/// ```swift skip("elided code")
/// struct State: Equatable {
///     @Presents var addItem: AddItem.State?
/// }
/// // in body:
/// Reduce { ... }
///     .ifLet(\.$addItem, action: \.addItem) { AddItem() }
/// ```
///
/// `\.$addItem` is the key path the reducer uses. A property wrapper stands in for the
/// original's macro: the value reads and writes as the optional it wraps.
@propertyWrapper
public struct Presents<State> {
    /// The presented feature's state, or `nil` while nothing is presented.
    public var wrappedValue: State?

    /// Wraps `wrappedValue`.
    public init(wrappedValue: State?) {
        self.wrappedValue = wrappedValue
    }

    /// The wrapper itself: `\.$destination` is how `ifLet` reaches it.
    public var projectedValue: Presents<State> {
        get { self }
        set { self = newValue }
    }
}

extension Presents: Equatable where State: Equatable {}
extension Presents: Hashable where State: Hashable {}
extension Presents: Sendable where State: Sendable {}

extension Presents: CustomReflectable {
    /// Reflects as the optional it wraps, so that dumps and diffs show the presented state.
    public var customMirror: Mirror {
        Mirror(reflecting: wrappedValue as Any)
    }
}
