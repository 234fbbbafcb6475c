import Composable

// Enum reducers whose cases hold more than features, as the original library's enum reducers
// do: plain data, marked cases, a reducer made by a default value, and a hand-written body.

/// Plain data the app keeps on its navigation stack next to its features.
struct Meeting: Equatable, Hashable {
    var minutes: Int
}

/// A feature whose reducer needs a value: an enum reducer's case makes it with its default.
struct Stepper: Reducer {
    struct State: Equatable, Hashable { var count = 0 }
    enum Action: Equatable { case stepTapped }
    var step: Int
    var body: some ReducerOf<Self> {
        Reduce { state, _ in
            state.count += step
            return .none
        }
    }
}

/// Every kind of case the original's `@Reducer enum` accepts.
enum Journal: Reducer {
    case stepper(Stepper = Stepper(step: 5))
    case meeting(Meeting, title: String)
    case note(Meeting)
    case count(Int?)
    /* @ReducerCaseIgnored */
    case code(Int)
    // @ReducerCaseEphemeral
    case banner(Banner)
    case empty
}
extension Journal.State: Hashable {}

/// Ephemeral state of our own: it names the actions its buttons send.
struct Banner: Equatable, Hashable {
    enum Action: Equatable { case closeTapped }
    var text: String
}

/// An enum reducer that writes its own body: the generated code leaves it alone.
enum Toggler: Reducer {
    case stepper(Stepper)
    case idle

    static var body: Reduce<State, Action> {
        Reduce(
            Reduce<State, Action> { state, action in
                if case .stepper(.stepTapped) = action, case .stepper(var child) = state {
                    child.count -= 1
                    state = .stepper(child)
                }
                return .none
            }
            .ifCaseLet(\.stepper, action: \.stepper) { Stepper(step: 10) }
        )
    }
}
extension Toggler.State: Equatable {}

/// An enum reducer whose hand-written body has an opaque type, as the original's TicTacToe
/// writes it: the case's own reducer runs first, then the parent logic. Its declaration names
/// `CaseReducer`, so that Swift infers `Body` from the opaque body.
enum Switcher: CaseReducer {
    case stepper(Stepper)
    case idle

    static var body: some ReducerOf<Self> {
        Reduce { state, action in
            if case .stepper(.stepTapped) = action, case .stepper(let child) = state, child.count >= 4 {
                state = .idle
            }
            return .none
        }
        .ifCaseLet(\.stepper, action: \.stepper) {
            Stepper(step: 2)
        }
    }
}
extension Switcher.State: Equatable {}
