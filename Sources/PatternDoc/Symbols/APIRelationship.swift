/// How two declarations relate, as the symbol graph says: a member of a type, a type
/// conforming to a protocol, a default implementation of a requirement.
public struct APIRelationship: Hashable, Sendable {
    /// `memberOf`, `conformsTo`, `inheritsFrom`, `requirementOf`, `defaultImplementationOf`, ...
    public var kind: String
    /// The USR of the declaration the relationship starts from.
    public var source: String
    /// The USR of the declaration it points to.
    public var target: String
    /// The target's name when it is outside the graph (`Swift.Equatable`).
    public var targetName: String?

    /// Creates a relationship.
    public init(kind: String, source: String, target: String, targetName: String? = nil) {
        self.kind = kind
        self.source = source
        self.target = target
        self.targetName = targetName
    }
}
