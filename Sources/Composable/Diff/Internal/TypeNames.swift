import Foundation

/// `String(reflecting:)` of a type, minus the module names: `MyApp.Counter.State` becomes
/// `Counter.State`, `Swift.Optional<MyApp.Todo>` becomes `Optional<Todo>`.
///
/// Also tidies the names the runtime gives to types that are private
/// (`MyApp.(Todo in _5F3C…)`) or local to a function (`MyApp.(unknown context at $1f2e).Todo`),
/// so that dumps do not change from one build to the next.
func shortTypeName(_ reflectedName: String) -> String {
    reflectedName
        .replacing(/\(unknown context at \$[0-9a-fA-F]+\)\./, with: "")
        .replacing(/\(([^()\s]+) in _[0-9a-fA-F]+\)/) { String($0.output.1) }
        // Every dotted path in a reflected name starts with a module.
        .replacing(/\w+((?:\.\w+)+)/) { String($0.output.1.dropFirst()) }
}

/// ``shortTypeName(_:)`` of `type`, remembered for the life of the process: the regular
/// expressions cost far more than the rest of a dump line, and a test run dumps the same few
/// types over and over.
func shortName(of type: Any.Type) -> String {
    shortNames.name(of: type)
}

private let shortNames = ShortNameCache()

private final class ShortNameCache: @unchecked Sendable {
    // Unchecked: `names` is only touched with `lock` held.
    private let lock = NSLock()
    private var names: [ObjectIdentifier: String] = [:]

    func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = lock.withLock({ names[key] }) {
            return known
        }
        let name = shortTypeName(String(reflecting: type))
        lock.withLock { names[key] = name }
        return name
    }
}

/// The runtime's name for the case an enum value holds, ignoring any `description` the enum
/// provides; nil when the binary carries no reflection metadata.
@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<Value>(_ value: Value) -> UnsafePointer<CChar>?

/// The name of the case `value`, an enum, holds.
func caseName(of value: Any) -> String {
    runtimeEnumCaseName(value).map { String(cString: $0) } ?? String(describing: value)
}
