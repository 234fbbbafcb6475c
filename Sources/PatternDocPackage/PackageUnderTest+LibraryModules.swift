extension PackageUnderTest {
    /// The modules behind every library product of the package, not only those the docs import:
    /// those first, in their order, then the others by product name.
    package var libraryModules: [String] {
        var modules: [String] = []
        let others = productModules.keys.sorted().flatMap { productModules[$0] ?? [] }
        for module in importedModules + others where !modules.contains(module) {
            modules.append(module)
        }
        return modules
    }
}
