/// The name of a method a UIKit control sends up the responder chain, as
/// `UIApplication.shared.sendAction(_:to:from:for:)` takes it.
///
/// The original writes `#selector(UIResponder.resignFirstResponder)`, which only compiles
/// where Swift has the Objective-C runtime, and Linux has none. `Selector("resignFirstResponder")`
/// names the same method and compiles on both: it is the spelling the table of mechanical
/// edits in DifferencesFromTheOriginal.md gives for a `#selector(...)` expression.
///
/// ```swift
/// let action = Selector("resignFirstResponder")
/// assert(action == .resignFirstResponder)
/// assert(action.description == "resignFirstResponder")
/// let literal: Selector = "resignFirstResponder"
/// assert(literal == action)
/// ```
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's Objective-C name: `resignFirstResponder`, `copy:`.
    public let description: String

    /// The selector of the method named `name`.
    public init(_ name: String) {
        description = name
    }

    /// The selector of the method named by the literal.
    public init(stringLiteral name: String) {
        description = name
    }

    /// `resignFirstResponder`: the control that has the keyboard gives it up.
    public static let resignFirstResponder = Selector("resignFirstResponder")
}
