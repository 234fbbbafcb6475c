/// A change to a state, as a dispatcher returns it for an input: replace the state with a new
/// one made from it (``modify(_:)``), with a given value (``set(_:)``), or leave it
/// (``none``).
///
/// ```swift
/// // snippet.hide
/// import ComposableComponents
/// import ComposableUI
///
/// enum StepperInput {
///     case decrementTapped
///     case incrementTapped
///     case resetTapped
/// }
/// // snippet.show
/// let stepperDispatcher = StateDispatcher<Void, Int, StepperInput>.pure { input in
///     switch input {
///     case .decrementTapped: .modify { count in count - 1 }
///     case .incrementTapped: .modify { count in count + 1 }
///     case .resetTapped: .set(0)
///     }
/// }
/// // snippet.hide
/// let stepper = Store(initialState: 5) { stepperDispatcher.reducer(environment: ()) }
/// stepper.send(.input(.incrementTapped))
/// precondition(stepper.withState { $0 } == 6)
/// stepper.send(.input(.resetTapped))
/// precondition(stepper.withState { $0 } == 0)
/// ```
///
/// A change is a function from the old state to the new one, so it can be made off the main
/// actor (by an effectful handler) and applied on it, and it can be widened through a ``Lens``
/// into a larger state.
public struct StateChange<State>: Sendable, CustomStringConvertible {
    /// The new state for the old one; `nil` for ``none``.
    let transform: (@Sendable (State) -> State)?
    /// `modify`, `set` or `none`, for the messages of a test that did not expect the change.
    let kind: String

    private init(kind: String, transform: (@Sendable (State) -> State)?) {
        self.kind = kind
        self.transform = transform
    }

    /// Replaces the state with what `transform` makes of it.
    ///
    /// ```swift
    /// // snippet.hide
    /// let increment: StateChange<Int> =
    /// // snippet.show
    /// .modify { count in count + 1 }
    /// // snippet.hide
    /// precondition(increment.applied(to: 1) == 2)
    /// ```
    public static func modify(_ transform: @escaping @Sendable (_ state: State) -> State) -> Self {
        Self(kind: "modify", transform: transform)
    }

    /// Leaves the state as it is.
    public static var none: Self {
        Self(kind: "none", transform: nil)
    }

    /// Whether this change leaves the state as it is, so that nothing needs to be applied.
    public var isNone: Bool {
        transform == nil
    }

    /// The state after this change.
    ///
    /// ```swift
    /// StateChange<Int>.modify { $0 + 1 }.applied(to: 1)  // 2
    /// ```
    public func applied(to state: State) -> State {
        transform?(state) ?? state
    }

    /// Makes the same change to the part of a larger state that `lens` focuses on.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct ChildState: Equatable {
    ///     var count = 0
    /// }
    ///
    /// struct ParentState: Equatable {
    ///     var childState = ChildState()
    ///
    ///     static let childLens = Lens<ParentState, ChildState>(
    ///         get: { parent in parent.childState },
    ///         set: { parent, child in
    ///             var parent = parent
    ///             parent.childState = child
    ///             return parent
    ///         }
    ///     )
    /// }
    /// // snippet.show
    /// let childChange: StateChange<ChildState> = .set(ChildState())
    /// let parentChange = childChange.widen(ParentState.childLens)
    /// // snippet.hide
    /// precondition(parentChange.applied(to: ParentState(childState: ChildState(count: 3))) == ParentState())
    /// ```
    public func widen<Whole>(_ lens: Lens<Whole, State>) -> StateChange<Whole> {
        guard let transform else { return .none }
        return StateChange<Whole>(kind: kind, transform: { whole in
            lens.set(whole, transform(lens.get(whole)))
        })
    }

    /// `modify`, `set` or `none`: closures have no useful description of their own.
    public var description: String {
        "StateChange.\(kind)"
    }
}

extension StateChange where State: Sendable {
    /// Replaces the state with `value`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Die: Equatable {
    ///     var number: Int
    /// }
    ///
    /// let six: StateChange<Die> =
    /// // snippet.show
    /// .set(Die(number: 6))
    /// // snippet.hide
    /// precondition(six.applied(to: Die(number: 1)) == Die(number: 6))
    /// ```
    ///
    /// The value travels with the change, possibly from an effect to the main actor, which is
    /// why the state must be `Sendable` (a struct of `Sendable` values is, implicitly, unless
    /// it is public).
    public static func set(_ value: State) -> Self {
        Self(kind: "set", transform: { _ in value })
    }
}
