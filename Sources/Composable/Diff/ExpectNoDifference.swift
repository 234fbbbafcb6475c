/// Checks that two values are equal, and when they are not, reports an issue that shows how
/// they differ, line by line, rather than both values whole: CustomDump's
/// `expectNoDifference`.
///
/// ```swift
/// struct User: Equatable { var name: String }
/// expectNoDifference(User(name: "Blob"), User(name: "Blob"))
/// ```
///
/// When they differ the issue reads `Difference: …`, then the diff, with the first value's
/// lines marked `−` and the second's `+`. In a test it fails the test at this line.
///
/// - Parameters:
///   - expression1: The first value, usually the one the code produced.
///   - expression2: The second value, usually the one expected.
///   - message: Said before the difference, when given.
///   - fileID: Where the check is; leave the defaults. So are `filePath`, `line` and `column`.
public func expectNoDifference<T: Equatable>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let first: T
    let second: T
    do {
        first = try expression1()
        second = try expression2()
    } catch {
        reportIssue("Caught error: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    guard first != second else { return }
    // `diff` opens with its legend, "(Expected: −, Actual: +)": here the roles are first and second.
    let difference = diff(first, second)
        .map { $0.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map { "    " + $0 }.joined(separator: "\n") }
    let body = difference.map { "Difference: …\n\n\($0)\n\n(First: \u{2212}, Second: +)" }
        ?? "Difference: the values are not equal, but their dumps are the same."
    let text = message().map { $0.isEmpty ? body : "\($0) - \(body)" } ?? body
    reportIssue(text, fileID: fileID, filePath: filePath, line: line, column: column)
}
