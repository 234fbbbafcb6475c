/// What a write through `$destination[case: \.child]` or `path[id: id, case: \.child]` reports
/// when the value is in another case (or absent): it changes nothing, and says which case the
/// value is in, as the original does (`Can't modify unrelated case "int"`).
enum UnrelatedCaseWrite {
    static func warning<Root>(root: Root?, callSite: CallSite) -> RuntimeWarning {
        let name = root.map { " \(caseName(of: $0).debugDescription)" } ?? ""
        return RuntimeWarning(message: "Can't modify unrelated case\(name)", callSite: callSite)
    }
}
