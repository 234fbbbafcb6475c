/// A key for a value views read from their surroundings with `@Environment`: declare the key
/// with its default, then a property on ``EnvironmentValues`` that reads and writes it.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value views read when no view above them set one.
    static var defaultValue: Value { get }
}

/// The values a view reads from its surroundings (`@Environment(\.openURL)`), set for the
/// views inside by `.environment(\.editMode, $editMode)`.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Values with every key at its default.
    public init() {}

    /// The value of `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The values a view at `node` reads: the defaults, changed by every `.environment` above
    /// it, outermost first.
    @MainActor
    static func resolved(for node: ViewNode?) -> EnvironmentValues {
        var writes: [@MainActor (inout EnvironmentValues) -> Void] = []
        var current = node
        var child: ViewNode?
        while let visited = current {
            switch visited.content {
            case let .modifier(.environment(write)), let .modifier(.style(_, _, write)):
                writes.append(write)
            case let .modifier(.presentation(_, true, dismiss)), let .modifier(.navigationDestination(true, dismiss)):
                // A view inside what is presented (the second child) is dismissed by closing it.
                // (The key tells, as the children are not all in place while a body is evaluated.)
                if let child, child.key != .content {
                    writes.append { $0.dismiss = DismissAction(dismiss) }
                }
            case let .navigationStack(control):
                // A pushed screen goes back (the stack pops its top screen).
                if let child, let pop = control.pop, child.key != .content {
                    writes.append { $0.dismiss = DismissAction(pop) }
                }
            default:
                break
            }
            child = visited
            current = visited.parent
        }
        var values = EnvironmentValues()
        for write in writes.reversed() { write(&values) }
        return values
    }
}

/// Sets one environment value for the views inside.
struct EnvironmentWriter<Value>: ViewModifier, DescribingModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    typealias Body = Never

    var description: NodeContent.Modifier {
        let keyPath = keyPath
        let value = value
        return .environment { $0[keyPath: keyPath] = value }
    }
}

extension View {
    /// Sets the environment value at `keyPath` to `value` for this view and the views inside:
    /// `.environment(\.editMode, $store.editMode)`.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(EnvironmentWriter(keyPath: keyPath, value: value))
    }
}

/// Reads a value from the view's surroundings: `@Environment(\.openURL) var openURL`.
///
/// The host resolves it each time it evaluates the view's body, from the `.environment`
/// modifiers above the view.
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let location = EnvironmentLocation()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value, as the view's surroundings set it when its body was last evaluated.
    @MainActor
    public var wrappedValue: Value {
        (location.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// Where an `@Environment` keeps the values it was resolved with.
final class EnvironmentLocation: @unchecked Sendable {
    // Only touched on the main actor: views, their bodies and the host all run there.
    var values: EnvironmentValues?
}

/// A property of a view that reads the environment, resolved before its body is evaluated.
@MainActor
protocol EnvironmentProperty {
    func resolve(_ values: EnvironmentValues)
}

extension Environment: EnvironmentProperty {
    func resolve(_ values: EnvironmentValues) {
        location.values = values
    }
}
