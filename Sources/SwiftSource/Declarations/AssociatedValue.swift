/// One associated value of an enum case: `id: Int` in `case pair(id: Int, String)`.
///
/// ```swift
/// // case loaded(value: Int = 0)
/// AssociatedValue(label: "value", type: "Int", defaultValue: "0")
/// ```
public struct AssociatedValue: Sendable, Hashable {
    /// The label, as written (backticks kept); `nil` when there is none or it is `_`.
    public var label: String?
    /// The type, as written, without its default value; runs of whitespace and comments are
    /// folded into single spaces.
    public var type: String
    /// The default value after `=`, if any.
    public var defaultValue: String?

    /// Creates an associated value.
    public init(label: String?, type: String, defaultValue: String? = nil) {
        self.label = label
        self.type = type
        self.defaultValue = defaultValue
    }
}
