import PatternDocModel

extension PackageUnderTest {
    /// The package as the doc-comment examples of `module` use it, where `blocks` are those
    /// examples: `module` added to the modules the doc module imports, and its product and
    /// the products of the library modules the examples import added to its dependencies,
    /// when the package (narrowed to what the Markdown pages use) does not have them yet.
    ///
    /// The prepare stage reads the doc comments of every module whose API pages the site
    /// shows, not only of those the pages import; the planner gives such a comment's page this
    /// package, so that its examples use their module without importing it, as the examples of
    /// the imported modules do, while the Markdown pages' modules (and `Examples/`) import and
    /// depend on nothing more than before. `implicitly` says whether the doc modules import
    /// the package's modules without being told (`--implicit-imports`); when they do not, the
    /// examples import their module themselves, and only its product is added.
    ///
    /// ```text
    /// // Docs/ imports Composable; PatternDoc's comments are read for its API pages.
    /// let forComments = package.usedByDocComments(of: "PatternDoc", importing: blocks, implicitly: true)
    /// forComments.importedModules   // ["Composable", "ComposableTesting", "PatternDoc"]
    /// forComments.libraryProducts   // ["Composable", "ComposableTesting", "PatternDoc"]
    /// ```
    package func usedByDocComments(of module: String, importing blocks: some Sequence<CodeBlock>, implicitly: Bool) -> PackageUnderTest {
        let libraryModules = Set(productModules.values.joined())
        let imported = Self.modulesImported(by: blocks).union([module])
            .filter { libraryModules.contains($0) && !importedModules.contains($0) }
        guard !imported.isEmpty else { return self }
        var package = self
        if implicitly, !importedModules.contains(module) { package.importedModules.append(module) }
        for product in productModules.keys.sorted() where !package.libraryProducts.contains(product) {
            if productModules[product]!.contains(where: imported.contains) { package.libraryProducts.append(product) }
        }
        return package
    }
}
