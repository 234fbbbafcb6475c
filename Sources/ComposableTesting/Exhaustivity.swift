/// How strictly a ``TestStore`` checks a test.
///
/// ```swift
/// struct Signup: Reducer {
///     struct State: Equatable {
///         var email = ""
///         var isValid = false
///         var attempts = 0
///     }
///
///     enum Action {
///         case emailChanged(String)
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case let .emailChanged(email):
///                 state.email = email
///                 state.isValid = email.contains("@")
///                 state.attempts += 1
///                 return .none
///             }
///         }
///     }
/// }
/// ```
///
/// With exhaustivity off, a test checks only what it asserts; here the email and the count of
/// attempts also change, unchecked:
///
/// ```swift test
/// @MainActor
/// @Test func anEmailWithAnAtSignIsValid() async {
///     let store = TestStore(initialState: Signup.State()) { Signup() }
///     store.exhaustivity = .off
///
///     await store.send(.emailChanged("ada@example.com")) { $0.isValid = true }
/// }
/// ```
public enum Exhaustivity: Sendable, Equatable {
    /// Every state change must be asserted, every action an effect sends must be received,
    /// and every effect must finish before the test ends.
    case on
    /// Only what the test asserts is checked: a `send` or `receive` closure checks the
    /// properties it sets, unasserted actions are skipped and running effects are cancelled
    /// at the end. Use it for integration tests of large features.
    ///
    /// With `showSkippedAssertions`, everything an exhaustive test would have failed on is
    /// still recorded, as a known issue: the test passes, and its report shows what it skipped.
    case off(showSkippedAssertions: Bool)

    /// Non-exhaustive, without showing what was skipped.
    public static let off = Self.off(showSkippedAssertions: false)

    /// Whether every change, action and effect must be accounted for.
    var isExhaustive: Bool { self == .on }

    /// Whether skipped assertions are recorded as known issues.
    var showsSkippedAssertions: Bool {
        if case .off(showSkippedAssertions: true) = self { return true }
        return false
    }
}
