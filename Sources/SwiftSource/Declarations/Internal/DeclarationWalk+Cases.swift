/// Enum case declarations: `indirect case a, b(id: Int, String = ""), c = "c"`.
extension DeclarationWalk {
    /// Reads one `case` declaration in the body of the innermost enum; `index` is at `case`.
    mutating func readCases() {
        guard let declaration = enclosingEnum, case .type(_, let branchDepth)? = scopes.last else { return }
        let attributes = pendingAttributes
        let isIndirect = pendingModifiers.contains("indirect")
        clearPending()
        index += 1
        let conditions = Array(branches.dropFirst(branchDepth))
        while index < tokens.count, tokens.isName(index) {
            let nameToken = tokens[index]
            index += 1
            var associatedValues: [AssociatedValue]?
            if tokens.isPunctuation(index, "(") {
                associatedValues = readAssociatedValues()
            }
            var rawValue: String?
            if tokens.isToken(index, .operator, "=") {
                index += 1
                rawValue = readRawValue()
            }
            appendCase(
                EnumCase(
                    name: String(nameToken.text),
                    associatedValues: associatedValues,
                    rawValue: rawValue,
                    isIndirect: isIndirect,
                    attributes: attributes,
                    conditions: conditions,
                    line: nameToken.line,
                    column: nameToken.column
                ),
                to: declaration
            )
            guard tokens.isPunctuation(index, ",") else { break }
            index += 1
        }
    }

    /// The values between parentheses; `index` is at `(` and ends past the matching `)`.
    private mutating func readAssociatedValues() -> [AssociatedValue] {
        index += 1
        var values: [AssociatedValue] = []
        var start = index
        var depth = 0
        var angles = 0
        var equals: Int?
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{":
                    depth += 1
                case ")", "]", "}":
                    if depth == 0 {
                        if index > start { values.append(associatedValue(start..<index, equals: equals)) }
                        if token.text == ")" { index += 1 }
                        return values
                    }
                    depth -= 1
                case "," where depth == 0 && angles == 0:
                    values.append(associatedValue(start..<index, equals: equals))
                    start = index + 1
                    equals = nil
                default:
                    break
                }
            } else if token.kind == .operator, equals == nil {
                if depth == 0, angles == 0, token.text == "=" {
                    equals = index
                } else {
                    angles = max(0, angles + angleDelta(at: index))
                }
            }
            index += 1
        }
        if index > start { values.append(associatedValue(start..<index, equals: equals)) }
        return values
    }

    /// One associated value from its tokens, `label: Type = default`.
    private func associatedValue(_ range: Range<Int>, equals: Int?) -> AssociatedValue {
        let typeEnd = equals ?? range.upperBound
        var typeStart = range.lowerBound
        var label: String?
        if isLabel(typeStart), tokens.isPunctuation(typeStart + 1, ":") {
            label = String(tokens[typeStart].text)
            typeStart += 2
        } else if isLabel(typeStart), isLabel(typeStart + 1), tokens.isPunctuation(typeStart + 2, ":") {
            label = String(tokens[typeStart].text)
            typeStart += 3
        }
        return AssociatedValue(
            label: label == "_" ? nil : label,
            type: tokens.text(typeStart..<max(typeStart, typeEnd)),
            defaultValue: equals.map { tokens.text($0 + 1..<range.upperBound) }
        )
    }

    /// Whether the token at `position` can be an argument label; keywords can.
    private func isLabel(_ position: Int) -> Bool {
        tokens.isName(position) || (position < tokens.count && tokens[position].kind == .keyword)
    }

    /// A raw value: the rest of the line up to a `,` or the end of the enum body.
    private mutating func readRawValue() -> String {
        let start = index
        while index < tokens.count {
            let token = tokens[index]
            if index > start, tokens.startsLine[index] { break }
            if token.kind == .punctuation, [",", "}", ";"].contains(token.text) { break }
            index += 1
        }
        return tokens.text(start..<index)
    }
}
