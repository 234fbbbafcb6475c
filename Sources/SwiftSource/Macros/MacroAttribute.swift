/// The attached macros of `Composable` that write code into the declaration they are attached
/// to, and how to recognise them in source: the case-path generator leaves those declarations
/// to their macro, and the macros' own expansion reads their arguments.
///
/// ```swift
/// let action = DeclarationScanner.declarations(in: "@CasePathable enum Action { case tapped }")[0]
/// MacroAttribute.casePathable.isWritten(on: action)  // true
/// MacroAttribute.writesCasePaths(for: action)        // true
/// ```
public enum MacroAttribute: String, Sendable, CaseIterable {
    case casePathable = "CasePathable"
    case reducer = "Reducer"

    /// Whether `attribute`, as written (`@Reducer(state: .equatable)`, `@Composable.Reducer`),
    /// names this macro.
    public func matches(_ attribute: String) -> Bool {
        var name = Substring(attribute.drop { $0 == "@" || $0 == " " })
        if let open = name.firstIndex(of: "(") { name = name[..<open] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return name.filter { !" \t\n".contains($0) } == rawValue
    }

    /// Whether `declaration` carries this macro.
    public func isWritten(on declaration: TypeDeclaration) -> Bool {
        declaration.attributes.contains(where: matches)
    }

    /// Whether a macro writes the case paths of enum `declaration`, so that no generator should:
    /// it is `@CasePathable` or an `@Reducer` enum, or it is the `Action` (or `State`) declared
    /// in the body of an `@Reducer` type (which the macro marks `@CasePathable`).
    public static func writesCasePaths(for declaration: TypeDeclaration) -> Bool {
        guard declaration.kind == .enum else { return false }
        if casePathable.isWritten(on: declaration) || reducer.isWritten(on: declaration) { return true }
        guard declaration.name == "Action" || declaration.name == "State", let parent = declaration.enclosingTypes.last, parent.kind != .extension
        else { return false }
        return parent.attributes.contains(where: reducer.matches)
    }
}
