import PatternDocModel
import PatternDocPlan

extension VerificationReport {
    /// Gives each block entry what a reader of the report needs to find its block without
    /// the Markdown: its closing fence's line, and a hidden block's code (`blocks`: the
    /// blocks of the page at a path, as prepared). An entry whose block is not among them is
    /// left as it is.
    package mutating func locateBlocks(in blocks: (String) -> [PreparedBlock]) {
        // Entries come page by page: each page's blocks are looked up once, and each entry is
        // changed in place rather than copied out and back.
        var page: String?
        var pageBlocks: [PreparedBlock] = []
        for position in self.blocks.indices {
            if self.blocks[position].page != page {
                page = self.blocks[position].page
                pageBlocks = blocks(self.blocks[position].page)
            }
            let index = self.blocks[position].index
            guard pageBlocks.indices.contains(index), pageBlocks[index].block.index == index else { continue }
            self.blocks[position].endLine = pageBlocks[index].block.endLine
            self.blocks[position].code = self.blocks[position].isHidden ? pageBlocks[index].block.code : nil
        }
    }
}
