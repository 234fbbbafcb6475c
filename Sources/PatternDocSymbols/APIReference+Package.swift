import PatternDocLoad
import PatternDocPackage

extension APIReference {
    /// The API of the library products of `package` as inspected, its symbol graphs written
    /// afresh (`SymbolGraphStore` keeps them between builds). A module's API includes the
    /// targets it re-exports that are no product (``PackageUnderTest/reexportedModules``).
    ///
    /// - Throws: ``DocError`` when the symbol graphs cannot be written or read.
    static func load(package: PackageUnderTest) throws -> APIReference {
        let modules = package.libraryModules
        let reexported = package.reexportedModules.filter { modules.contains($0.key) }
        let folder = try SymbolGraphGenerator.generate(packageRoot: package.root, modules: modules + reexported.keys.sorted().flatMap { reexported[$0]! })
        return try SymbolGraphLoader.load(modules: modules, reexporting: reexported, from: folder, packageRoot: package.root)
    }
}
