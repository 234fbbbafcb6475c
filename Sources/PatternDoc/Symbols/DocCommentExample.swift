import Foundation

/// A fenced Swift block inside a doc comment, found so that it can be verified like a page's
/// block: its fence's info string, its code, and where its first code line is in the `.swift`
/// file.
struct DocCommentExample: Hashable, Sendable {
    /// The symbol whose comment holds it, as a link path: `Store/scope(state:action:)`.
    var symbolPath: String
    /// The module the symbol belongs to.
    var module: String
    /// The fence's info string: `swift`, `swift test`, ...
    var info: String
    /// The code between the fences.
    var code: String
    /// The opening fence's place in the source, when the symbol graph gave the comment's lines.
    var position: SourcePosition?

    /// Creates an example.
    init(symbolPath: String, module: String, info: String, code: String, position: SourcePosition?) {
        self.symbolPath = symbolPath
        self.module = module
        self.info = info
        self.code = code
        self.position = position
    }

    /// Whether the fence says Swift (a plain fence counts, as DocC reads doc comments as Swift).
    var isSwift: Bool {
        let language = info.split(separator: " ").first.map(String.init) ?? ""
        return language.isEmpty || language == "swift"
    }
}

extension APISymbol.DocComment {
    /// The fenced code blocks in this comment, in order. A fence left open runs to the end of
    /// the comment, as Markdown reads it.
    func examples(of symbol: APISymbol) -> [DocCommentExample] {
        var examples: [DocCommentExample] = []
        var open: (fence: String, info: String, start: Int, code: [String])?
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if var block = open {
                if trimmed.hasPrefix(block.fence), trimmed.drop(while: { $0 == block.fence.first }).allSatisfy(\.isWhitespace) {
                    examples.append(example(block.info, block.code, block.start, symbol))
                    open = nil
                } else {
                    block.code.append(line)
                    open = block
                }
                continue
            }
            guard line.count - trimmed.count <= 3, let marker = trimmed.first, marker == "`" || marker == "~" else { continue }
            let fence = String(trimmed.prefix { $0 == marker })
            guard fence.count >= 3 else { continue }
            let info = trimmed.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
            open = (fence, info, index, [])
        }
        if let block = open {
            examples.append(example(block.info, block.code, block.start, symbol))
        }
        return examples
    }

    private func example(_ info: String, _ code: [String], _ fenceIndex: Int, _ symbol: APISymbol) -> DocCommentExample {
        DocCommentExample(
            symbolPath: symbol.linkPath,
            module: symbol.module,
            info: info,
            code: code.joined(separator: "\n"),
            position: position(ofLine: fenceIndex)
        )
    }
}
