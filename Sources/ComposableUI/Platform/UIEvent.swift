/// An event UIKit delivers with an action, as the last argument of
/// `UIApplication.shared.sendAction(_:to:from:for:)` takes it. Feature code passes `nil`;
/// there are no touch events to pass on Linux, so no value of it is ever made here.
///
/// ```swift
/// let event: UIEvent? = nil
/// assert(event == nil)
/// ```
public final class UIEvent: Sendable {
    private init() {}
}
