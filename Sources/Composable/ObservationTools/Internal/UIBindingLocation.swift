import Observation

/// Where a ``UIBinding`` reads and writes its value: two closures over a box, an object's
/// property or another binding's location.
///
/// Unchecked-Sendable as the original's locations are Sendable: a binding is handed between
/// UI callbacks that all run on the main thread, and the values it reaches are the caller's.
struct UIBindingLocation<Value>: @unchecked Sendable {
    let get: () -> Value
    let set: (Value) -> Void
}

/// The storage of a binding made from a value (`@UIBinding var text = ""`): observable, so that
/// `observe(_:)` re-runs when it is set.
final class UIBindingBox<Value>: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var stored: Value

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

/// The object a ``UIBindable`` binding writes to, held weakly as the original holds it: once the
/// object is gone the binding reads the last value it saw and writes nowhere.
final class UIBindingWeakRoot<Root: AnyObject, Value>: @unchecked Sendable {
    weak var root: Root?
    let keyPath: ReferenceWritableKeyPath<Root, Value>
    var lastValue: Value

    init(root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.root = root
        self.keyPath = keyPath
        self.lastValue = root[keyPath: keyPath]
    }

    var location: UIBindingLocation<Value> {
        UIBindingLocation(
            get: {
                if let root = self.root { self.lastValue = root[keyPath: self.keyPath] }
                return self.lastValue
            },
            set: { newValue in
                self.lastValue = newValue
                self.root?[keyPath: self.keyPath] = newValue
            }
        )
    }
}
