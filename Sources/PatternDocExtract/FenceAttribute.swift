import PatternDocModel
import PatternDocSupport

/// The attributes a `swift` fence may carry, with the rules each follows: whether it takes an
/// argument, and which others it excludes. Declaration order is the order used in messages.
enum FenceAttribute: String, CaseIterable {
    case test, hidden, output, reset, norun, fails, warns, skip, continues

    /// How the attribute is written, for hints.
    var form: String {
        switch self {
        case .test, .hidden, .output, .reset, .norun, .continues: rawValue
        case .fails: "fails(\"fragment\")"
        case .warns: "warns(\"fragment\")"
        case .skip: "skip(\"reason\")"
        }
    }

    /// The hint that lists every attribute.
    static let knownList = "Known attributes: test, hidden, output, reset, norun, fails, "
        + "fails(\"fragment\"), warns(\"fragment\"), skip(\"reason\"), continues."

    /// The problem with an unknown name, suggesting the closest known one when it is close.
    static func unknown(_ name: String) -> (message: String, hint: String) {
        let ranked = allCases.map { ($0, EditDistance.between(name, $0.rawValue)) }
        let closest = ranked.min { $0.1 < $1.1 }
        let suggestion = closest.flatMap { $0.1 <= 2 && $0.1 < name.count ? "Did you mean '\($0.0.rawValue)'? " : nil }
        return ("unknown fence attribute '\(name)'", (suggestion ?? "") + knownList)
    }

    /// The problem with the argument given (`nil` when there were no parentheses), if any.
    func check(argument: String?) -> (message: String, hint: String)? {
        switch self {
        case .test, .hidden, .output, .reset, .norun, .continues:
            guard argument != nil else { return nil }
            return ("fence attribute '\(rawValue)' takes no argument", "Write it as `\(rawValue)`.")
        case .fails:
            guard let argument, argument.allSatisfy(\.isWhitespace) else { return nil }
            return (
                "the fragment given to 'fails' is blank",
                "Write `fails` alone to accept any compiler error, or `fails(\"fragment\")` with part of the expected message."
            )
        case .warns:
            guard argument?.allSatisfy(\.isWhitespace) ?? true else { return nil }
            return (
                argument == nil
                    ? "fence attribute 'warns' needs the fragment of the runtime warning it expects"
                    : "the fragment given to 'warns' is blank",
                "Write it as `warns(\"fragment\")` with part of the expected warning."
            )
        case .skip:
            guard argument?.allSatisfy(\.isWhitespace) ?? true else { return nil }
            return (
                argument == nil
                    ? "fence attribute 'skip' needs the reason the block is not verified"
                    : "the reason given to 'skip' is blank",
                "Write it as `skip(\"reason\")`; the report and the site show the reason."
            )
        }
    }

    /// Records the attribute, whose argument passed ``check(argument:)``.
    func apply(argument: String?, to attributes: inout FenceAttributes) {
        switch self {
        case .test: attributes.isTest = true
        case .hidden: attributes.isHidden = true
        case .output: attributes.checksOutput = true
        case .reset: attributes.startsNewModule = true
        case .norun: attributes.isNotRun = true
        case .fails: attributes.expectedFailure = argument ?? ""
        case .warns: attributes.expectedWarning = argument
        case .skip: attributes.skipReason = argument
        case .continues: attributes.continuesPrevious = true
        }
    }

    /// One problem for each pair of attributes that cannot stand together.
    static func conflicts(among attributes: [FenceAttribute]) -> [(message: String, hint: String)] {
        let present = allCases.filter(attributes.contains)
        var problems: [(message: String, hint: String)] = []
        for (offset, first) in present.enumerated() {
            for second in present.dropFirst(offset + 1) {
                guard let reason = conflictReason(first, second) else { continue }
                problems.append(("fence attributes '\(first.rawValue)' and '\(second.rawValue)' cannot be combined", reason))
            }
        }
        return problems
    }

    private static func conflictReason(_ first: FenceAttribute, _ second: FenceAttribute) -> String? {
        let pair: Set = [first, second]
        if pair.contains(.continues), let other = pair.subtracting([.continues]).first, other != .hidden {
            return "A `continues` block is verified as part of the block it continues, as that block's fence says: "
                + "put `\(other.form)` on the first part, or remove `continues`."
        }
        if pair.contains(.skip) {
            return "A `skip` block is not verified at all; remove the skip or the other attribute."
        }
        if pair.contains(.norun), !pair.isDisjoint(with: [.test, .output, .warns, .fails]) {
            return "A `norun` block is compiled and not run, so there is nothing to test, compare or check it fails."
        }
        if pair.contains(.fails), !pair.isDisjoint(with: [.test, .output, .warns]) {
            return "A `fails` block must not compile, so it cannot be tested or run."
        }
        if pair.contains(.test), !pair.isDisjoint(with: [.output, .warns]) {
            return "A `test` block runs as a Swift Testing test, not as the page's program, "
                + "whose output and warnings `output` and `warns` check."
        }
        return nil
    }
}
