import PatternDocLoad
import PatternDocPackage

extension APIReference {
    /// The API of the library products of `package` as inspected, its symbol graphs written
    /// afresh (`SymbolGraphStore` keeps them between builds). A module's API includes the
    /// targets it re-exports that are no product (``PackageUnderTest/reexportedModules``).
    ///
    /// - Throws: ``DocError`` when the symbol graphs cannot be written or read.
    static func load(package: PackageUnderTest) throws -> APIReference {
        let modules = libraryModules(of: package)
        let reexported = package.reexportedModules.filter { modules.contains($0.key) }
        let folder = try SymbolGraphGenerator.generate(packageRoot: package.root, modules: modules + reexported.keys.sorted().flatMap { reexported[$0]! })
        return try SymbolGraphLoader.load(modules: modules, reexporting: reexported, from: folder, packageRoot: package.root)
    }

    /// The modules whose API pages the site of `docs` shows (unless `build --no-api`), in the
    /// sidebar's order; `package` is the package narrowed to what the docs' pages import.
    ///
    /// A DocC catalog whose root page documents one of the library modules (`# ``Shapes`` `)
    /// shows that module alone, as DocC documents the module a catalog belongs to; any other
    /// docs folder shows every library module (`libraryModules(of:)`). A package without
    /// library products shows none. The prepare stage reads and verifies the doc comments of
    /// these modules, so that every example an API page shows is in the run's report.
    static func modulesShown(on docs: LoadedDocs, of package: PackageUnderTest) -> [String] {
        guard !package.libraryProducts.isEmpty else { return [] }
        let modules = libraryModules(of: package)
        if let module = docs.catalog?.module, modules.contains(module) { return [module] }
        return modules
    }

    /// The modules behind every library product of `package`, not only those the docs import:
    /// those first, in their order, then the others by product name.
    static func libraryModules(of package: PackageUnderTest) -> [String] {
        var modules: [String] = []
        let others = package.productModules.keys.sorted().flatMap { package.productModules[$0] ?? [] }
        for module in package.importedModules + others where !modules.contains(module) {
            modules.append(module)
        }
        return modules
    }
}
