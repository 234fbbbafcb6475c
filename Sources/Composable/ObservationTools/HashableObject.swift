/// A class whose instances are equal only to themselves and hash by identity: conform a
/// reference type to it to put it in a `Set` or use it as a dictionary key without writing
/// `==` and `hash(into:)`. ``ObserveToken`` is one.
///
/// ```swift output
/// final class Session: HashableObject {}
///
/// let first = Session()
/// let sessions: Set<Session> = [first, first, Session()]
/// print(sessions.count, first == first, first == Session())
/// ```
///
/// ```text
/// 2 true false
/// ```
public protocol HashableObject: AnyObject, Hashable {}

extension HashableObject {
    /// Whether the two are the same instance.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs
    }

    /// Hashes the instance's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
