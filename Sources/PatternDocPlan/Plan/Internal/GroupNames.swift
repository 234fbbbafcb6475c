/// The names the blocks of a module declare and use so far, so that the planner knows when a
/// block redeclares one and must start a new layer.
///
/// A module's file-scope names (types, functions, the `let`s and `var`s that may be globals: see
/// ``TopLevelBindings``) can each be declared once, and not where a local of the program has
/// that name. A local (a binding that stays a statement) may redeclare any name: a later
/// block's scope is nested in the earlier one's. A name an earlier layer declared may be
/// declared again as long as the module has not used it yet: from then on the module's own
/// declaration is the one its code means. A `test` block's names live in the test target,
/// apart from the others.
struct GroupNames {
    /// What one block declares.
    struct Declared {
        /// Its file-scope names (for a `test` block, its top-level `let`s and `var`s too).
        var globals: Set<String> = []
        /// Its top-level bindings that stay local to the program.
        var locals: Set<String> = []
        /// The words its code uses.
        var used: Set<String> = []
    }

    private var globals: Set<String> = []
    private var locals: Set<String> = []
    private var testNames: Set<String> = []
    private var used: Set<String> = []
    /// The file-scope names of the earlier layers of the page since its last fresh module.
    private var earlierLayers: Set<String> = []

    /// What a block whose facts are `facts` declares, read against the module so far; `test`
    /// for a `test` block.
    func declared(by facts: BlockFacts, test: Bool) -> Declared {
        guard !test else {
            return Declared(globals: Set(facts.names.map(\.name)), used: facts.words)
        }
        var known = locals
        // As `DocModule` reads them: a binding that declares an earlier layer's name again
        // using it is a global of the layer.
        let earlier = Dictionary(earlierLayers.map { ($0, "") }) { first, _ in first }
        let bindings = TopLevelBindings.of(facts.statements, locals: &known, earlierGlobals: earlier)
        return Declared(
            globals: Set(facts.fileScopeNames.map(\.name) + bindings.hoistedNames),
            locals: Set(bindings.localNames),
            used: facts.words
        )
    }

    /// Whether `declared` redeclares a name of the module in a way one module cannot hold.
    func clashes(with declared: Declared, test: Bool) -> Bool {
        let usedFromEarlierLayers = earlierLayers.intersection(used)
        if test { return !declared.globals.isDisjoint(with: testNames.union(usedFromEarlierLayers)) }
        return !declared.globals.isDisjoint(with: globals.union(locals).union(usedFromEarlierLayers))
    }

    /// Adds what a block of the module declares.
    mutating func add(_ declared: Declared, test: Bool) {
        used.formUnion(declared.used)
        if test {
            testNames.formUnion(declared.globals)
        } else {
            globals.formUnion(declared.globals)
            locals.formUnion(declared.locals)
        }
    }

    /// The names for the next layer of the page: this module's become the earlier layers'.
    func nextLayer() -> GroupNames {
        var next = GroupNames()
        next.earlierLayers = earlierLayers.union(globals)
        return next
    }
}
