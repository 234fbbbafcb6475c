/// A value paired with an id, for state that needs an identity its value does not carry:
/// the row a screen was opened from, with the child state loaded for it
/// (`var selection: Identified<Row.ID, Counter.State?>?`).
///
/// ```swift
/// var selection = Identified(0, id: "row-1")
/// selection.value += 1
/// assert(selection.id == "row-1" && selection.value == 1)
/// ```
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
    /// The id.
    public let id: ID
    /// The value; a reducer scoped to `\.value` (or to a member through it) changes it.
    public var value: Value

    /// `value` with the id `id`.
    public init(_ value: Value, id: ID) {
        self.id = id
        self.value = value
    }

    /// `value` with the id `id(value)`.
    public init(_ value: Value, id: (Value) -> ID) {
        self.init(value, id: id(value))
    }

    /// A member of the value, read and written through the pair.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Member {
        get { value[keyPath: keyPath] }
        set { value[keyPath: keyPath] = newValue }
    }
}

extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
extension Identified: Sendable where ID: Sendable, Value: Sendable {}
