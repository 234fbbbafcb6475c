import Foundation

/// A DocC directive as written at the start of a line: `@Name`, its arguments in parentheses
/// (which may run over several lines), and whether a `{` opens a block of content.
///
/// ```text
/// let line = DirectiveLine(lines: [#"@Image(source: "chart.png", alt: "A chart")"#], at: 0)
/// line?.name                 // "Image"
/// line?.arguments["source"]  // "chart.png"
/// ```
struct DirectiveLine {
    /// The name without `@`.
    var name: String
    /// The labelled arguments, unquoted: `path:` → `swift-log/Snippets/basic-usage`.
    var arguments: [String: String]
    /// The first argument when it has no label: `Name` for `@Tab("Name")`.
    var unnamedArgument: String?
    /// Whether a `{` follows, opening content that a `}` line closes.
    var opensBlock: Bool
    /// For `@Small { text }` written on one line: the text between the braces.
    var inlineContent: String?
    /// How many lines the directive takes (more than one when its arguments do).
    var lineCount: Int

    /// Reads the directive starting on `lines[index]`, or `nil` when the line does not start
    /// with one: an `@` and a capitalized name, followed by `(`, `{` or nothing for a name
    /// DocC knows, and by `(` or `{` for any other (so a sentence starting `@MainActor makes`
    /// is prose).
    init?(lines: [String], at index: Int) {
        let first = lines[index].drop { $0 == " " || $0 == "\t" }
        guard first.hasPrefix("@"), let initial = first.dropFirst().first, initial.isUppercase, initial.isASCII else { return nil }
        let name = String(first.dropFirst().prefix { $0.isLetter || $0.isNumber })
        var rest = Substring(first.dropFirst(1 + name.count))
        let next = rest.drop { $0 == " " }.first
        let isKnown = DocCDirectives.known.contains(name)
        guard next == "(" || next == "{" || (isKnown && next == nil) else { return nil }
        self.name = name
        arguments = [:]
        lineCount = 1
        if rest.drop(while: { $0 == " " }).first == "(" {
            // Gather the argument text up to the matching `)`, across lines if need be.
            var text = String(rest.drop { $0 == " " }.dropFirst())
            var depth = 1
            var consumed = ""
            var inString = false
            var lineIndex = index
            scan: while true {
                var previous: Character = " "
                for (offset, character) in text.enumerated() {
                    if character == "\"", previous != "\\" { inString.toggle() }
                    if !inString {
                        if character == "(" { depth += 1 }
                        if character == ")" { depth -= 1 }
                        if depth == 0 {
                            consumed += text.prefix(offset)
                            rest = Substring(text.dropFirst(offset + 1))
                            break scan
                        }
                    }
                    previous = character
                }
                consumed += text + "\n"
                lineIndex += 1
                guard lineIndex < lines.count else {
                    rest = ""
                    break
                }
                text = lines[lineIndex]
            }
            lineCount = lineIndex - index + 1
            (arguments, unnamedArgument) = Self.parseArguments(consumed)
        }
        let after = rest.trimmingCharacters(in: .whitespaces)
        opensBlock = after.hasPrefix("{")
        if opensBlock, after.hasSuffix("}"), after.count >= 2 {
            inlineContent = String(after.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
    }

    /// Splits `label: "value", other: value` at top-level commas; quotes are removed.
    static func parseArguments(_ text: String) -> ([String: String], String?) {
        var parts: [String] = []
        var current = ""
        var inString = false
        var depth = 0
        var previous: Character = " "
        for character in text {
            if character == "\"", previous != "\\" { inString.toggle() }
            if !inString {
                if "([".contains(character) { depth += 1 }
                if ")]".contains(character) { depth -= 1 }
            }
            if character == ",", !inString, depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        parts.append(current)
        var labelled: [String: String] = [:]
        var unnamed: String?
        for part in parts {
            let trimmed = part.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { continue }
            if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains("\""),
                trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber })
            {
                let label = String(trimmed[..<colon])
                labelled[label] = unquoted(trimmed[trimmed.index(after: colon)...])
            } else if unnamed == nil {
                unnamed = unquoted(Substring(trimmed))
            }
        }
        return (labelled, unnamed)
    }

    /// `"text"` without its quotes and with `\"` unescaped; anything else trimmed as is.
    static func unquoted(_ text: Substring) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return trimmed }
        return String(trimmed.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
    }
}
