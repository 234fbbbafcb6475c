extension ManifestCheck {
    /// A piece of a manifest written alone, as READMEs and catalogs show what to add to a
    /// `Package.swift`: elements of one of its arrays (`.package(url: ..., from: "1.0.0")`,
    /// `.product(name: "Logging", package: "swift-log")`, `.target(...)`) or arguments of
    /// `Package(...)` or of a target (`dependencies: [...]`, `swiftSettings: [...]`). It is
    /// type-checked inside the declaration it belongs in, so that a misspelt label or a
    /// requirement the toolchain's `PackageDescription` does not have is found.
    ///
    /// It is read from the block's text alone: its first line that is not blank nor a `//`
    /// comment starts with `.member(` or `label:`.
    ///
    /// ```text
    /// Excerpt(".package(url: \"https://github.com/apple/swift-log.git\", from: \"1.0.0\")")?.opening
    ///     // "let excerpt: [Package.Dependency] = ["
    /// Excerpt("dependencies: [.product(name: \"Logging\", package: \"swift-log\")]")?.opening
    ///     // "let excerpt = Target.target(name: \"Excerpt\","
    /// Excerpt("let x = 1")   // nil
    /// ```
    struct Excerpt: Hashable, Sendable {
        /// The line that opens the declaration the excerpt is checked in.
        var opening: String
        /// The line that closes it.
        var closing: String

        /// The excerpt `code` is, or `nil` when it is not one.
        init?(_ code: String) {
            guard let first = Self.firstCodeLine(of: code) else { return nil }
            let word = first.dropFirst(first.hasPrefix(".") ? 1 : 0).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let rest = first.dropFirst(word.count + (first.hasPrefix(".") ? 1 : 0)).drop { $0 == " " }
            if first.hasPrefix("."), rest.hasPrefix("("), let element = Self.elementTypes[String(word)] {
                opening = "let excerpt: [\(element)] = ["
                closing = "]"
            } else if !first.hasPrefix("."), rest.hasPrefix(":"), !rest.hasPrefix("::") {
                // `dependencies:` is the package's when it lists packages, a target's otherwise.
                let label = String(word)
                let ofPackage = Self.packageArguments.contains(label) && (label != "dependencies" || code.contains(".package("))
                guard ofPackage || Self.targetArguments.contains(label) else { return nil }
                opening = ofPackage ? "let excerpt = Package(name: \"Excerpt\"," : "let excerpt = Target.target(name: \"Excerpt\","
                closing = ")"
            } else {
                return nil
            }
        }

        /// The first line of `code` that is neither blank nor a line comment, trimmed.
        private static func firstCodeLine(of code: String) -> Substring? {
            for line in code.split(separator: "\n", omittingEmptySubsequences: true) {
                let text = line.drop { $0 == " " || $0 == "\t" }
                if text.isEmpty || text.hasPrefix("//") { continue }
                return text
            }
            return nil
        }

        /// The type of the array an element written `.name(` belongs in.
        private static let elementTypes: [String: String] = [
            "package": "Package.Dependency",
            "product": "Target.Dependency", "byName": "Target.Dependency",
            "target": "Target", "executableTarget": "Target", "testTarget": "Target", "macro": "Target",
            "systemLibrary": "Target", "binaryTarget": "Target",
            "library": "Product", "executable": "Product",
            "define": "SwiftSetting", "unsafeFlags": "SwiftSetting", "enableUpcomingFeature": "SwiftSetting",
            "enableExperimentalFeature": "SwiftSetting", "swiftLanguageMode": "SwiftSetting",
            "interoperabilityMode": "SwiftSetting", "trait": "Trait",
        ]

        /// The arguments of `Package(...)` an excerpt may start with.
        private static let packageArguments: Set<String> = [
            "defaultLocalization", "platforms", "pkgConfig", "providers", "products", "traits", "dependencies",
            "targets", "swiftLanguageModes", "swiftLanguageVersions", "cLanguageStandard", "cxxLanguageStandard",
        ]

        /// The arguments of a target an excerpt may start with.
        private static let targetArguments: Set<String> = [
            "dependencies", "path", "exclude", "sources", "resources", "publicHeadersPath", "packageAccess", "cSettings",
            "cxxSettings", "swiftSettings", "linkerSettings", "plugins",
        ]
    }
}
