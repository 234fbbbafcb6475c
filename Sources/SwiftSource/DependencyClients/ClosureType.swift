/// A function type as written on a dependency client's endpoint, cut into the parts the
/// generated code needs: `@Sendable (_ id: Int) async throws -> String`.
///
/// ```swift
/// let type = ClosureType(parsing: "@Sendable (_ id: Int, inout [String]) async throws -> Bool?")!
/// type.attributes            // ["@Sendable"]
/// type.parameters.map(\.name) // ["id", nil]
/// type.isAsync               // true
/// type.throwing              // .untyped
/// type.returnsOptional       // true
/// ```
public struct ClosureType: Sendable, Hashable {
    /// One parameter of the function type.
    public struct Parameter: Sendable, Hashable {
        /// The name after `_`, as in `_ id: Int`; `nil` for an unnamed parameter.
        public var name: String?
        /// The type, with its specifiers (`inout Int`, `@autoclosure () -> Bool`).
        public var type: String
        /// Whether the parameter is `inout`.
        public var isInout: Bool
        /// Whether the parameter is an `@autoclosure`.
        public var isAutoclosure: Bool
        /// Whether the parameter is variadic (`Int...`).
        public var isVariadic: Bool
    }

    /// How the function throws.
    public enum Throwing: Sendable, Hashable {
        /// It does not throw.
        case no
        /// `throws`, any error.
        case untyped
        /// `throws(E)`, with the error type as written.
        case typed(String)
    }

    /// The type's attributes as written, arguments included: `@Sendable`, `@MainActor`.
    public var attributes: [String]
    /// The parameters, in order.
    public var parameters: [Parameter]
    /// Whether the function is `async`.
    public var isAsync: Bool
    /// How the function throws.
    public var throwing: Throwing
    /// The result type as written.
    public var result: String

    /// Whether the result is `Void` or `()`.
    public var returnsVoid: Bool {
        result == "Void" || result == "()" || result == "Swift.Void"
    }

    /// Whether the result is an optional, `T?` or `Optional<T>`.
    public var returnsOptional: Bool {
        result.hasSuffix("?") || result.hasPrefix("Optional<") || result.hasPrefix("Swift.Optional<")
    }

    /// Parses `text`, a function type; `nil` when it is not one (an optional closure, a named
    /// type, a tuple).
    public init?(parsing text: String) {
        let tokens = SignificantTokens(Lexer.tokens(in: text))
        self.init(tokens: tokens, range: 0..<tokens.count)
    }

    init?(tokens: SignificantTokens, range: Range<Int>) {
        var index = range.lowerBound
        var attributes: [String] = []
        while index < range.upperBound, tokens[index].kind == .attribute {
            let start = index
            index += 1
            if tokens.isPunctuation(index, "("), !tokens.followsTrivia[index] {
                index = Self.afterBalanced(tokens, from: index, limit: range.upperBound)
            }
            attributes.append(tokens.text(start..<index))
        }
        guard tokens.isPunctuation(index, "(") else { return nil }
        let close = Self.afterBalanced(tokens, from: index, limit: range.upperBound)
        let parameterRange = (index + 1)..<(close - 1)
        index = close
        var isAsync = false
        var throwing = Throwing.no
        while index < range.upperBound {
            let word = tokens[index].text
            if word == "async" {
                isAsync = true
                index += 1
            } else if word == "throws" || word == "rethrows" {
                index += 1
                if tokens.isPunctuation(index, "("), !tokens.followsTrivia[index] {
                    let end = Self.afterBalanced(tokens, from: index, limit: range.upperBound)
                    throwing = .typed(tokens.text((index + 1)..<(end - 1)))
                    index = end
                } else {
                    throwing = .untyped
                }
            } else {
                break
            }
        }
        guard index < range.upperBound, tokens.isToken(index, .operator, "->"), index + 1 < range.upperBound else {
            return nil
        }
        self.attributes = attributes
        self.parameters = Self.parameters(tokens, in: parameterRange)
        self.isAsync = isAsync
        self.throwing = throwing
        self.result = tokens.text((index + 1)..<range.upperBound)
    }

    /// The index after the bracket that closes the one at `index`.
    static func afterBalanced(_ tokens: SignificantTokens, from index: Int, limit: Int) -> Int {
        var depth = 0
        var index = index
        repeat {
            if tokens[index].kind == .punctuation {
                switch tokens[index].text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                default: break
                }
            }
            index += 1
        } while depth > 0 && index < limit
        return index
    }

    private static func parameters(_ tokens: SignificantTokens, in range: Range<Int>) -> [Parameter] {
        var pieces: [Range<Int>] = []
        var depth = 0
        var start = range.lowerBound
        for index in range {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case "," where depth == 0:
                    pieces.append(start..<index)
                    start = index + 1
                default: break
                }
            } else if token.kind == .operator, depth >= 0 {
                // `<` and `>` of generic arguments are operators to the lexer.
                if token.text == "<" { depth += 1 } else if token.text == ">" { depth -= 1 }
            }
        }
        if start < range.upperBound { pieces.append(start..<range.upperBound) }
        return pieces.map { piece in
            var typeStart = piece.lowerBound
            var name: String?
            if piece.count >= 3, tokens.isToken(piece.lowerBound, .keyword, "_"),
                tokens.isName(piece.lowerBound + 1), tokens.isPunctuation(piece.lowerBound + 2, ":")
            {
                name = String(tokens[piece.lowerBound + 1].text)
                typeStart = piece.lowerBound + 3
            }
            let type = tokens.text(typeStart..<piece.upperBound)
            let words = (typeStart..<piece.upperBound).map { String(tokens[$0].text) }
            return Parameter(
                name: name,
                type: type,
                isInout: words.first == "inout",
                isAutoclosure: words.contains("@autoclosure"),
                isVariadic: type.hasSuffix("...")
            )
        }
    }
}
