/// Tells one child state from another for the purpose of its effects: a child whose identity
/// changes (an `Identifiable` child replaced by one with another id, an enum child moved to
/// another case or whose case's `Identifiable` value changed its id) is a new child, and the
/// old one's effects are cancelled.
///
/// The reader is chosen once per operator, from the child's type: for a plain struct there is
/// nothing to compare but presence, and no work is done per action.
@usableFromInline
struct ChildIdentity<ChildState> {
    /// Reads the identity of a present child; `nil` when the type has none beyond presence.
    @usableFromInline let read: ((ChildState) -> AnyHashable)?

    @usableFromInline
    init() {
        if let identifiable = ChildState.self as? any Identifiable.Type {
            read = Self.idReader(identifiable)
        } else if Self.isEnum {
            read = { AnyHashable(EnumCase(of: $0)) }
        } else {
            read = nil
        }
    }

    /// The identity of `child`, or of its absence (`nil`). For a child with no identity of its
    /// own this allocates nothing: presence is all there is to compare.
    @inlinable
    func of(_ child: ChildState?) -> PresentChildIdentity? {
        guard let child else { return nil }
        guard let read else { return .present }
        return .identified(read(child))
    }

    private static func idReader<I: Identifiable>(_: I.Type) -> (ChildState) -> AnyHashable {
        { AnyHashable(($0 as! I).id) }
    }

    private static var isEnum: Bool {
        isEnumType(ChildState.self)
    }
}

/// What tells a present child from another: only that it is there, or its id or case.
@usableFromInline
enum PresentChildIdentity: Equatable {
    case present
    case identified(AnyHashable)
}

/// Which case an enum value is in, compared by the runtime's name for the case, and the id of
/// the case's value when it is `Identifiable`: a destination enum whose child changes its id
/// is a new child, as the original's navigation ids tell.
private struct EnumCase: Hashable {
    let name: String
    let id: AnyHashable?

    init(of value: some Any) {
        name = enumCaseName(value).map { String(cString: $0) } ?? ""
        if let payload = Mirror(reflecting: value).children.first?.value as? any Identifiable {
            id = Self.id(of: payload)
        } else {
            id = nil
        }
    }

    private static func id(of value: some Identifiable) -> AnyHashable {
        AnyHashable(value.id)
    }
}

@_silgen_name("swift_EnumCaseName")
private func enumCaseName<Value>(_ value: Value) -> UnsafePointer<CChar>?
