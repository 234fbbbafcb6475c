/// A log of store events, for tests of the store's lifetime: off until ``isEnabled`` is set,
/// then each ``log(_:)`` appends a line to ``logs`` (a store logs `Store<State, Action>.init`
/// and `.deinit`, as the original's does). The original keeps it behind `@_spi(Logging)`; its
/// test suite turns it off and clears it after every test.
///
/// ```swift
/// // snippet.hide
/// @MainActor func logAnEvent() {
/// // snippet.show
/// Logger.shared.isEnabled = true
/// Logger.shared.log("Feature appeared")
/// assert(Logger.shared.logs.last == "Feature appeared")
/// Logger.shared.isEnabled = false
/// Logger.shared.clear()
/// // snippet.hide
/// }
/// ```
@MainActor
public final class Logger {
    /// The one log.
    public static let shared = Logger()

    /// Whether ``log(_:)`` records anything; off by default.
    public var isEnabled = false

    /// The lines logged while enabled, oldest first.
    public private(set) var logs: [String] = []

    /// Appends `line` to ``logs`` when the log is enabled; the line is not built otherwise.
    public func log(_ line: @autoclosure () -> String) {
        guard isEnabled else { return }
        logs.append(line())
    }

    /// Empties ``logs``.
    public func clear() {
        logs = []
    }
}

/// How a store's type is written in ``Logger`` lines: `StoreOf<Feature>` for a feature's
/// `State` and `Action`, else `Store<State, Action>`, with module names left out.
func loggedTypeName(_ state: Any.Type, _ action: Any.Type) -> String {
    let stateName = typeNameWithoutModules(state)
    let actionName = typeNameWithoutModules(action)
    if stateName.hasSuffix(".State"), actionName.hasSuffix(".Action"),
        stateName.dropLast(6) == actionName.dropLast(7)
    {
        return "StoreOf<\(stateName.dropLast(6))>"
    }
    return "Store<\(stateName), \(actionName)>"
}

/// `String(reflecting:)` of a type without the module names that qualify it and its generic
/// arguments: `Feature.State` for `App.Feature.State`, `()` for `Void`.
private func typeNameWithoutModules(_ type: Any.Type) -> String {
    let full = String(reflecting: type)
    var result = ""
    var word = ""
    var wordIsFirstOfPath = true
    for character in full {
        if character.isLetter || character.isNumber || character == "_" {
            word.append(character)
        } else if character == "." {
            // `String(reflecting:)` qualifies every type: a dotted path starts with its module.
            if !wordIsFirstOfPath {
                result += word + "."
            }
            word = ""
            wordIsFirstOfPath = false
        } else {
            result += word
            result.append(character)
            word = ""
            wordIsFirstOfPath = true
        }
    }
    return result + word
}

