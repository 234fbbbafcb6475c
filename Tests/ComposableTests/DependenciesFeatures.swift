import Composable
import Foundation

/// Says hello; each context has its own greeting, so a test can tell which value was read.
struct Greeter: Sendable {
    var greet: @Sendable (String) -> String
}

enum GreeterKey: DependencyKey {
    static let liveValue = Greeter { "Hello, \($0)" }
    static let testValue = Greeter { "Test hello, \($0)" }
    static let previewValue = Greeter { "Preview hello, \($0)" }
}

/// A dependency with only a live value, read by one test only: the defaults cache is shared
/// by the values a test does not make fresh.
enum LaunchCodeKey: DependencyKey {
    static let liveValue = 1234
}

extension DependencyValues {
    var greeter: Greeter {
        get { self[GreeterKey.self] }
        set { self[GreeterKey.self] = newValue }
    }

    var launchCode: Int {
        get { self[LaunchCodeKey.self] }
        set { self[LaunchCodeKey.self] = newValue }
    }
}

/// Greets in the reducer and again in an effect, and stamps each greeting with an id and a date.
struct Greeting: Reducer {
    struct State: Equatable {
        var lines: [String] = []
        /// The ids' `uuidString`s: an action cannot carry a `UUID` yet, see `greeted`.
        var ids: [String] = []
        var dates: [Date] = []
    }

    enum Action {
        case greet(String)
        // The generated case paths import only Composable, so a payload cannot be a
        // Foundation type such as `UUID`.
        case greeted(String, id: String)
        case stamp
    }

    @Dependency(\.greeter) var greeter
    @Dependency(\.uuid) var uuid
    @Dependency(\.date) var date

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .greet(name):
                state.lines.append(greeter.greet(name))
                state.ids.append(uuid().uuidString)
                return .run { send in
                    await Task.yield()
                    await send(.greeted(greeter.greet("\(name) again"), id: uuid().uuidString))
                }
            case let .greeted(line, id):
                state.lines.append(line)
                state.ids.append(id)
                return .none
            case .stamp:
                state.dates.append(date.now)
                state.dates.append(date())
                return .none
            }
        }
    }
}

/// A parent whose child greets with a dependency of its own.
struct GreetingPair: Reducer {
    struct State: Equatable {
        var parent = Greeting.State()
        var child = Greeting.State()
    }

    enum Action {
        case parent(Greeting.Action)
        case child(Greeting.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.parent, action: \.parent) {
            Greeting()
        }
        Scope(state: \.child, action: \.child) {
            Greeting()
                .dependency(\.greeter, Greeter { "Child hello, \($0)" })
        }
    }
}
