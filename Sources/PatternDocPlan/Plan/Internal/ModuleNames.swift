/// Hands out doc module names that are valid Swift identifiers and unique in the workspace,
/// even on a case-insensitive file system, and never the name of another generated target
/// or of a target of the package under test (a package may well have a `DocIntro` target).
struct ModuleNames {
    /// Names taken so far, lowercased. `DocRunner` is the workspace's executable.
    private var taken: Set<String> = ["docrunner", "docrunnertests"]

    /// Names that also keep clear of `reserved`, the package's own module names.
    init(reserved: some Sequence<String> = []) {
        taken.formUnion(reserved.map { $0.lowercased() })
    }

    /// `Doc` and the page name in UpperCamelCase, everything but ASCII letters and digits
    /// acting as a word break: `Scoping-child features` → `DocScopingChildFeatures`.
    static func base(forPageNamed name: String) -> String {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return "Doc" + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The first of `base`, `base2`, `base3`, ... that is free, with its test target's name.
    mutating func claim(_ base: String) -> String {
        var number = 1
        while true {
            let name = number == 1 ? base : "\(base)\(number)"
            let keys = [name.lowercased(), "\(name)Tests".lowercased()]
            if !keys.contains(where: taken.contains) {
                taken.formUnion(keys)
                return name
            }
            number += 1
        }
    }
}
