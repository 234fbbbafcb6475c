/// One case of an enum, as declared: `case child(Child.Action)`.
///
/// `case a, b(Int)` declares two cases, each with its own `EnumCase`.
///
/// ```swift
/// let action = DeclarationScanner.declarations(in: "enum A { case b(id: Int), c = 1 }")[0]
/// action.cases.map(\.name)  // ["b", "c"]
/// ```
public struct EnumCase: Sendable, Hashable {
    /// The name as written, backticks kept: `` `default` ``.
    public var name: String
    /// The associated values, or `nil` when the case has no parentheses at all.
    public var associatedValues: [AssociatedValue]?
    /// The raw value after `=`, as written: `"x"` in `case a = "x"`.
    public var rawValue: String?
    /// Whether the case is marked `indirect` (the enum itself may be too; see its modifiers).
    public var isIndirect: Bool
    /// The attributes written before `case`, such as `@available(*, deprecated)`.
    public var attributes: [String]
    /// The `#if` branches around the case inside its enum's body, outermost first.
    public var conditions: [ConditionalBranch]
    /// The 1-based line of the case name.
    public var line: Int
    /// The 1-based column of the case name, in UTF-8 bytes.
    public var column: Int

    /// Creates a case; ``DeclarationScanner`` is the usual way to get one.
    public init(
        name: String,
        associatedValues: [AssociatedValue]? = nil,
        rawValue: String? = nil,
        isIndirect: Bool = false,
        attributes: [String] = [],
        conditions: [ConditionalBranch] = [],
        line: Int = 1,
        column: Int = 1
    ) {
        self.name = name
        self.associatedValues = associatedValues
        self.rawValue = rawValue
        self.isIndirect = isIndirect
        self.attributes = attributes
        self.conditions = conditions
        self.line = line
        self.column = column
    }

    /// The name without backticks, the name Swift compares: `default` for `` `default` ``.
    public var baseName: String {
        name.count > 1 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }
}
