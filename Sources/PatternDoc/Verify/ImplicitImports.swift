import Foundation

/// The modules every doc block may use without importing them, as most Swift docs assume:
/// Foundation (`UUID`, `JSONDecoder`, `Date`) and the package's own library modules; and by
/// default, where blocks use them, Observation for `@Observable` (which SwiftUI code gets from
/// `import SwiftUI`) and FoundationNetworking for `URLSession` (in Foundation on Apple's
/// platforms, apart on Linux).
///
/// On the command line, `--implicit-imports` takes a comma-separated list: `Foundation`,
/// `package` (the package's library modules), any other module name, or `none`.
///
/// ```swift
/// let imports = try ImplicitImports(parsing: "Foundation,package,Dispatch")
/// assert(imports.foundation && imports.packageModules && imports.others == ["Dispatch"])
///
/// var options = VerifyOptions(packageRoot: ".")
/// options.implicitImports = imports
/// ```
public struct ImplicitImports: Hashable, Sendable {
    /// Whether `Foundation` is imported.
    public var foundation: Bool
    /// Whether the package's library modules the docs use are imported.
    public var packageModules: Bool
    /// Other modules, in order.
    public var others: [String]
    /// Whether a module whose blocks use `@Observable` imports Observation, and one whose
    /// blocks use `URLSession` FoundationNetworking.
    public var whenUsed: Bool

    /// Foundation, the package's modules, and Observation and FoundationNetworking where blocks
    /// use them: the default.
    public static let standard = ImplicitImports(foundation: true, packageModules: true, others: [], whenUsed: true)
    /// Nothing: each block imports what it uses, as a Swift file must.
    public static let none = ImplicitImports(foundation: false, packageModules: false, others: [])

    /// Creates a set of implicit imports.
    public init(foundation: Bool, packageModules: Bool, others: [String], whenUsed: Bool = false) {
        self.foundation = foundation
        self.packageModules = packageModules
        self.others = others
        self.whenUsed = whenUsed
    }

    /// Reads `--implicit-imports`' value: `none`, or names separated by commas, where `package`
    /// stands for the package's library modules.
    ///
    /// - Throws: ``DocError`` for an empty list or a name that is not a module name.
    public init(parsing text: String) throws {
        let words = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !words.isEmpty, !words.contains(where: \.isEmpty) else {
            throw DocError(at: nil, "--implicit-imports needs a list of modules, such as 'Foundation,package', or 'none'.")
        }
        if words == ["none"] {
            self = .none
            return
        }
        self = .none
        for word in words {
            switch word {
            case "Foundation": foundation = true
            case "package": packageModules = true
            default:
                guard let first = word.first, first.isLetter || first == "_",
                    word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                else {
                    throw DocError(
                        at: nil,
                        "--implicit-imports: '\(word)' is not a module name.",
                        hint: "List module names separated by commas, 'package' for the package's library modules, or 'none'."
                    )
                }
                if !others.contains(word) { others.append(word) }
            }
        }
    }

    /// The modules to import, for docs of `package`.
    func modules(package: PackageUnderTest) -> [String] {
        var modules: [String] = []
        if foundation { modules.append("Foundation") }
        if packageModules { modules += package.importedModules }
        for module in others where !modules.contains(module) { modules.append(module) }
        return modules
    }
}
