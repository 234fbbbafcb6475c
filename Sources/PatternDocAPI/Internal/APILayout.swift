import PatternDocSymbols

/// Decides which page each symbol of a reference goes on, and what each page lists: the work
/// behind ``APISite``.
struct APILayout {
    /// Where a symbol is listed.
    enum Container: Hashable {
        /// On its module's page (a top-level type, function or variable).
        case module(String)
        /// On the page of the type with this USR.
        case type(String)
        /// On the page of what a module adds to another module's type.
        case extended(ExtendedType)
    }

    /// A type of another module, as one module extends it.
    struct ExtendedType: Hashable {
        var module: String
        var extendedModule: String
        var typePath: [String]
    }

    let reference: APIReference
    private var containers: [String: Container] = [:]
    private var listed: [Container: [APISymbol]] = [:]

    /// The relationships that make a symbol part of a type.
    private static let membership: Set<String> = ["memberOf", "requirementOf", "optionalRequirementOf"]

    init(reference: APIReference) {
        self.reference = reference
        var parents: [String: String] = [:]
        var fallbackModules: [String: String] = [:]
        var defaults: [String: String] = [:]
        for relationship in reference.relationships {
            if relationship.kind == "defaultImplementationOf" {
                defaults[relationship.source] = relationship.target
                continue
            }
            guard Self.membership.contains(relationship.kind) else { continue }
            if parents[relationship.source] == nil { parents[relationship.source] = relationship.target }
            if let name = relationship.targetName, let dot = name.firstIndex(of: ".") {
                fallbackModules[relationship.source] = String(name[..<dot])
            }
        }
        for symbol in reference.symbols {
            // A protocol extension's default implementation is only said to implement the
            // requirement: it goes where the requirement goes.
            let parentID = parents[symbol.id] ?? defaults[symbol.id].flatMap { parents[$0] }
            let parent = parentID.flatMap { reference.symbol(id: $0) }
            let container: Container
            if let parent, parent.kind.isType, parent.module == symbol.module, parent.id != symbol.id {
                container = .type(parent.id)
            } else if symbol.path.count > 1 {
                let extended = symbol.extendedModule ?? parent?.module ?? fallbackModules[symbol.id] ?? symbol.module
                container = .extended(ExtendedType(module: symbol.module, extendedModule: extended, typePath: Array(symbol.path.dropLast())))
            } else {
                container = .module(symbol.module)
            }
            containers[symbol.id] = container
            listed[container, default: []].append(symbol)
        }
    }

    static func modulePath(_ module: String) -> String {
        "api/\(module).html"
    }

    /// The page of a type: below its module's folder, named by its path, with the extended
    /// module first for a type declared inside another module's type.
    func typePath(_ symbol: APISymbol) -> String {
        var prefix = ""
        var current = containers[symbol.id]
        while let container = current {
            switch container {
            case .module:
                current = nil
            case let .type(id):
                current = containers[id]
            case let .extended(key):
                prefix = "Extensions/\(key.extendedModule)."
                current = nil
            }
        }
        return "api/\(symbol.module)/\(prefix)\(symbol.path.joined(separator: ".")).html"
    }

    func extensionPath(_ key: ExtendedType) -> String {
        "api/\(key.module)/Extensions/\(key.extendedModule).\(key.typePath.joined(separator: ".")).html"
    }

    /// The pages of `module`: its own, then one per type (in the reference's order), then one
    /// per extended type.
    func pages(of module: String) -> [APIPage] {
        let extensions = listed.keys.compactMap { container -> ExtendedType? in
            guard case let .extended(key) = container, key.module == module else { return nil }
            return key
        }.sorted { ($0.extendedModule, $0.typePath.joined(separator: ".")) < ($1.extendedModule, $1.typePath.joined(separator: ".")) }

        var pages = [APIPage(
            kind: .module,
            sitePath: Self.modulePath(module),
            title: module,
            module: module,
            typePath: [],
            topics: topics(listed[.module(module)] ?? []),
            related: extensions.map {
                APIPage.Related(group: "Extended types", title: "\($0.extendedModule).\($0.typePath.joined(separator: "."))", sitePath: extensionPath($0))
            }
        )]
        for symbol in reference.symbols where symbol.module == module && symbol.kind.isType && !symbol.isSynthesized {
            let extendedHere = listed.keys.compactMap { container -> ExtendedType? in
                guard case let .extended(key) = container, key.extendedModule == module, key.typePath == symbol.path else { return nil }
                return key
            }.sorted { $0.module < $1.module }
            pages.append(APIPage(
                kind: .type,
                sitePath: typePath(symbol),
                title: symbol.path.joined(separator: "."),
                module: module,
                symbol: symbol,
                typePath: symbol.path,
                topics: topics(listed[.type(symbol.id)] ?? []),
                related: extendedHere.map { APIPage.Related(group: "Extended in other modules", title: $0.module, sitePath: extensionPath($0)) }
            ))
        }
        for key in extensions {
            pages.append(APIPage(
                kind: .extendedType,
                sitePath: extensionPath(key),
                title: key.typePath.joined(separator: "."),
                module: module,
                extendedModule: key.extendedModule,
                typePath: key.typePath,
                topics: topics(listed[.extended(key)] ?? []),
                related: []
            ))
        }
        return pages
    }

    /// `symbols` as DocC's topics: grouped by kind in DocC's order, what comes from protocol
    /// extensions last; one entry per name, its overloads together.
    private func topics(_ symbols: [APISymbol]) -> [APIPage.Topic] {
        var groups: [String: [APISymbol]] = [:]
        for symbol in symbols {
            groups[symbol.isSynthesized ? Self.defaultImplementations : Self.topicTitle(symbol.kind), default: []].append(symbol)
        }
        let order = Self.topicOrder.map(\.title) + [Self.defaultImplementations]
        let titles = groups.keys.sorted { (order.firstIndex(of: $0) ?? order.count - 1, $0) < (order.firstIndex(of: $1) ?? order.count - 1, $1) }
        var taken: Set<String> = []
        return titles.map { title in
            var entries: [APIPage.Entry] = []
            var byName: [String: Int] = [:]
            for symbol in groups[title]! {
                if let index = byName[symbol.name] {
                    entries[index].overloads.append(APIPage.Overload(symbol: symbol, anchor: ""))
                    continue
                }
                var anchor = symbol.name
                if taken.contains(anchor) { anchor += "-\(symbol.kind.identifier)" }
                if taken.contains(anchor) { anchor += "-\(DocCHash.of(symbol.id))" }
                taken.insert(anchor)
                byName[symbol.name] = entries.count
                entries.append(APIPage.Entry(
                    name: symbol.name,
                    anchor: anchor,
                    overloads: [APIPage.Overload(symbol: symbol, anchor: anchor)],
                    page: symbol.kind.isType && !symbol.isSynthesized ? typePath(symbol) : nil
                ))
            }
            for index in entries.indices where entries[index].overloads.count > 1 {
                let base = entries[index].anchor
                for overload in entries[index].overloads.indices {
                    let symbol = entries[index].overloads[overload].symbol
                    entries[index].overloads[overload].anchor = "\(base)-\(DocCHash.of(symbol.id))"
                }
            }
            return APIPage.Topic(title: title, entries: entries)
        }
    }

    static let defaultImplementations = "Default Implementations"

    /// DocC's topic order, by kind.
    static let topicOrder: [(kind: String, title: String)] = [
        ("swift.init", "Initializers"), ("swift.enum.case", "Enumeration Cases"),
        ("swift.property", "Instance Properties"), ("swift.type.property", "Type Properties"),
        ("swift.subscript", "Subscripts"), ("swift.type.subscript", "Type Subscripts"),
        ("swift.method", "Instance Methods"), ("swift.type.method", "Type Methods"),
        ("swift.func.op", "Operators"), ("swift.associatedtype", "Associated Types"),
        ("swift.protocol", "Protocols"), ("swift.struct", "Structures"), ("swift.class", "Classes"),
        ("swift.enum", "Enumerations"), ("swift.actor", "Actors"), ("swift.typealias", "Type Aliases"),
        ("swift.func", "Functions"), ("swift.var", "Variables"), ("swift.macro", "Macros"),
        ("swift.deinit", "Deinitializers"),
    ]

    static func topicTitle(_ kind: APISymbol.Kind) -> String {
        topicOrder.first { $0.kind == kind.identifier }?.title ?? kind.displayName
    }
}
