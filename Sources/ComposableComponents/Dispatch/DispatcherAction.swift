import Composable

/// The actions of the store a dispatcher runs on: the inputs a view sends, and the changes its
/// asynchronous work sends back.
///
/// You meet it when you test a dispatcher with a `TestStore`: send an input, then receive the
/// change an effect made.
///
/// ```swift test
/// // snippet.hide
/// import ComposableComponents
/// import ComposableUI
///
/// struct Die: Equatable {
///     var number: Int
/// }
///
/// enum DieInput {
///     case rollTapped
///     case clearTapped
/// }
///
/// struct Randomness: Sendable {
///     var next: @Sendable (ClosedRange<Int>) async -> Int
///
///     func number(in range: ClosedRange<Int>) async -> Int {
///         await next(range)
///     }
///
///     static let live = Randomness { Int.random(in: $0) }
///     static let rollsFour = Randomness { _ in 4 }
/// }
///
/// @MainActor @Test func rollingSendsTheInputThenReceivesTheUpdate() async {
///     let dieDispatcher = StateDispatcher<Randomness, Die, DieInput>.effectful { input in
///         switch input {
///         case .rollTapped:
///             .run { randomness in .set(Die(number: await randomness.number(in: 1...6))) }
///         case .clearTapped:
///             .set(Die(number: 1))
///         }
///     }
/// // snippet.show
/// let store = TestStore(initialState: Die(number: 1)) {
///     dieDispatcher.reducer(environment: .rollsFour)
/// }
/// await store.send(.input(.rollTapped))
/// await store.receive(\.update) { $0 = Die(number: 4) }
/// // snippet.hide
/// }
/// ```
public enum DispatcherAction<State, Input> {
    /// An input from the view, handled by the dispatcher.
    case input(Input)
    /// A change made by a step of the dispatcher that ran asynchronously, applied as it
    /// arrives.
    case update(StateChange<State>)
}

extension DispatcherAction: Sendable where Input: Sendable {}

extension DispatcherAction: CasePathable {
    /// The case paths of ``DispatcherAction``: `\.input` and `\.update`.
    ///
    /// ```swift test
    /// // snippet.hide
    /// struct Tally: Equatable {
    ///     var count = 0
    /// }
    ///
    /// enum TallyInput {
    ///     case loadTapped
    /// }
    ///
    /// @MainActor @Test func theWorksChangeArrivesAsAnUpdate() async {
    ///     let dispatcher = StateDispatcher<Void, Tally, TallyInput>.effectful { _ in
    ///         .run { _ in .set(Tally(count: 4)) }
    ///     }
    ///     let store = TestStore(initialState: Tally()) { dispatcher.reducer(environment: ()) }
    ///     await store.send(.input(.loadTapped))
    /// // snippet.show
    /// await store.receive(\.update) { $0.count = 4 }
    /// // snippet.hide
    /// }
    /// ```
    public struct AllCasePaths: Sendable {
        /// Inputs from the view.
        public var input: AnyCasePath<DispatcherAction, Input> {
            AnyCasePath(
                caseName: "input",
                embed: { .input($0) },
                extract: { action in
                    guard case let .input(input) = action else { return nil }
                    return input
                }
            )
        }

        /// Changes sent back by asynchronous steps.
        public var update: AnyCasePath<DispatcherAction, StateChange<State>> {
            AnyCasePath(
                caseName: "update",
                embed: { .update($0) },
                extract: { action in
                    guard case let .update(change) = action else { return nil }
                    return change
                }
            )
        }
    }

    /// The case paths of ``DispatcherAction``; see ``AllCasePaths``.
    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }
}
