extension VerificationReport {
    /// Gives each block entry what a reader of the report needs to find its block without
    /// the Markdown: its closing fence's line, and a hidden block's code (`blocks`: each
    /// page's blocks as extracted, by page path). An entry whose block is not among them is
    /// left as it is.
    mutating func locateBlocks(in blocks: [String: [CodeBlock]]) {
        for position in self.blocks.indices {
            let entry = self.blocks[position]
            guard let pageBlocks = blocks[entry.page], pageBlocks.indices.contains(entry.index) else { continue }
            let block = pageBlocks[entry.index]
            guard block.index == entry.index else { continue }
            self.blocks[position].endLine = block.endLine
            self.blocks[position].code = entry.isHidden ? block.code : nil
        }
    }
}
