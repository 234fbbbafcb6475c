import Composable

extension Text {
    /// Text showing a ``TextState``, as swift-navigation's `Text(_:)` does: for the titles and
    /// messages a reducer keeps in its state. Its styling shows as `Text`'s does: `.font`,
    /// `.bold()`, `.italic()`, `.foregroundColor`, and a font weight as the font's weight.
    ///
    /// ```swift
    /// let title = TextState("Delete ") + TextState("Blob").bold()
    /// let host = ViewHost(Text(title))
    /// precondition(host.texts == ["Delete Blob"])
    /// ```
    @_disfavoredOverload
    public init(_ state: TextState) {
        let pieces = state.runs.map(Text.styled)
        self = pieces.dropFirst().reduce(pieces.first ?? Text(verbatim: "")) { $0 + $1 }
    }

    private static func styled(_ run: TextState.Run) -> Text {
        var text = Text(verbatim: run.string)
        var font: Font?
        var weight: Font.Weight?
        for style in run.styles {
            switch style {
            case .bold(let isActive): text = text.bold(isActive)
            case .italic(let isActive): if isActive { text = text.italic() }
            case .font(let value): font = value?.base as? Font
            case .fontWeight(let value): weight = value?.base as? Font.Weight
            case .foregroundColor(let value): text = text.foregroundColor(value?.base as? Color)
            case .monospacedDigit, .kerning, .tracking, .baselineOffset, .underline, .strikethrough:
                break
            }
        }
        if let weight {
            font = (font ?? .body).weight(weight)
        }
        return font.map { text.font($0) } ?? text
    }
}
