/// Tells whether an optional child's state is ephemeral (an alert, a dialog, or an enum whose
/// case holds one), which `ifLet` clears once the child has handled an action, as the original
/// does. Types that can never be (a plain struct) are told apart once, so their actions pay
/// nothing for it.
@usableFromInline
struct EphemeralCheck<State> {
    @usableFromInline let mayApply: Bool

    @usableFromInline
    init() {
        mayApply = State.self is any EphemeralState.Type || isEnumType(State.self)
    }

    @inlinable
    func isEphemeral(_ state: State) -> Bool {
        mayApply && Composable.isEphemeral(state)
    }
}

/// Whether `type` is an enum (or an optional): its metadata's kind says so, per the Swift ABI's
/// metadata kinds (0x201 for an enum, 0x202 for an optional).
func isEnumType(_ type: Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee
    return kind == 0x201 || kind == 0x202
}
