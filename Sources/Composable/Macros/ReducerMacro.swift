/// Makes a struct a ``Reducer``, and an enum of features a ``CaseReducer``, as the original
/// library's `@Reducer` does: the spelling code written for the original uses.
///
/// On a struct it adds the `Reducer` conformance and marks the `Action` enum of its body
/// `@CasePathable`, so that `\.child` names a case. On an enum whose cases each hold a feature
/// it writes the `State` and `Action` enums (one case per feature), the `body` that runs the
/// feature whose case is active, and the `CaseScope` a view switches over. A case holding
/// `AlertState` or `ConfirmationDialogState`, or marked `@ReducerCaseEphemeral`, keeps its state
/// and runs nothing; one marked `@ReducerCaseIgnored`, or holding plain data, is not a feature.
///
/// Unlike `struct Feature: Reducer` with the `CasePathsPlugin`, the macro writes inside the
/// declaration, so it works on `private` types too.
///
/// ```swift
/// @Reducer
/// struct Counter {
///     struct State: Equatable { var count = 0 }
///     enum Action { case incrementTapped }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             state.count += 1
///             return .none
///         }
///     }
/// }
///
/// @Reducer
/// enum Destination {
///     case counter(Counter)
/// }
///
/// let action = Destination.Action.counter(.incrementTapped)
/// print(action[case: \.counter] != nil)  // true
/// ```
@attached(member, names: named(State), named(Action), named(body), named(Body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: CaseReducer, Reducer)
public macro Reducer() = #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// `@Reducer` on an enum of features, with the protocols its generated `State` and `Action`
/// declare: `@Reducer(state: .equatable)` makes `Destination.State` `Equatable`, so that the
/// parent's state can be.
///
/// ```swift
/// @Reducer
/// struct Counter {
///     struct State: Equatable { var count = 0 }
///     enum Action: Equatable { case incrementTapped }
///     var body: some ReducerOf<Self> { EmptyReducer() }
/// }
///
/// @Reducer(state: .equatable, action: .equatable)
/// enum Destination {
///     case counter(Counter)
/// }
///
/// print(Destination.State.counter(Counter.State()) == .counter(Counter.State()))  // true
/// ```
///
/// - Parameters:
///   - state: What the generated `State` conforms to: `.equatable`, `.hashable`, `.sendable`.
///   - action: What the generated `Action` conforms to.
@attached(member, names: named(State), named(Action), named(body), named(Body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: CaseReducer, Reducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
    #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// A protocol the `@Reducer` macro can make an enum reducer's `State` or `Action` conform to:
/// write it as an argument of the attribute, `@Reducer(state: .equatable)`.
///
/// ```swift
/// let options: [_SynthesizedConformance] = [.equatable, .sendable]
/// print(options.count)  // 2
/// ```
public struct _SynthesizedConformance: Sendable {
    private init() {}

    /// `Equatable`.
    public static let equatable = Self()
    /// `Hashable` (and so `Equatable`).
    public static let hashable = Self()
    /// `Sendable`.
    public static let sendable = Self()
    /// `Codable`: accepted for code written for the original; the generated enums do not
    /// declare it, since a feature's state rarely is.
    public static let codable = Self()
    /// `Decodable`: accepted, as ``codable`` is.
    public static let decodable = Self()
    /// `Encodable`: accepted, as ``codable`` is.
    public static let encodable = Self()
}

/// Marks a case of an `@Reducer` enum as holding state that is not a feature and lives only
/// until the user answers it, as `AlertState` does: its state is kept, nothing runs, and the
/// case's action is the type's `Action`.
///
/// ```swift
/// struct Prompt: Equatable {
///     var text = ""
///     enum Action { case confirmed }
/// }
///
/// @Reducer
/// enum Destination {
///     @ReducerCaseEphemeral
///     case prompt(Prompt)
/// }
/// ```
@attached(peer)
public macro ReducerCaseEphemeral() = #externalMacro(module: "ComposableMacros", type: "MarkerMacro")

/// Marks a case of an `@Reducer` enum as plain data, not a feature: its state is the value as
/// written, and its action cannot be sent.
///
/// ```swift
/// struct Meeting: Equatable { var notes = "" }
///
/// @Reducer
/// enum Destination {
///     @ReducerCaseIgnored
///     case meeting(Meeting)
/// }
/// ```
@attached(peer)
public macro ReducerCaseIgnored() = #externalMacro(module: "ComposableMacros", type: "MarkerMacro")
