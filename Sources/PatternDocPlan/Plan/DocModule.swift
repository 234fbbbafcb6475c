import PatternDocModel

/// The blocks of one page that compile together, split once, before any file is written.
///
/// A page is one module; a block marked `reset` starts another. Within it, the blocks the
/// planner does not compile (``PreparedBlock/isCompiled``: `skip` blocks, templates, blocks
/// with problems, continuations joined into the block before them) are left out, `fails` blocks are checked apart, and every other Swift block is verified.
struct DocModule {
    /// The module's name, `DocScoping`.
    var name: String
    /// The page's path, `Docs/Scoping.md`.
    var page: String
    /// The blocks compiled into the module, `test` blocks included, in order.
    var verifiedBlocks: [CodeBlock]
    /// The `fails` blocks of the group, in order.
    var failingBlocks: [CodeBlock]
    /// Each compiled block's facts, by block index, as the planner lexed them once.
    var facts: [Int: BlockFacts]
    /// Each non-test block's split, by block index.
    var splits: [Int: SplitBlock]
    /// Each verified non-test block's top-level bindings, by block index: which of its `let`s
    /// and `var`s the module declares at file scope (see ``TopLevelBindings``).
    var bindings: [Int: BlockBindings]
    /// The names each source block (not a test) declares at file scope.
    var declaredNames: [Int: [DeclaredName]]
    /// The type names the module's own blocks declare at file scope (not `private` ones, which
    /// no other module can see).
    var declaredTypes: Set<String>
    /// The type names the module's own blocks mark `@available(*, unavailable)`: a later layer
    /// may not name them, not even in an alias, so they are not among its ``Layer/typeNames``.
    var unavailableTypes: Set<String>
    /// The earlier layers of the page this module builds on, first first: modules it imports
    /// with `@testable import`. Empty for a page's first module and after a `reset`.
    var layers: [Layer]
    /// The declarations of the earlier layers it declares again because they name a type it
    /// declares again (see ``carry(over:usedLater:)``), in page order.
    var carried: [CarriedDeclaration] = []

    /// An earlier module of a page, as a later layer sees it.
    struct Layer: Hashable {
        /// The module's name.
        var name: String
        /// The type names a later layer finds in it: those its blocks declare, and the aliases
        /// it declares itself for the layers before it.
        var typeNames: Set<String>
        /// The `import` declarations its blocks and the layers before it wrote.
        var imports: [String]
        /// What a later layer can import from it by name, each with its import kind: its
        /// blocks' types, functions and global bindings, and its aliases.
        var names: [DeclaredName] = []
        /// The number after the last of its `// Prints` checks and those of the layers before
        /// it, where a later layer's numbering starts: a later layer's program runs the earlier
        /// layers' statements first, marks included.
        var printChecksEnd = 0
    }

    /// Builds a module from a group of Swift blocks, layered over `layers`, with their facts
    /// from `lexed`; `usedOutside` holds the names code outside the module uses from it (its
    /// later layers: see `LaterLayerUses`).
    init(name: String, page: String, group: [PreparedBlock], layers: [Layer] = [], lexed: LexedBlocks, usedOutside: Set<String> = []) {
        self.name = name
        self.page = page
        self.layers = layers
        let compiledBlocks = group.filter(\.isCompiled)
        let compiled = compiledBlocks.map(\.planned)
        verifiedBlocks = compiled.filter { $0.attributes.expectedFailure == nil }
        failingBlocks = compiled.filter { $0.attributes.expectedFailure != nil }
        var facts: [Int: BlockFacts] = [:]
        for block in compiledBlocks { facts[block.planned.index] = lexed.facts(of: block) }
        self.facts = facts
        var splits: [Int: SplitBlock] = [:]
        for block in compiled where !block.attributes.isTest || block.attributes.expectedFailure != nil {
            splits[block.index] = facts[block.index]?.split
        }
        self.splits = splits
        let sourceBlocks = verifiedBlocks.filter { !$0.attributes.isTest }
        var bindings: [Int: BlockBindings] = [:]
        var locals: Set<String> = []
        // The globals of the earlier layers, each from the latest layer that declares it: a
        // binding that declares one again using it (`let total = total + 1`) means that one.
        var earlierGlobals: [String: String] = [:]
        for layer in layers {
            for name in layer.names {
                earlierGlobals[name.name] = name.importKind == "var" ? layer.name : nil
            }
        }
        for block in sourceBlocks {
            bindings[block.index] = TopLevelBindings.of(facts[block.index]?.statements ?? [], locals: &locals, earlierGlobals: earlierGlobals)
        }
        // Code outside the program's body: the module's declarations, its `test` and `fails`
        // blocks (compiled in files of their own), and its later layers.
        var used = usedOutside
        for block in compiled {
            guard let blockFacts = facts[block.index] else { continue }
            let isSource = !block.attributes.isTest && block.attributes.expectedFailure == nil
            used.formUnion(isSource ? blockFacts.declarationWords : blockFacts.words)
        }
        self.bindings = TopLevelBindings.globalsInUse(
            bindings, in: sourceBlocks.map { ($0.index, facts[$0.index]?.statements ?? []) }, usedBy: used
        )
        var declaredNames: [Int: [DeclaredName]] = [:]
        for block in sourceBlocks {
            declaredNames[block.index] = facts[block.index]?.fileScopeNames ?? []
        }
        self.declaredNames = declaredNames
        let declared = declaredNames.values.joined()
        declaredTypes = Set(declared.filter { $0.isType && !$0.isPrivate }.map(\.name))
        unavailableTypes = Set(declared.filter { $0.isType && $0.isUnavailable }.map(\.name))
    }

    var testTarget: String { "\(name)Tests" }

    /// Declares again what `earlier`, the modules of its chain of layers (first first),
    /// declared that names a type this module declares again and that it or its later layers
    /// (which use `usedLater`) use (`CarriedDeclarations`), so that
    /// the page's latest declaration of a type is the one its other declarations use.
    mutating func carry(over earlier: [DocModule], usedLater: Set<String>) {
        carried = CarriedDeclarations.into(self, over: earlier, usedLater: usedLater)
        declaredTypes.formUnion(carried.map(\.declaration.name).filter(\.isType).map(\.name))
    }

    /// The `typealias`es the module declares so that a name several earlier layers declared
    /// means the latest one, as a reader reads the page: name → the module it comes from.
    /// Names the module declares itself need none; the compiler prefers its own.
    var aliases: [(name: String, module: String)] {
        Self.aliases(over: layers, except: declaredTypes)
    }

    /// For code that imports every module of `layers`, an alias to the latest declaration of
    /// each type name they declare, except the names in `own`. Nothing for a single module:
    /// its names are unambiguous.
    static func aliases(over layers: [Layer], except own: Set<String>) -> [(name: String, module: String)] {
        guard !layers.isEmpty else { return [] }
        var latest: [String: String] = [:]
        for layer in layers {
            for name in layer.typeNames { latest[name] = layer.name }
        }
        return latest.keys.sorted().filter { !own.contains($0) }.map { ($0, latest[$0]!) }
    }

    /// The module as a later layer sees it.
    var asLayer: Layer {
        var imports = layers.last?.imports ?? []
        for line in blockImports where !imports.contains(line) { imports.append(line) }
        return Layer(
            name: name,
            typeNames: declaredTypes.subtracting(unavailableTypes).union(aliases.map(\.name)),
            imports: imports,
            names: ownNames + aliases.map { DeclaredName(name: $0.name, isType: true, importKind: "typealias") },
            printChecksEnd: printChecks.values.joined().map { $0.number + 1 }.max() ?? firstPrintCheckNumber
        )
    }

    /// The names the module's own blocks declare at file scope that another module can import:
    /// their types and functions (not `private` ones) and their global bindings.
    var ownNames: [DeclaredName] {
        var names: [DeclaredName] = []
        for block in sourceBlocks {
            names += (declaredNames[block.index] ?? []).filter { !$0.isPrivate && !$0.isUnavailable }
            for binding in bindings[block.index]?.hoisted ?? [] {
                // Each is declared as a `var` (see ``ModuleFiles``).
                names += binding.names.map { DeclaredName(name: $0, isType: false, importKind: "var") }
            }
        }
        return names + carried.map(\.declaration.name)
    }

    /// Whether the module's blocks use a name an earlier layer of the page declared that it
    /// does not declare itself: its example then runs the statements of those layers first
    /// (`PlannedModule.earlierLayers`). The verifier runs them first whatever it uses.
    var runsEarlierLayers: Bool {
        guard !layers.isEmpty else { return false }
        let own = Set(ownNames.map(\.name))
        let earlier = Set(layers.flatMap(\.names).map(\.name)).subtracting(own)
        return sourceBlocks.contains { !(facts[$0.index]?.words ?? []).isDisjoint(with: earlier) }
    }

    /// The number of the module's first `// Prints` check: after those of the layers before it.
    private var firstPrintCheckNumber: Int { layers.last?.printChecksEnd ?? 0 }

    /// The `// Prints` checks of the blocks that run, by block index, numbered in block order:
    /// those of their statements, and those of the `print`s in the bodies their declarations
    /// hold (a function the program calls).
    var printChecks: [Int: [PrintCheck]] {
        var checks: [Int: [PrintCheck]] = [:]
        var next = firstPrintCheckNumber
        for block in sourceBlocks where !block.attributes.isNotRun {
            let found = facts[block.index]?.printChecks(numberedFrom: next) ?? []
            guard !found.isEmpty else { continue }
            checks[block.index] = found
            next += found.count
        }
        return checks
    }

    /// The verified blocks that run as part of the program, in order.
    var programBlocks: [CodeBlock] {
        verifiedBlocks.filter { !$0.attributes.isTest && splits[$0.index]?.statements.isEmpty == false }
    }

    /// The verified non-test blocks, whose declarations and statements make the module.
    var sourceBlocks: [CodeBlock] {
        verifiedBlocks.filter { !$0.attributes.isTest }
    }

    /// The `test` blocks, in order.
    var testBlocks: [CodeBlock] {
        verifiedBlocks.filter(\.attributes.isTest)
    }

    /// The `import` declarations written in the module's blocks, first appearance first, for
    /// the generated files that do not contain them.
    var blockImports: [String] {
        var imports: [String] = []
        for block in sourceBlocks {
            for line in splits[block.index]?.imports ?? [] where !imports.contains(line) {
                imports.append(line)
            }
        }
        return imports
    }

    /// What the later stages need to know about the module.
    var planned: PlannedModule {
        let verified = Set(verifiedBlocks.map(\.index))
        var tests: [Int: [DocTest]] = [:]
        for block in testBlocks {
            tests[block.index] = facts[block.index]?.tests ?? []
        }
        var planned = PlannedModule(
            name: name,
            page: page,
            testTarget: testTarget,
            blocks: verifiedBlocks,
            programBlocks: programBlocks.map(\.index),
            tests: tests,
            splits: splits.filter { verified.contains($0.key) }
        )
        planned.printChecks = printChecks
        planned.bindings = bindings
        planned.earlierLayers = runsEarlierLayers ? layers.map(\.name) : []
        planned.layers = layers.map(\.name)
        for declaration in carried {
            planned.carriedSources[declaration.sourceName(in: name)] = declaration.carriedBy.index
        }
        planned.carried = carried.map(\.declaration.chunk)
        for block in sourceBlocks {
            planned.fileScopeNames.formUnion((declaredNames[block.index] ?? []).map(\.name))
            guard let blockFacts = facts[block.index] else { continue }
            planned.namesUsedByDeclarations.formUnion(blockFacts.declarationReferences)
            planned.namesUsed.formUnion(blockFacts.references)
        }
        return planned
    }
}
