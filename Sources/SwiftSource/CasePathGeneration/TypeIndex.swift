/// What the generator knows about the target's types, gathered from all of its files, so that
/// one file's enum can be judged with another file's extensions and declarations in view.
///
/// ```swift
/// let index = TypeIndex(declarations)
/// index.nestedTypeNames(of: "Feature")  // ["State", "Action", "Child"], extensions included
/// ```
struct TypeIndex {
    /// Types that other files can name, by qualified name; several when `#if` branches
    /// declare the same type.
    private var types: [String: [TypeDeclaration]] = [:]
    /// Extensions, by the qualified name of the type they extend.
    private var extensions: [String: [TypeDeclaration]] = [:]

    init(_ declarations: [TypeDeclaration]) {
        for declaration in declarations where !declaration.isLocal {
            if declaration.kind == .extension {
                extensions[declaration.qualifiedName, default: []].append(declaration)
            } else {
                types[declaration.qualifiedName, default: []].append(declaration)
            }
        }
    }

    /// The declaration of the type named `qualifiedName`, if the target declares it.
    func type(named qualifiedName: String) -> TypeDeclaration? {
        types[qualifiedName]?.first
    }

    /// The names of the types declared in the type named `qualifiedName` and in all of its
    /// extensions in the target.
    func nestedTypeNames(of qualifiedName: String) -> Set<String> {
        let declarations = (types[qualifiedName] ?? []) + (extensions[qualifiedName] ?? [])
        return Set(declarations.flatMap(\.nestedTypeNames))
    }

    /// The static properties declared in the type named `qualifiedName` and in all of its
    /// extensions in the target, by name, with their type as written (empty when inferred).
    func staticPropertyTypes(of qualifiedName: String) -> [String: String] {
        let declarations = (types[qualifiedName] ?? []) + (extensions[qualifiedName] ?? [])
        return declarations.reduce(into: [:]) { $0.merge($1.staticPropertyTypes) { first, _ in first } }
    }

    /// The generic parameters of the type named `qualifiedName`, if the target declares it.
    func genericParameters(of qualifiedName: String) -> [String] {
        type(named: qualifiedName)?.genericParameters ?? []
    }

    /// Whether the type, or one of its extensions, lists `protocolName` (possibly module
    /// qualified) among the types it inherits from.
    func inherits(_ qualifiedName: String, from protocolName: String) -> Bool {
        let declarations = (types[qualifiedName] ?? []) + (extensions[qualifiedName] ?? [])
        return declarations.contains { declaration in
            declaration.inheritance.contains { entry in
                Lexer.tokens(in: entry).contains { $0.kind == .identifier && $0.text == protocolName }
            }
        }
    }

    /// How widely `declaration` can be seen: the narrowest of its own access level, the levels
    /// of the types around it, and the level of any type it sits in an extension of.
    func effectiveAccess(of declaration: TypeDeclaration) -> EffectiveAccess {
        effectiveAccess(of: declaration, visited: [declaration.qualifiedName])
    }

    private func effectiveAccess(of declaration: TypeDeclaration, visited: Set<String>) -> EffectiveAccess {
        var access = EffectiveAccess(level: .open, limitedBy: declaration.qualifiedName)
        // An extension's access modifier is the default for the members it declares.
        var memberDefault: AccessLevel?
        for parent in declaration.enclosingTypes {
            if parent.kind == .extension {
                if !visited.contains(parent.qualifiedName), let extended = type(named: parent.qualifiedName) {
                    access.restrict(to: effectiveAccess(of: extended, visited: visited.union([parent.qualifiedName])))
                }
                memberDefault = parent.accessLevel
                if let level = parent.accessLevel {
                    access.restrict(to: EffectiveAccess(level: level, limitedBy: "the extension of \(parent.qualifiedName)"))
                }
            } else {
                let level = parent.accessLevel ?? memberDefault ?? .internal
                access.restrict(to: EffectiveAccess(level: level, limitedBy: parent.qualifiedName))
                memberDefault = nil
            }
        }
        let own = declaration.accessLevel ?? memberDefault ?? .internal
        access.restrict(to: EffectiveAccess(level: own, limitedBy: declaration.qualifiedName))
        return access
    }
}

/// The access level a declaration really has, and which declaration imposes it.
struct EffectiveAccess: Hashable {
    var level: AccessLevel
    /// The declaration (or extension) whose modifier sets the level.
    var limitedBy: String

    /// Narrows to `other` if it is narrower; the outermost cause wins a tie.
    mutating func restrict(to other: EffectiveAccess) {
        if other.level < level {
            self = other
        }
    }
}
