/// The plan for one generated `CasePathable` conformance: everything ``ConformanceWriter``
/// needs, already decided and qualified.
struct Conformance: Sendable, Hashable {
    /// The enum's qualified name, which the extension extends: `Feature.Action`, `Loadable`.
    var extendedType: String
    /// How the generated code names the enum inside the extension: `Feature.Action`,
    /// `Loadable<Value>`.
    var enumType: String
    /// `"public "`, `"package "` or `""`.
    var accessModifier: String
    /// `@available` attributes of the enum and the types around it, which the extension must
    /// repeat.
    var attributes: [String]
    /// The `#if` condition the whole extension needs, if any.
    var condition: String?
    /// One case path per case, in declaration order.
    var cases: [CasePath]

    /// The plan for one `AnyCasePath` property.
    struct CasePath: Sendable, Hashable {
        /// The case name as written, backticks kept.
        var name: String
        /// `@available` attributes of the case, repeated so that a deprecated case does not
        /// make the generated code warn.
        var attributes: [String]
        /// The `#if` condition the property needs, if any.
        var condition: String?
        /// The associated values, types qualified and default values dropped; empty for none.
        var values: [AssociatedValue]

        /// The type the case path extracts: `Void`, the single value's type, or a tuple.
        var payloadType: String {
            switch values.count {
            case 0: "Void"
            case 1: values[0].type
            default: "(" + values.map { ($0.label.map { "\($0): " } ?? "") + $0.type }.joined(separator: ", ") + ")"
            }
        }

        /// The closure body that builds the case from `$0`. A `Never` payload, which no value
        /// has, converts to the enum as it is: building the case there would make Swift warn
        /// that the code will never be executed.
        var embedding: String {
            if values.count == 1, ["Never", "Swift.Never"].contains(values[0].type) {
                return "$0"
            }
            return switch values.count {
            case 0: ".\(name)"
            case 1: ".\(name)(\(argument(values[0], "$0")))"
            default: ".\(name)(" + values.indices.map { argument(values[$0], "$0.\($0)") }.joined(separator: ", ") + ")"
            }
        }

        /// The closure body that extracts the payload from `$0`.
        var extraction: String {
            switch values.count {
            case 0:
                "if case .\(name) = $0 { return () } else { return nil }"
            case 1:
                "if case let .\(name)(value) = $0 { return value } else { return nil }"
            default:
                "if case let .\(name)(\(variables)) = $0 { return (\(variables)) } else { return nil }"
            }
        }

        private var variables: String {
            values.indices.map { "v\($0)" }.joined(separator: ", ")
        }

        private func argument(_ value: AssociatedValue, _ expression: String) -> String {
            value.label.map { "\($0): \(expression)" } ?? expression
        }
    }
}
