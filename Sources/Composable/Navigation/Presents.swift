/// Marks the optional state of a feature this one presents (a sheet, an alert, a pushed
/// destination): `@Presents var destination: Destination.State?`.
///
/// ```swift
/// struct AddItem: Reducer {
///     struct State: Equatable {
///         var name = ""
///     }
///
///     enum Action {
///         case nameChanged(String)
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case let .nameChanged(name):
///                 state.name = name
///                 return .none
///             }
///         }
///     }
/// }
///
/// struct Inventory: Reducer {
///     struct State: Equatable {
///         @Presents var addItem: AddItem.State?
///     }
///
///     enum Action {
///         case addButtonTapped
///         case addItem(PresentationAction<AddItem.Action>)
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             if case .addButtonTapped = action {
///                 state.addItem = AddItem.State()
///             }
///             return .none
///         }
///         .ifLet(\.$addItem, action: \.addItem) { AddItem() }
///     }
/// }
/// ```
///
/// ```swift test
/// @MainActor
/// @Test func theSheetRunsUntilItIsDismissed() async {
///     let store = TestStore(initialState: Inventory.State()) { Inventory() }
///
///     await store.send(.addButtonTapped) { $0.addItem = AddItem.State() }
///     await store.send(.addItem(.presented(.nameChanged("Tea")))) { $0.addItem?.name = "Tea" }
///     await store.send(.addItem(.dismiss)) { $0.addItem = nil }
/// }
/// ```
///
/// `\.$addItem` is the key path the reducer uses. A property wrapper stands in for the
/// original's macro: the value reads and writes as the optional it wraps.
///
/// Use `@Presents` with ``Reducer/ifLet(_:action:destination:fileID:line:)`` for one
/// presentation at a time that the user dismisses: a sheet, a popover, an alert
/// (``AlertState``, with ``Reducer/ifLet(_:action:fileID:line:)`` since it has no reducer). A
/// feature that can present several things keeps one `@Presents var destination` whose state
/// is an enum, so that only one can be up at once. A child that is shown in place, with no
/// dismissal, is a plain optional with ``Reducer/ifLet(_:action:then:fileID:line:)``; screens
/// pushed on a navigation stack live in a ``StackState``.
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
