extension APIReference {
    /// The API of a package's library products: SwiftPM writes the symbol graphs, and the
    /// modules behind the library products are read from them, in the products' order.
    ///
    /// - Throws: ``DocError`` when the package cannot be read or does not build.
    public static func load(packageRoot: String) throws -> APIReference {
        try load(package: PackageInspector.inspect(root: packageRoot))
    }

    /// The API of the library products of `package` as inspected, its symbol graphs written
    /// afresh (`SymbolGraphStore` keeps them between builds).
    ///
    /// - Throws: ``DocError`` when the symbol graphs cannot be written or read.
    static func load(package: PackageUnderTest) throws -> APIReference {
        let modules = libraryModules(of: package)
        let folder = try SymbolGraphGenerator.generate(packageRoot: package.root, modules: modules)
        return try SymbolGraphLoader.load(modules: modules, from: folder, packageRoot: package.root)
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
