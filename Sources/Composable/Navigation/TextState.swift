/// Text in an alert or dialog, kept as a value so that tests can compare it.
///
/// It can carry styling, as the original's does (`.bold()`, `.italic()`, and with
/// `ComposableUI`, `.font(_:)` and `.foregroundColor(_:)`); `Text(TextState)` shows it styled.
/// Two texts are equal when their strings and their styling are.
public struct TextState: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The text, every joined piece in order, without its styling.
    public let string: String

    /// The pieces of the text with the styling set on each; adjacent pieces with the same
    /// styling are kept as one, so joining plain texts gives the same value as one plain text.
    package private(set) var runs: [Run]

    /// Text reading `string`.
    public init(_ string: String) {
        self.string = string
        self.runs = [Run(string: string, styles: [])]
    }

    /// Text written as a literal: `"Delete?"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text.
    public var description: String {
        string
    }

    /// Text shown exactly as written: the original's spelling for text that is not looked up
    /// in localization tables (there are none here, so it is the same as ``init(_:)``).
    ///
    /// ```swift
    /// let name = TextState(verbatim: "Blob Jr.")
    /// // snippet.hide
    /// precondition(name.string == "Blob Jr.")
    /// ```
    public init(verbatim content: String) {
        self.init(content)
    }

    /// The two texts one after the other; each keeps its own styling.
    ///
    /// ```swift
    /// let greeting = TextState("Hello, ") + TextState("Blob")
    /// // snippet.hide
    /// precondition(greeting.string == "Hello, Blob" && greeting == TextState("Hello, Blob"))
    /// ```
    public static func + (lhs: Self, rhs: Self) -> Self {
        var joined = TextState(lhs.string + rhs.string)
        joined.runs = []
        for run in lhs.runs + rhs.runs {
            if let last = joined.runs.last, last.styles == run.styles {
                joined.runs[joined.runs.count - 1].string += run.string
            } else {
                joined.runs.append(run)
            }
        }
        return joined
    }

    /// This text with `style` added to every piece.
    package func adding(_ style: Style) -> TextState {
        var styled = self
        for index in styled.runs.indices { styled.runs[index].styles.append(style) }
        return styled
    }

    /// One piece of a text and the styling set on it, in the order it was set.
    package struct Run: Hashable, Sendable {
        package var string: String
        package var styles: [Style]
    }

    /// One styling modifier. Values of `ComposableUI` types (`Font`, `Color`) are kept
    /// type-erased, since this module does not know them.
    package enum Style: Hashable, Sendable {
        case bold(isActive: Bool)
        case italic(isActive: Bool)
        case monospacedDigit
        case kerning(Double)
        case tracking(Double)
        case baselineOffset(Double)
        case font(AnyHashableSendable?)
        case fontWeight(AnyHashableSendable?)
        case foregroundColor(AnyHashableSendable?)
        case underline(isActive: Bool, color: AnyHashableSendable?)
        case strikethrough(isActive: Bool, color: AnyHashableSendable?)
    }
}

extension TextState: CustomReflectable {
    /// The string, and the styled pieces only when some styling is set: a state diff of a plain
    /// text reads as it always has.
    public var customMirror: Mirror {
        if runs.allSatisfy(\.styles.isEmpty) {
            return Mirror(self, children: ["string": string], displayStyle: .struct)
        }
        return Mirror(self, children: ["string": string, "runs": runs], displayStyle: .struct)
    }
}
