/// A rendered preview a block's code printed while it ran: a title and the HTML of what was
/// on screen, which the site shows in a device frame under the block.
///
/// `patterndoc` knows only the line protocol (see `PreviewLines`), not the library that
/// printed the line: any code may print one.
///
/// ```swift
/// let preview = BlockPreview(title: "After two taps", html: "<div class=\"cui-screen\">…</div>")
/// ```
public struct BlockPreview: Hashable, Sendable {
    /// The caption shown above the frame; empty for none.
    public var title: String
    /// The preview's HTML as printed, already escaped by whoever printed it; the site inserts
    /// it as it is.
    public var html: String

    /// Creates a preview.
    public init(title: String, html: String) {
        self.title = title
        self.html = html
    }
}
