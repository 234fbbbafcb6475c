/// The case a value holds, as runtime warnings and `_ReducerPrinter.actionLabels` name
/// actions: the type, then the chain of cases down to the payload, with labels but without
/// values.
///
/// ```swift output
/// enum ListAction {
///     case row(index: Int, action: RowAction)
///     enum RowAction { case tapped, textChanged(query: String) }
/// }
/// print(debugCaseOutput(ListAction.row(index: 1, action: .textChanged(query: "Hi")), abbreviated: true))
/// ```
///
/// ```text
/// .row(index:, action: .textChanged(query:))
/// ```
///
/// A value that describes itself for debugging (`CustomDebugStringConvertible`) is written
/// that way instead. Internal in the original; public here for the original's tests.
///
/// - Parameters:
///   - value: The value, usually an action.
///   - abbreviated: Whether to leave the type out: `.row(index:, action: .tapped)`.
public func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
    caseOutline(of: value, abbreviated: abbreviated)
}
