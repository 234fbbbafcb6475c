import PatternDocModel

/// A declaration of an earlier layer of a page that a later layer compiles again, because it
/// names a type that the later layer declares again.
///
/// A book declares `class Person { var residence: Residence? }` and `class Residence {}`, then
/// further down declares `class Residence` again with more members and uses
/// `john.residence?.address`. A reader takes the second `Residence` to replace the first, in
/// `Person` too. A later layer sees the earlier layers' `Person` as they compiled it, with the
/// first `Residence`; so the later layer declares `Person` again, from the earlier block's
/// lines, next to its own `Residence`.
struct CarriedDeclaration: Hashable {
    /// The declaration, as the earlier block has it.
    var declaration: BlockFacts.NamedDeclaration
    /// The earlier block it comes from.
    var from: CodeBlock
    /// The block of the later layer whose redeclaration carries it (directly, or through
    /// another carried declaration): the block an error in the copy is blamed on.
    var carriedBy: CodeBlock

    /// The file name the copy's `#sourceLocation` gives, in the module `module`: not the page's,
    /// so that an error in the copy is blamed on ``carriedBy``, not on the earlier block that
    /// compiled as it is in its own layer. It has no space, as a relative path in a diagnostic
    /// must not (see `CompilerDiagnostic.parseLine`).
    func sourceName(in module: String) -> String {
        "\(SourceName.of(from.codeFile))@carried-into-\(module)"
    }
}

/// Which declarations of a page's earlier layers a later layer declares again (see
/// ``CarriedDeclaration``).
///
/// A type the layer declares again as the same kind of type (a `struct` as a `struct`; not a
/// protocol, whose earlier conforming types would not meet its new requirements) is
/// **replaced**. Each latest declaration of an earlier layer (a type or a function, one name,
/// not `private`) that names a replaced type, that the layer does not declare itself, and that
/// the layer, its later layers or another carried declaration use, is carried; what it
/// declares is then replaced too, so that what names it is carried in turn.
/// Extensions are not carried: they extend the type they compiled against.
///
/// ```text
/// // Layer 1: class Person { var residence: Residence? }   class Residence {}
/// // Layer 2: class Residence { var address: Address? }     class Address {}
/// CarriedDeclarations.into(layer2, over: [layer1])  // [Person, from layer 1's block]
/// ```
enum CarriedDeclarations {
    /// What `module` carries from `earlier`, the modules of its chain of layers, first first,
    /// in page order; `usedLater` holds the names the later layers of its chain use.
    static func into(_ module: DocModule, over earlier: [DocModule], usedLater: Set<String> = []) -> [CarriedDeclaration] {
        guard !earlier.isEmpty else { return [] }
        // The latest declaration of each name in the earlier layers.
        var latest: [String: (declaration: BlockFacts.NamedDeclaration, block: CodeBlock, order: Int)] = [:]
        var order = 0
        // The kind of each type's latest declaration: `struct`, `class`, `enum`, `protocol`...
        var earlierTypes: [String: String] = [:]
        for layer in earlier {
            for block in layer.sourceBlocks {
                for declaration in layer.facts[block.index]?.namedDeclarations ?? [] {
                    if declaration.name.isType { earlierTypes[declaration.name.name] = declaration.name.importKind }
                    guard !declaration.name.isPrivate, !declaration.name.isUnavailable else {
                        latest[declaration.name.name] = nil
                        continue
                    }
                    latest[declaration.name.name] = (declaration, block, order)
                    order += 1
                }
            }
        }
        var own: Set<String> = []
        var replacedBy: [String: CodeBlock] = [:]
        for block in module.sourceBlocks {
            for name in module.declaredNames[block.index] ?? [] {
                own.insert(name.name)
                if Self.revises(name, kindBefore: earlierTypes[name.name]), replacedBy[name.name] == nil {
                    replacedBy[name.name] = block
                }
            }
        }
        guard !replacedBy.isEmpty else { return [] }
        // What the layer, its later layers and what it carries use: a declaration none of them
        // uses stays where it is (doc comments redeclare a helper type in every example).
        var used = usedLater
        for facts in module.facts.values { used.formUnion(facts.words) }
        let candidates = latest.values.filter { !own.contains($0.declaration.name.name) }.sorted { $0.order < $1.order }
        var carried: [(CarriedDeclaration, order: Int)] = []
        var changed = true
        while changed {
            changed = false
            for candidate in candidates where replacedBy[candidate.declaration.name.name] == nil && used.contains(candidate.declaration.name.name) {
                guard let trigger = candidate.declaration.words.sorted().first(where: { replacedBy[$0] != nil }),
                    let by = replacedBy[trigger]
                else { continue }
                replacedBy[candidate.declaration.name.name] = by
                used.formUnion(candidate.declaration.words)
                carried.append((CarriedDeclaration(declaration: candidate.declaration, from: candidate.block, carriedBy: by), candidate.order))
                changed = true
            }
        }
        return carried.sorted { $0.order < $1.order }.map(\.0)
    }

    /// Whether `name`, declared again over an earlier type whose kind was `kindBefore`, revises
    /// that type, so that what named it should name the new one: a `struct`, `class`, `enum` or
    /// `actor` declared again as the same kind. Another kind (`struct Size`, later
    /// `enum Size`) is another example that reuses the name; so is a protocol declared again,
    /// whose new requirements the earlier conforming types do not meet.
    private static func revises(_ name: DeclaredName, kindBefore: String?) -> Bool {
        guard name.isType, let kindBefore, kindBefore == name.importKind else { return false }
        return ["struct", "class", "enum"].contains(kindBefore)
    }
}
