import PatternDocModel
import PatternDocSupport

/// Reads a code fence's info string into ``FenceAttributes``.
///
/// The first word is the language. A `swift` fence may add attributes, separated by spaces:
///
/// ````markdown
/// ```swift test hidden
/// ```swift fails("cannot find 'Feature' in scope")
/// ```swift skip("needs a network")
/// ````
///
/// - `test`, `hidden`, `output`, `reset`, `norun`, `continues` take no argument.
/// - `fails` takes an optional fragment; `warns` and `skip` require theirs.
/// - Arguments are double-quoted strings in which `\"` is a quote and `\\` a backslash. When
///   given, an argument must not be blank.
/// - Each attribute may appear once. `skip` stands alone: a skipped block is neither compiled
///   nor shown as verified, so no other attribute means anything beside it. `fails` excludes
///   `test`, `output` and `warns` (a block that does not compile cannot run), and `test`
///   excludes `output` and `warns` (tests do not run as the page's program). `continues`
///   goes with `hidden` alone: the block it continues says how the joined unit is verified.
/// - Any other fence is not read beyond its language (```` ```sh title="Install" ```` is fine),
///   except fences that would otherwise silently go unverified: one whose first word is an
///   attribute (```` ```test ````, no language), one spelled `Swift` or `SWIFT`, and one whose
///   language is a near miss of `swift` with attributes after it (```` ```swfit test ````).
///
/// Every problem found is reported, at the fence's position, with a hint.
///
/// ```text
/// let attributes = try FenceAttributeParser.parse(
///     "swift fails(\"cannot find\")",
///     at: SourcePosition(file: "Docs/Scoping.md", line: 12)
/// )
/// // attributes.expectedFailure == "cannot find"
/// ```
enum FenceAttributeParser {
    /// Parses `info`, the text after a code fence's backticks, for the fence at `position`.
    ///
    /// - Throws: ``DocErrors`` with every problem in the info string, each at `position`.
    static func parse(_ info: String, at position: SourcePosition) throws -> FenceAttributes {
        try attributes(of: info, at: position)
    }

    /// ``parse(_:at:)`` with its error type spelled out, for the extractor to collect.
    static func attributes(of info: String, at position: SourcePosition) throws(DocErrors) -> FenceAttributes {
        var scanner = FenceInfoScanner(info)
        let language = scanner.word()
        // cmark drops the spaces around the info string, so the language is its first word.
        var attributes = FenceAttributes(language: language)
        var problems: [(message: String, hint: String)] = []
        if language == "swift" {
            var seen: [FenceAttribute] = []
            problems = readAttributes(from: &scanner, into: &attributes, seen: &seen)
            problems += FenceAttribute.conflicts(among: seen)
        } else {
            problems = checkOtherLanguage(language, rest: scanner.rest)
        }
        guard problems.isEmpty else {
            throw DocErrors(problems.map { DocError(at: position, $0.message, hint: $0.hint) })
        }
        return attributes
    }

    private static func readAttributes(
        from scanner: inout FenceInfoScanner,
        into attributes: inout FenceAttributes,
        seen: inout [FenceAttribute]
    ) -> [(message: String, hint: String)] {
        var problems: [(message: String, hint: String)] = []
        while !scanner.isAtEnd {
            let token: FenceInfoScanner.Token
            do {
                token = try scanner.attribute()
            } catch {
                // A broken string leaves no reliable place to resume reading from.
                problems.append((error.message, error.hint))
                break
            }
            guard let attribute = FenceAttribute(rawValue: token.name) else {
                problems.append(FenceAttribute.unknown(token.name))
                continue
            }
            if let trailing = token.trailing {
                problems.append((
                    "unexpected '\(trailing)' after fence attribute '\(token.name)'",
                    "Separate attributes with spaces, as in `swift test hidden`."
                ))
                continue
            }
            if seen.contains(attribute) {
                problems.append(("fence attribute '\(attribute.rawValue)' is given twice", "Remove one of them."))
                continue
            }
            if let problem = attribute.check(argument: token.argument) {
                problems.append(problem)
                continue
            }
            seen.append(attribute)
            attribute.apply(argument: token.argument, to: &attributes)
        }
        return problems
    }

    private static func checkOtherLanguage(_ language: String, rest: String) -> [(message: String, hint: String)] {
        if let attribute = FenceAttribute(rawValue: String(language.prefix { $0 != "(" })) {
            return [(
                "the fence names no language but has the attribute '\(attribute.rawValue)'",
                "Fence attributes follow the language: write ```swift \(language)\(rest.isEmpty ? "" : " " + rest)."
            )]
        }
        if language.lowercased() == "swift" {
            return [(
                "the fence's language is '\(language)', so the block would not be verified",
                "Write ```swift\(rest.isEmpty ? "" : " " + rest); only `swift` blocks are compiled."
            )]
        }
        // The language is the first word, so a fence with more words has a language. Other
        // languages' fences are not read beyond it (docs written for other tools put titles and
        // options there), unless the language looks like a misspelt `swift`.
        guard !rest.isEmpty, EditDistance.between(language, "swift") <= 2 else { return [] }
        return [(
            "a `\(language)` block takes no attributes, but its fence adds '\(rest)'",
            "Did you mean ```swift \(rest)? Only swift blocks take attributes."
        )]
    }
}
