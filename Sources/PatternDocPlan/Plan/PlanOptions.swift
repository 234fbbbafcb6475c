import PatternDocModel

/// A block, named by its page and its position among the page's code blocks: how the build
/// loop says which blocks it leaves out.
///
/// ```text
/// let id = BlockID(page: "Docs/Scoping.md", index: 3)
/// ```
package struct BlockID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The page, `Docs/Scoping.md`.
    package var page: String
    /// The block's ``CodeBlock/index``.
    package var index: Int

    /// Names a block.
    package init(page: String, index: Int) {
        self.page = page
        self.index = index
    }

    /// The id of `block`.
    package init(_ block: CodeBlock) {
        self.init(page: block.page, index: block.index)
    }

    /// Orders by page, then position.
    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.page, lhs.index) < (rhs.page, rhs.index)
    }

    /// `Docs/Scoping.md#3`.
    package var description: String { "\(page)#\(index)" }
}

/// What the planner is asked besides the blocks themselves: which modules every generated file
/// imports, and which blocks to leave out because they do not compile.
///
/// ```text
/// var options = PlanOptions()
/// options.implicitImports = ["Foundation", "Greeting"]
/// options.leftOut = [BlockID(page: "Docs/Guide.md", index: 2)]
/// let plan = WorkspacePlanner.plan(pages: pages, blocks: blocks, package: package, options: options)
/// ```
package struct PlanOptions: Hashable, Sendable {
    /// The modules every generated file imports, so that blocks may use them without importing
    /// them; `nil` means the package's modules (``PackageUnderTest/importedModules``).
    var implicitImports: [String]?
    /// Whether a module whose blocks use `@Observable` also imports Observation (as SwiftUI
    /// code gets it from `import SwiftUI`), and one whose blocks use `URLSession` imports
    /// FoundationNetworking (where Linux keeps it), each where the toolchain has it.
    var importsWhenUsed = false
    /// Blocks whose statements are compiled but not run, as if marked `norun`: they stopped
    /// their page's program, which runs again without them.
    package var notRun: Set<BlockID> = []
    /// Blocks left out of the workspace. The modules and layers are cut from every block of the
    /// page first, so leaving a block out never renames a module or moves another block.
    package var leftOut: Set<BlockID>

    /// Options that import the package's modules and leave nothing out.
    package init(implicitImports: [String]? = nil, importsWhenUsed: Bool = false, leftOut: Set<BlockID> = []) {
        self.implicitImports = implicitImports
        self.importsWhenUsed = importsWhenUsed
        self.leftOut = leftOut
    }
}
