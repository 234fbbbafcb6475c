/// How two declarations relate, as the symbol graph says: a member of a type, a type
/// conforming to a protocol, a default implementation of a requirement.
struct APIRelationship: Hashable, Sendable {
    /// `memberOf`, `conformsTo`, `inheritsFrom`, `requirementOf`, `defaultImplementationOf`, ...
    var kind: String
    /// The USR of the declaration the relationship starts from.
    var source: String
    /// The USR of the declaration it points to.
    var target: String
    /// The target's name when it is outside the graph (`Swift.Equatable`).
    var targetName: String?

    /// Creates a relationship.
    init(kind: String, source: String, target: String, targetName: String? = nil) {
        self.kind = kind
        self.source = source
        self.target = target
        self.targetName = targetName
    }
}
