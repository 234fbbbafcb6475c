/// A Swift code block cut into what belongs at file scope and what has to run.
///
/// A library module cannot hold top-level statements, so the workspace puts a block's
/// declarations in the module's `Declarations.swift` and its statements in the body of the
/// module's `runProgram()`. See ``BlockSplitter``.
///
/// ```text
/// let split = BlockFacts(code: "struct Counter {}\nlet counter = Counter()\n", firstLine: 12).split
/// split.declarations  // [BlockSplitter.Chunk(text: "struct Counter {}\n", line: 12)]
/// split.statements    // [BlockSplitter.Chunk(text: "let counter = Counter()\n", line: 13)]
/// ```
package struct SplitBlock: Hashable, Sendable {
    /// Runs of declarations, in source order.
    package var declarations: [BlockSplitter.Chunk]
    /// Runs of statements, in source order.
    package var statements: [BlockSplitter.Chunk]
    /// The block's `import` declarations as written (comments around them left out), so that
    /// the other generated files of the module can repeat them: an import only reaches the
    /// file it is written in.
    package var imports: [String]

    /// Creates a split block.
    init(
        declarations: [BlockSplitter.Chunk] = [],
        statements: [BlockSplitter.Chunk] = [],
        imports: [String] = []
    ) {
        self.declarations = declarations
        self.statements = statements
        self.imports = imports
    }
}

extension BlockSplitter {
    /// A run of consecutive lines of a code block, copied as written, and where it starts in the
    /// Markdown file.
    ///
    /// ```text
    /// let chunk = BlockSplitter.Chunk(text: "struct Counter {}\n", line: 12)
    /// // Wrapped in the generated module as:
    /// // #sourceLocation(file: "Docs/Counter.md", line: 12)
    /// // struct Counter {}
    /// // #sourceLocation()
    /// ```
    package struct Chunk: Hashable, Sendable {
        /// The lines, each ending with a newline.
        package var text: String
        /// The 1-based line in the Markdown file of the chunk's first line.
        package var line: Int
        /// Whether the chunk's first statement binds again a name that a statement before it in
        /// the same block bound (`let a = 2` then `let (a) = 2`: alternatives shown side by
        /// side), so that the program runs it in a scope of its own, nested in the block's.
        package var opensScope: Bool

        /// Creates a chunk.
        init(text: String, line: Int, opensScope: Bool = false) {
            self.text = text
            self.line = line
            self.opensScope = opensScope
        }
    }
}
