import Foundation
import PatternDocModel
import PatternDocPackage

/// The modules every doc block may use without importing them, as most Swift docs assume:
/// Foundation (`UUID`, `JSONDecoder`, `Date`), the package's own library modules, and for a
/// package built on this project's runtime (an app or feature library that depends on it), the
/// runtime's modules its targets use (`Composable`, `ComposableUI`, and `ComposableTesting` for
/// tests), as docs written for the composable architecture assume; and by default, where blocks
/// use them, Observation for `@Observable` (which SwiftUI code gets from `import SwiftUI`) and
/// FoundationNetworking for `URLSession` (in Foundation on Apple's platforms, apart on Linux).
///
/// On the command line, `--implicit-imports` takes a comma-separated list: `Foundation`,
/// `package` (the package's library modules), `runtime` (the runtime's modules, for a package
/// that depends on it), any other module name (a dependency's, such as `Composable`), or `none`.
///
/// ```swift
/// let imports = try ImplicitImports(parsing: "Foundation,package,Dispatch")
/// assert(imports.foundation && imports.packageModules && imports.others == ["Dispatch"])
/// assert(!imports.runtimeModules && ImplicitImports.standard.runtimeModules)
///
/// var options = VerifyOptions(packageRoot: ".")
/// options.implicitImports = imports
/// ```
public struct ImplicitImports: Hashable, Sendable {
    /// Whether `Foundation` is imported.
    public var foundation: Bool
    /// Whether the package's library modules the docs use are imported.
    public var packageModules: Bool
    /// For a package that depends on this project's runtime, whether the runtime modules its
    /// targets use are imported.
    public var runtimeModules: Bool
    /// Other modules, in order.
    public var others: [String]
    /// Whether a module whose blocks use `@Observable` imports Observation, and one whose
    /// blocks use `URLSession` FoundationNetworking.
    public var whenUsed: Bool

    /// Foundation, the package's modules, the runtime's modules it uses, and Observation and
    /// FoundationNetworking where blocks use them: the default.
    public static let standard = ImplicitImports(foundation: true, packageModules: true, others: [], whenUsed: true, runtimeModules: true)
    /// Nothing: each block imports what it uses, as a Swift file must.
    public static let none = ImplicitImports(foundation: false, packageModules: false, others: [])

    /// Creates a set of implicit imports.
    public init(foundation: Bool, packageModules: Bool, others: [String], whenUsed: Bool = false, runtimeModules: Bool = false) {
        self.foundation = foundation
        self.packageModules = packageModules
        self.runtimeModules = runtimeModules
        self.others = others
        self.whenUsed = whenUsed
    }

    /// Reads `--implicit-imports`' value: `none`, or names separated by commas, where `package`
    /// stands for the package's library modules and `runtime` for the runtime's it uses.
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
            case "runtime": runtimeModules = true
            default:
                guard let first = word.first, first.isLetter || first == "_",
                    word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                else {
                    throw DocError(
                        at: nil,
                        "--implicit-imports: '\(word)' is not a module name.",
                        hint: "List module names separated by commas, 'package' for the package's library modules, 'runtime' for those of the runtime it depends on, or 'none'."
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
        if runtimeModules, let runtime = package.runtime {
            modules += runtime.modules.filter { !modules.contains($0) }
        }
        for module in others where !modules.contains(module) { modules.append(module) }
        return modules
    }

    /// The line the run prints about the modules the default implies for a package built on the
    /// runtime (`runtime`), or `nil` when it implies none.
    func impliedLine(package: PackageUnderTest) -> String? {
        guard runtimeModules, let runtime = package.runtime, !runtime.modules.isEmpty else { return nil }
        return "Implicit imports: \(modules(package: package).joined(separator: ", ")); "
            + "\(runtime.modules.joined(separator: ", ")) from the dependency \(runtime.identity), whose case-path generator also "
            + "gives the docs' enums their case paths (--implicit-imports to choose)."
    }
}
