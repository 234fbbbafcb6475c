import Composable

/// A hand-written conformance: the generator must leave this enum alone.
enum Manual: Equatable {
    case only(Int)
}

extension Manual: CasePathable {
    struct AllCasePaths: Sendable {
        var only: AnyCasePath<Manual, Int> {
            AnyCasePath(embed: { .only($0) }, extract: { if case let .only(value) = $0 { value } else { nil } })
        }
    }

    static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// No cases, nothing to generate.
enum Namespace {
    static let value = 1
}
