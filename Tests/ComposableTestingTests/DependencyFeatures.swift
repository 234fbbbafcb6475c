import Composable

/// The timer of the issue: `toggleTimer` (or `onAppear`) starts it, `toggleTimer` (or
/// `onDisappear`) cancels it, and it ticks once a second on `\.continuousClock`, either through
/// `clock.timer(interval:)` or through a loop of `clock.sleep(for:)`.
struct TimerFeature: Reducer {
    struct State: Equatable {
        var isTimerOn = false
        var secondsElapsed = 0
    }

    enum Action {
        case onAppear
        case onDisappear
        case toggleTimer
        case timerTicked
    }

    enum CancelID { case timer }

    enum Style: CaseIterable, Sendable {
        case timerSequence
        case sleepLoop
    }

    var style = Style.timerSequence

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .onAppear:
                state.isTimerOn = true
                return startTimer()
            case .onDisappear:
                state.isTimerOn = false
                return .cancel(id: CancelID.timer)
            case .toggleTimer:
                state.isTimerOn.toggle()
                return state.isTimerOn ? startTimer() : .cancel(id: CancelID.timer)
            case .timerTicked:
                state.secondsElapsed += 1
                return .none
            }
        }
    }

    private func startTimer() -> Effect<Action> {
        switch style {
        case .timerSequence:
            return .run { send in
                for await _ in clock.timer(interval: .seconds(1)) {
                    await send(.timerTicked)
                }
            }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
        case .sleepLoop:
            return .run { send in
                while true {
                    try await clock.sleep(for: .seconds(1))
                    await send(.timerTicked)
                }
            }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
        }
    }
}

/// A screen that shows a `TimerFeature`, so that the timer's effect reaches the store mapped
/// into the parent's actions.
struct TimerScreen: Reducer {
    struct State: Equatable {
        var timer = TimerFeature.State()
    }

    enum Action {
        case timer(TimerFeature.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.timer, action: \.timer) {
            TimerFeature(style: .sleepLoop)
        }
    }
}

/// Effects that sleep on `\.continuousClock` and then note the time they woke at, for testing
/// the clock itself. `chain` wakes, then starts another sleep from the woken action.
struct Sleepers: Reducer {
    struct State: Equatable {
        /// "label@seconds", in the order the sleepers woke.
        var woken: [String] = []
    }

    enum Action {
        case sleep(String, seconds: Int)
        case chain(String, seconds: Int, then: Int)
        case woke(String)
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .sleep(label, seconds):
                return .run { send in
                    try await clock.sleep(for: .seconds(seconds))
                    await send(.woke(label))
                }
            case let .chain(label, seconds, then):
                return .run { send in
                    try await clock.sleep(for: .seconds(seconds))
                    await send(.sleep(label, seconds: then))
                }
            case let .woke(label):
                state.woken.append(label)
                return .none
            }
        }
    }
}

/// Stamps a row with an id and a date when asked, and once more from an effect that waits a
/// second on the clock first.
struct Stamper: Reducer {
    struct State: Equatable {
        var ids: [String] = []
        var dates: [Double] = []
    }

    enum Action {
        case stampTapped
        case delayedStampTapped
        case stamped(id: String)
    }

    @Dependency(\.uuid) var uuid
    @Dependency(\.date) var date
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .stampTapped:
                state.ids.append(uuid().uuidString)
                state.dates.append(date.now.timeIntervalSince1970)
                return .none
            case .delayedStampTapped:
                return .run { send in
                    try await clock.sleep(for: .seconds(1))
                    await send(.stamped(id: uuid().uuidString))
                }
            case let .stamped(id):
                state.ids.append(id)
                return .none
            }
        }
    }
}

/// A dependency whose key gives a test value of its own.
struct Weather: Sendable {
    var forecast: @Sendable () -> String
}

extension Weather: DependencyKey {
    static let liveValue = Weather { "live sunshine" }
    static let testValue = Weather { "test drizzle" }
}

extension DependencyValues {
    var weather: Weather {
        get { self[Weather.self] }
        set { self[Weather.self] = newValue }
    }
}

/// Reads the forecast, which has a test value, and the uuid, which has none.
struct Forecaster: Reducer {
    struct State: Equatable {
        var forecast = ""
        var id = ""
    }

    enum Action {
        case forecastTapped
        case idTapped
    }

    @Dependency(\.weather) var weather
    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .forecastTapped:
                state.forecast = weather.forecast()
            case .idTapped:
                state.id = uuid().uuidString
            }
            return .none
        }
    }
}
