/// How two declarations relate, as the symbol graph says: a member of a type, a type
/// conforming to a protocol, a default implementation of a requirement.
package struct APIRelationship: Hashable, Sendable {
    /// `memberOf`, `conformsTo`, `inheritsFrom`, `requirementOf`, `defaultImplementationOf`, ...
    package var kind: String
    /// The USR of the declaration the relationship starts from.
    package var source: String
    /// The USR of the declaration it points to.
    package var target: String
    /// The target's name when it is outside the graph (`Swift.Equatable`).
    package var targetName: String?

    /// Creates a relationship.
    init(kind: String, source: String, target: String, targetName: String? = nil) {
        self.kind = kind
        self.source = source
        self.target = target
        self.targetName = targetName
    }
}
