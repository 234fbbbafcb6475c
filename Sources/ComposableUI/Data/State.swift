import Observation

/// A value a view owns: the ``ViewHost`` keeps it for as long as the view stays on screen at
/// the same place, and re-evaluates the view when it changes.
///
/// ```swift
/// struct Disclosure: View {
///     @State private var isExpanded = false
///
///     var body: some View {
///         Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
///     }
/// }
/// ```
///
/// Keep feature state in the store; `@State` is for what only the view cares about.
@propertyWrapper
public struct State<Value> {
    let location: StateLocation<Value>

    /// A state starting at `wrappedValue` the first time the view appears.
    public init(wrappedValue: Value) {
        location = StateLocation(initialValue: wrappedValue)
    }

    /// A state starting at `initialValue` the first time the view appears.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value.
    @MainActor
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the value, for controls and child views: `$isExpanded`.
    @MainActor
    public var projectedValue: Binding<Value> {
        let location = location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// An optional state starting at `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Where one `@State` property of one view value reads and writes: the storage the host keeps
/// for the view's place on screen once the view is mounted, or its own initial value before.
final class StateLocation<Value>: @unchecked Sendable {
    // Only touched on the main actor: views, their bodies and the host all run there.
    let initialValue: Value
    var storage: StateStorage<Value>?

    init(initialValue: Value) {
        self.initialValue = initialValue
    }

    @MainActor
    var value: Value {
        get { storage?.value ?? initialValue }
        set {
            if let storage {
                storage.value = newValue
            } else {
                storage = StateStorage(newValue)
            }
        }
    }
}

/// The value of one `@State` property, kept by the host across evaluations; reads and writes
/// go through Observation so that the body that read it is evaluated again after a change.
@MainActor
final class StateStorage<Value>: Observable {
    private var stored: Value
    private let registrar = ObservationRegistrar()

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
        }
    }
}

/// A `@State` property found in a view value, to connect to the storage the host keeps.
@MainActor
protocol StateProperty {
    /// Points the property at the storage kept in `storages` under `name`, creating it from
    /// the initial value the first time.
    func connect(to storages: inout [String: AnyObject], name: String)
}

extension State: StateProperty {
    func connect(to storages: inout [String: AnyObject], name: String) {
        if let existing = storages[name] as? StateStorage<Value> {
            location.storage = existing
        } else {
            let storage = location.storage ?? StateStorage(location.initialValue)
            storages[name] = storage
            location.storage = storage
        }
    }
}
