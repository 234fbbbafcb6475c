/// A line of text: `Text("Count: \(store.count)")`, styled as SwiftUI styles it.
///
/// Styling a `Text` gives a `Text` back, so styled pieces can be joined with `+` into one line:
///
/// ```swift
/// let title = Text("Hello, ").font(.title) + Text("world").bold().italic()
/// let host = ViewHost(title)
/// assert(host.texts == ["Hello, world"])
/// ```
///
/// A single styled text shows in ``ViewHost/render()`` as its modifiers around the text
/// (`.font(.title)`, `.bold()`, `.italic()`); text joined with `+` reads as one line.
public struct Text: View, Equatable {
    /// One piece of a text joined with `+`: its string and the styles set on it.
    struct Run: Equatable {
        var string: String
        var font: Font?
        var isBold = false
        var isItalic = false
        var color: Color?
    }

    var runs: [Run]

    /// The text shown, interpolations included, every joined piece in order.
    public var content: String {
        runs.map(\.string).joined()
    }

    /// Text showing `content`, interpolations included.
    public init(_ content: String) {
        runs = [Run(string: content)]
    }

    /// Text showing a substring or any other string-like value.
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(string: String(content))]
    }

    /// Text showing `content` exactly as given.
    public init(verbatim content: String) {
        runs = [Run(string: content)]
    }

    /// Text showing a localizable key; without localization tables the key is what shows.
    public init(_ key: LocalizedStringKey) {
        runs = [Run(string: key.key)]
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never

    /// The two texts as one line: each piece keeps its own styles.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.runs += rhs.runs
        return joined
    }

    /// This text in `font`; pieces that set their own font keep it.
    public func font(_ font: Font?) -> Text {
        styled { if $0.font == nil { $0.font = font } }
    }

    /// This text in bold.
    public func bold() -> Text {
        styled { $0.isBold = true }
    }

    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? bold() : self
    }

    /// This text in italics.
    public func italic() -> Text {
        styled { $0.isItalic = true }
    }

    /// This text in `color`; pieces that set their own color keep it.
    public func foregroundColor(_ color: Color?) -> Text {
        styled { if $0.color == nil { $0.color = color } }
    }

    /// This text in `color`; pieces that set their own color keep it.
    public func foregroundStyle(_ color: Color) -> Text {
        foregroundColor(color)
    }

    private func styled(_ change: (inout Run) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index]) }
        return text
    }
}

extension Text: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        // One piece shows as the modifiers it carries around the plain text, as a view styled
        // with `.font`, `.bold()` or `.foregroundStyle` does; joined pieces read as one line.
        guard runs.count == 1, var run = runs.first else {
            node.content = .text(content)
            reconciler.reconcile(node, children: [])
            return
        }
        let description: NodeContent.Modifier
        if let font = run.font {
            description = .font(font)
            run.font = nil
        } else if let color = run.color {
            description = .foregroundStyle(color)
            run.color = nil
        } else if run.isBold {
            description = .bold
            run.isBold = false
        } else if run.isItalic {
            description = .italic
            run.isItalic = false
        } else {
            node.content = .text(run.string)
            reconciler.reconcile(node, children: [])
            return
        }
        node.content = .modifier(description)
        var inner = self
        inner.runs = [run]
        reconciler.reconcile(node, children: [(.content, inner)])
    }
}
