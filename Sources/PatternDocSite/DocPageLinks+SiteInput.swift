import PatternDocRender

extension DocPageLinks {
    /// Links to the pages of a site build, each at its place on the site.
    init(_ input: SiteInput) {
        self.init(
            pages: input.docs.pages.map { Page(path: $0.path, sitePath: input.sitePath(of: $0.path), title: $0.title) },
            catalog: input.docs.catalog
        )
    }
}
