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
///
/// The presented state lives on the heap, copied on write, so a feature may present itself:
/// `struct State { @Presents var child: State? }` is a finite type. Two copies that share that
/// storage compare equal without comparing the states inside, however deep they go.
///
/// See [a sheet driven by presented state](doc:Navigation#A-sheet-driven-by-presented-state), [an
/// alert](doc:Navigation#An-alert) and [one destination at a
/// time](doc:Navigation#One-destination-at-a-time) in <doc:Navigation>.
@propertyWrapper
@dynamicMemberLookup
public struct Presents<State> {
    /// The heap box of the presented state, shared by copies until one of them writes.
    private final class Storage: @unchecked Sendable {
        // Unchecked: a box is only written through a `Presents` that holds the only reference
        // to it (see `wrappedValue`), so no two threads ever write or read-while-writing one.
        var state: State?

        init(_ state: State?) {
            self.state = state
        }
    }

    private var storage: Storage

    /// The presented feature's state, or `nil` while nothing is presented.
    public var wrappedValue: State? {
        get { storage.state }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.state = newValue
            } else {
                storage = Storage(newValue)
            }
        }
        _modify {
            // Changed in place, so that a child reducer running on the presented state does
            // not copy the buffers inside it.
            if !isKnownUniquelyReferenced(&storage) {
                storage = Storage(storage.state)
            }
            yield &storage.state
        }
    }

    /// Wraps `wrappedValue`.
    public init(wrappedValue: State?) {
        storage = Storage(wrappedValue)
    }

    /// Whether `self` and `other` are copies of one value that neither has written since.
    func sharesStorage(with other: Self) -> Bool {
        storage === other.storage
    }

    /// The wrapper itself: `\.$destination` is how `ifLet` reaches it.
    public var projectedValue: Presents<State> {
        get { self }
        set { self = newValue }
    }
}

extension Presents: Equatable where State: Equatable {
    /// Equal when both hold equal states, or none; copies that share storage are equal at once,
    /// without comparing the states (which, for a feature that presents itself, can be deep).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sharesStorage(with: rhs) || lhs.wrappedValue == rhs.wrappedValue
    }
}

extension Presents: Hashable where State: Hashable {
    /// Hashes the presented state, or its absence.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}
extension Presents: Sendable where State: Sendable {}

extension Presents: CustomReflectable {
    /// Reflects as the optional it wraps, so that dumps and diffs show the presented state.
    public var customMirror: Mirror {
        Mirror(reflecting: wrappedValue as Any)
    }
}
