extension CasePathable {
    /// The root of this enum's case key paths, by the original's name: `\Action.Cases.child`
    /// is the case key path `\.child` written with its root.
    ///
    /// ```swift
    /// enum Light {
    ///     case on(brightness: Int)
    ///     case off
    /// }
    /// ```
    ///
    /// ```swift output
    /// let brightness = \Light.Cases.on
    /// print(Light.on(brightness: 3)[case: brightness] as Any)
    /// ```
    ///
    /// ```text
    /// Optional(3)
    /// ```
    public typealias Cases = Case<Self>
}

extension Optional where Wrapped: CasePathable {
    /// Changes the payload of the case `keyPath` names in place, when the optional holds that
    /// case; otherwise it changes nothing, reports a runtime warning and returns `nil`.
    ///
    /// It is what lets a test change an optional enum destination in one step:
    /// `$0.destination.modify(\.editor) { $0.title = "Draft" }`.
    ///
    /// ```swift output
    /// var light: Light? = .on(brightness: 3)
    /// light.modify(\.on) { $0 += 1 }
    /// print(light!)
    /// ```
    ///
    /// ```text
    /// on(brightness: 4)
    /// ```
    @discardableResult
    public mutating func modify<Value, Result>(
        _ keyPath: CaseKeyPath<Wrapped, Value>,
        yield: (inout Value) throws -> Result,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) rethrows -> Result? {
        guard self != nil else {
            RuntimeWarning(
                message: "modify(\(AnyCasePath(keyPath))) was called on a nil \(Wrapped.self)?, so nothing was changed. Check that it is there first, or set the whole value.",
                callSite: CallSite(fileID: fileID, line: line)
            ).report()
            return nil
        }
        return try self!.modify(keyPath, yield: yield, fileID: fileID, line: line)
    }
}

/// The error ``AnyCasePath/modify(_:_:)`` throws when the value is in another case.
struct CaseExtractionFailed: Error, CustomStringConvertible {
    let casePath: String
    let value: String

    var description: String {
        "\(value) is not the case \(casePath), so it was not modified."
    }
}

extension AnyCasePath {
    /// Changes the payload of this case in `root` in place, and returns what `body` returns;
    /// throws, changing nothing, when `root` is in another case.
    ///
    /// ```swift output
    /// var light = Light.on(brightness: 3)
    /// try AnyCasePath(\Light.Cases.on).modify(&light) { $0 += 1 }
    /// print(light)
    /// ```
    ///
    /// ```text
    /// on(brightness: 4)
    /// ```
    ///
    /// Prefer ``CasePathable/modify(_:yield:fileID:line:)`` in reducers; this throwing form
    /// suits tests, where `try` fails the test when the case is not the expected one.
    @discardableResult
    public func modify<Result>(_ root: inout Root, _ body: (inout Value) throws -> Result) throws -> Result {
        guard var value = extract(from: root) else {
            throw CaseExtractionFailed(casePath: description, value: "\(root)")
        }
        let result = try body(&value)
        root = embed(value)
        return result
    }
}

extension KeyPath {
    /// Changes the payload of the case this case key path names in `root` in place, and
    /// returns what `body` returns; throws, changing nothing, when `root` is in another case.
    ///
    /// ```swift output
    /// var light = Light.on(brightness: 3)
    /// try (\Light.Cases.on).modify(&light) { $0 = 10 }
    /// print(light)
    /// ```
    ///
    /// ```text
    /// on(brightness: 10)
    /// ```
    @discardableResult
    public func modify<Enum, Payload, Result>(
        _ root: inout Enum,
        _ body: (inout Payload) throws -> Result
    ) throws -> Result where Root == Case<Enum>, Value == Case<Payload> {
        try AnyCasePath(self).modify(&root, body)
    }
}
