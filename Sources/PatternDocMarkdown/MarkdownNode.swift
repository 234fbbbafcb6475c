import CCmark

/// A node of a ``MarkdownDocument``'s tree, as seen during a walk: its kind, its text and
/// where it sits in the source.
///
/// A node is a view into the document's C tree. It keeps its document alive, so holding one
/// after the walk is safe, but the walk is the way to read nodes: each accessor reads cmark,
/// nothing is copied up front.
///
/// ```text
/// document.walk { event in
///     guard case .enter(let node) = event else { return }
///     switch node.kind {
///     case .heading: print(node.headingLevel ?? 0, node.plainText)
///     case .link: print(node.url ?? "", "at line", node.startLine)
///     default: break
///     }
/// }
/// ```
package struct MarkdownNode {
    /// The cmark node; valid while `document` is alive.
    private let pointer: OpaquePointer
    /// The owner of the tree, held so that the pointer stays valid.
    private let document: MarkdownDocument

    package init(pointer: OpaquePointer, document: MarkdownDocument) {
        self.pointer = pointer
        self.document = document
    }

    /// What kind of node this is.
    package var kind: MarkdownNodeKind {
        MarkdownNodeKind(cmark_node_get_type(pointer))
    }

    /// The text of a leaf: a code block's code (ending with a newline unless empty), a text or
    /// inline code node's characters, an HTML node's markup; `nil` for other kinds.
    package var literal: String? {
        switch kind {
        case .text, .code, .codeBlock, .htmlBlock, .htmlInline: string(cmark_node_get_literal(pointer))
        default: nil
        }
    }

    /// A code block's info string, the words after its opening fence (`swift test`); empty for
    /// a fence without one and for an indented code block; `nil` for other kinds.
    package var fenceInfo: String? {
        kind == .codeBlock ? string(cmark_node_get_fence_info(pointer)) ?? "" : nil
    }

    /// The source lines the node spans, from its first line's start to its last line's end,
    /// as bytes of the text parsed (the slice's indices are offsets in it); empty when cmark
    /// gives the node no lines.
    package var sourceLines: ArraySlice<UInt8> {
        document.source.lines(startLine, through: max(endLine, startLine))
    }

    /// How a code block was fenced, read from the source; `nil` for an indented code block and
    /// for other kinds.
    package var codeFence: MarkdownCodeFence? {
        guard kind == .codeBlock else { return nil }
        let container = cmark_node_parent(pointer).flatMap { parent in
            cmark_node_get_type(parent) == CMARK_NODE_DOCUMENT ? nil : parent
        }
        return MarkdownCodeFence(
            in: document.source,
            line: startLine,
            column: startColumn,
            endLine: endLine,
            containerEndLine: container.map { Int(cmark_node_get_end_line($0)) },
            info: fenceInfo ?? "",
            literal: literal ?? ""
        )
    }

    /// A heading's level, 1 for `#` through 6 for `######`; `nil` for other kinds.
    package var headingLevel: Int? {
        kind == .heading ? Int(cmark_node_get_heading_level(pointer)) : nil
    }

    /// A link's or image's destination, as written (`Scoping.md#ifLet`); `nil` for other kinds.
    package var url: String? {
        kind == .link || kind == .image ? string(cmark_node_get_url(pointer)) ?? "" : nil
    }

    /// A link's or image's title, the quoted text after the destination; empty when absent;
    /// `nil` for other kinds.
    package var title: String? {
        kind == .link || kind == .image ? string(cmark_node_get_title(pointer)) ?? "" : nil
    }

    /// Whether a list is numbered (`1.`) rather than bulleted (`-`); `nil` for other kinds.
    package var isOrderedList: Bool? {
        kind == .list ? cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST : nil
    }

    /// The number an ordered list starts at; `nil` for other kinds and bullet lists.
    package var listStart: Int? {
        isOrderedList == true ? Int(cmark_node_get_list_start(pointer)) : nil
    }

    /// Whether a list is tight (no blank lines between items, rendered without `<p>`); `nil`
    /// for other kinds.
    package var isTightList: Bool? {
        kind == .list ? cmark_node_get_list_tight(pointer) != 0 : nil
    }

    /// The 1-based line the node starts on; 0 where cmark records none (soft and hard breaks).
    package var startLine: Int { Int(cmark_node_get_start_line(pointer)) }

    /// The 1-based byte column the node starts at (for a code fence, its first fence
    /// character); 0 where cmark records none.
    package var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }

    /// The 1-based line the node ends on. A fenced code block ends on its closing fence, or,
    /// when never closed, wherever cmark closed it.
    package var endLine: Int { Int(cmark_node_get_end_line(pointer)) }

    /// The 1-based byte column the node ends at; 0 where cmark records none.
    package var endColumn: Int { Int(cmark_node_get_end_column(pointer)) }

    /// The text a reader sees in the node: the literals of its text and inline code
    /// descendants, with line breaks as spaces. `Use *store* here` gives `Use store here`.
    ///
    /// Reads the node's subtree; meant for short inline runs such as headings and link text.
    package var plainText: String {
        var text = ""
        appendPlainText(of: pointer, to: &text)
        return text
    }

    private func appendPlainText(of node: OpaquePointer, to text: inout String) {
        let type = cmark_node_get_type(node)
        if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
            text += string(cmark_node_get_literal(node)) ?? ""
        } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
            text += " "
        }
        var child = cmark_node_first_child(node)
        while let current = child {
            appendPlainText(of: current, to: &text)
            child = cmark_node_next(current)
        }
    }

    private func string(_ characters: UnsafePointer<CChar>?) -> String? {
        characters.map { String(cString: $0) }
    }
}
