import CCmark

/// The kinds of node cmark builds: CommonMark's blocks and inlines.
///
/// ```text
/// if node.kind == .codeBlock { ... }
/// if node.kind.isBlock { ... }
/// ```
package enum MarkdownNodeKind: Hashable, Sendable {
    /// The root.
    case document
    /// `> quoted` text.
    case blockQuote
    /// A bullet or ordered list; see ``MarkdownNode/isOrderedList``.
    case list
    /// One item of a list.
    case item
    /// A fenced or indented code block; see ``MarkdownNode/codeFence``.
    case codeBlock
    /// Raw HTML standing as a block.
    case htmlBlock
    /// A block made by a cmark extension; plain cmark builds none.
    case customBlock
    /// A paragraph.
    case paragraph
    /// An ATX (`#`) or setext (underlined) heading; see ``MarkdownNode/headingLevel``.
    case heading
    /// `---`.
    case thematicBreak
    /// Plain text; see ``MarkdownNode/literal``.
    case text
    /// A line break in the source that is not a hard break.
    case softBreak
    /// A hard line break (two trailing spaces or a backslash).
    case lineBreak
    /// `` `inline code` ``.
    case code
    /// Raw HTML inside a paragraph.
    case htmlInline
    /// An inline made by a cmark extension; plain cmark builds none.
    case customInline
    /// `*emphasis*`.
    case emphasis
    /// `**strong emphasis**`.
    case strong
    /// `[text](url "title")`.
    case link
    /// `![alt](url "title")`.
    case image
    /// A node type this wrapper does not know, from a newer cmark.
    case unknown

    package init(_ type: cmark_node_type) {
        switch type {
        case CMARK_NODE_DOCUMENT: self = .document
        case CMARK_NODE_BLOCK_QUOTE: self = .blockQuote
        case CMARK_NODE_LIST: self = .list
        case CMARK_NODE_ITEM: self = .item
        case CMARK_NODE_CODE_BLOCK: self = .codeBlock
        case CMARK_NODE_HTML_BLOCK: self = .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: self = .customBlock
        case CMARK_NODE_PARAGRAPH: self = .paragraph
        case CMARK_NODE_HEADING: self = .heading
        case CMARK_NODE_THEMATIC_BREAK: self = .thematicBreak
        case CMARK_NODE_TEXT: self = .text
        case CMARK_NODE_SOFTBREAK: self = .softBreak
        case CMARK_NODE_LINEBREAK: self = .lineBreak
        case CMARK_NODE_CODE: self = .code
        case CMARK_NODE_HTML_INLINE: self = .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: self = .customInline
        case CMARK_NODE_EMPH: self = .emphasis
        case CMARK_NODE_STRONG: self = .strong
        case CMARK_NODE_LINK: self = .link
        case CMARK_NODE_IMAGE: self = .image
        default: self = .unknown
        }
    }

    /// Whether the node is a block (paragraphs, lists, code blocks, ...) rather than an inline.
    package var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .customBlock,
             .paragraph, .heading, .thematicBreak:
            true
        default:
            false
        }
    }
}
