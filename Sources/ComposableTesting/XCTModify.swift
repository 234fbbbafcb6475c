import Composable
import Testing

/// Asserts that an optional holds a value and changes that value in place: the original's
/// `XCTModify`, which its own tests use inside a `TestStore` assertion. It fails the test when
/// the optional is `nil`, when `body` throws, and when `body` leaves an `Equatable` value
/// unchanged. Prefer `state.child?.count = 2`, or `modify(_:_:)` on a case.
///
/// ```swift test
/// // snippet.hide
/// @Test func modifyingAPresentValue() {
/// // snippet.show
/// var count: Int? = 1
/// XCTModify(&count) { $0 += 1 }
/// #expect(count == 2)
/// // snippet.hide
/// }
/// ```
public func XCTModify<Wrapped>(
    _ optional: inout Wrapped?,
    _ message: @autoclosure () -> String = "",
    _ body: (inout Wrapped) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    modifyCase(
        &optional,
        AnyCasePath(embed: { $0 }, extract: { $0 }),
        message(),
        body,
        at: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    )
}

/// Asserts that an enum value is the case `keyPath` names and changes its payload in place:
/// the original's `XCTModify(&state, case: \.child) { ... }`. It fails the test when the value
/// is another case, when `body` throws, and when `body` leaves an `Equatable` payload
/// unchanged.
///
/// ```swift test
/// // snippet.hide
/// @Test func modifyingACase() throws {
/// // snippet.show
/// var loaded: Result<Int, any Error> = .success(1)
/// XCTModify(&loaded, case: \.success) { $0 += 1 }
/// #expect(try loaded.get() == 2)
/// // snippet.hide
/// }
/// ```
public func XCTModify<Enum, Case>(
    _ enum: inout Enum,
    case keyPath: CaseKeyPath<Enum, Case>,
    _ message: @autoclosure () -> String = "",
    _ body: (inout Case) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    modifyCase(
        &`enum`,
        AnyCasePath(keyPath),
        message(),
        body,
        at: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    )
}

/// The older spelling, with a case path built from the case, `/Screen.counter`.
///
/// ```swift test
/// // snippet.hide
/// enum Screen: Equatable {
///     case counter(Int)
///     case empty
/// }
/// @Test func modifyingACaseGivenByItsConstructor() {
/// // snippet.show
/// var screen = Screen.counter(1)
/// XCTModify(&screen, case: /Screen.counter) { $0 += 1 }
/// #expect(screen == .counter(2))
/// // snippet.hide
/// }
/// ```
public func XCTModify<Enum, Case>(
    _ enum: inout Enum,
    case casePath: AnyCasePath<Enum, Case>,
    _ message: @autoclosure () -> String = "",
    _ body: (inout Case) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    modifyCase(
        &`enum`,
        casePath,
        message(),
        body,
        at: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    )
}

private func modifyCase<Enum, Case>(
    _ root: inout Enum,
    _ casePath: AnyCasePath<Enum, Case>,
    _ message: String,
    _ body: (inout Case) throws -> Void,
    at location: SourceLocation
) {
    guard var value = casePath.extract(from: root) else {
        TestFailure.record(
            Comment(
                rawValue: """
                    XCTModify: Expected to extract value of type "\(Case.self)" from "\(Enum.self)"\
                    \(message.isEmpty ? "" : " - " + message) …

                      Actual:
                        \(root)
                    """
            ),
            sourceLocation: location
        )
        return
    }
    let before = value
    do {
        try body(&value)
    } catch {
        TestFailure.record(Comment(rawValue: "Threw error: \(error)"), sourceLocation: location)
        return
    }
    if XCTModifyExhaustivity.isExhaustive, let equal = isEqualIfEquatable(before, value), equal {
        TestFailure.record(
            Comment(rawValue: "XCTModify: Expected \"\(Case.self)\" value to be modified but it was unchanged."),
            sourceLocation: location
        )
    }
    root = casePath.embed(value)
}

/// Whether `XCTModify` fails for a value it left unchanged: not inside the assertion of a
/// non-exhaustive `TestStore`, as in the original.
enum XCTModifyExhaustivity {
    @TaskLocal static var isExhaustive = true
}

/// Whether two values are equal, when their type is `Equatable`; `nil` otherwise.
private func isEqualIfEquatable<T>(_ lhs: T, _ rhs: T) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
