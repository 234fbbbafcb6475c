extension APIReference {
    /// The API of a package's library products: SwiftPM writes the symbol graphs, and the
    /// modules behind the library products are read from them, in the products' order.
    ///
    /// - Throws: ``DocError`` when the package cannot be read or does not build.
    public static func load(packageRoot: String) throws -> APIReference {
        let package = try PackageInspector.inspect(root: packageRoot)
        var modules: [String] = []
        for module in package.importedModules where !modules.contains(module) {
            modules.append(module)
        }
        let folder = try SymbolGraphGenerator.generate(packageRoot: package.root)
        return try SymbolGraphLoader.load(modules: modules, from: folder, packageRoot: package.root)
    }
}
