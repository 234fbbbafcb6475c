import Composable
import ComposableComponents
import ComposableTesting
import Testing

/// Widening moves a dispatcher into a larger environment, state and input, through a key path
/// or function, a lens and a prism.
@MainActor
struct WidenTests {
    struct Clock {
        var now: @Sendable () async -> Int
    }

    struct AppEnvironment {
        var clock: Clock
        var name = "app"
    }

    struct Stamp: Equatable {
        var time = 0
        var taps = 0
    }

    struct AppState: Equatable {
        var title = "App"
        var stamp = Stamp()
        var other = Stamp()
    }

    enum StampInput: Equatable {
        case tapped
        case stampTapped
    }

    enum AppInput: Equatable, AutoPrism {
        case stamp(StampInput)
        case other(StampInput)
        case titleChanged(String)
    }

    struct Root: Equatable {
        var app = AppState()
    }

    enum RootInput: AutoPrism {
        case app(AppInput)
    }

    struct RootEnvironment {
        var app: AppEnvironment
    }

    static let stampDispatcher = StateDispatcher<Clock, Stamp, StampInput>.effectful { input in
        switch input {
        case .tapped:
            .modify { stamp in Stamp(time: stamp.time, taps: stamp.taps + 1) }
        case .stampTapped:
            .run { clock in
                let now = await clock.now()
                return .modify { stamp in Stamp(time: now, taps: stamp.taps) }
            }
        }
    }

    static let environment = AppEnvironment(clock: Clock(now: { 1_000 }))

    @Test func aWidenedDispatcherChangesItsStateInsideTheLargerOneAndReadsItsEnvironmentByKeyPath() async {
        let widened: StateDispatcher<AppEnvironment, AppState, AppInput> = Self.stampDispatcher.widen(
            transformEnvironment: \.clock,
            transformState: Lens(\.stamp),
            transformInput: AppInput.prism(for: AppInput.stamp)
        )
        let store = TestStore(initialState: AppState()) { widened.reducer(environment: Self.environment) }

        await store.send(.input(.stamp(.tapped))) { $0.stamp.taps = 1 }
        await store.send(.input(.stamp(.stampTapped)))
        await store.receive(\.update) { $0.stamp.time = 1_000 }
    }

    @Test func theEnvironmentCanComeFromAKeyPathHeldInAValue() async {
        let toClock: KeyPath<AppEnvironment, Clock> & Sendable = \.clock
        let widened: StateDispatcher<AppEnvironment, AppState, AppInput> = Self.stampDispatcher.widen(
            transformEnvironment: toClock,
            transformState: Lens(\.stamp),
            transformInput: AppInput.prism(for: AppInput.stamp)
        )
        let store = TestStore(initialState: AppState()) { widened.reducer(environment: Self.environment) }

        await store.send(.input(.stamp(.stampTapped)))
        await store.receive(\.update) { $0.stamp.time = 1_000 }
    }

    @Test func aWidenedDispatcherIgnoresInputsOfOtherCases() async {
        let widened: StateDispatcher<AppEnvironment, AppState, AppInput> = Self.stampDispatcher.widen(
            transformEnvironment: \.clock,
            transformState: Lens(\.stamp),
            transformInput: AppInput.prism(for: AppInput.stamp)
        )
        let store = TestStore(initialState: AppState()) { widened.reducer(environment: Self.environment) }

        await store.send(.input(.other(.tapped)))
        await store.send(.input(.other(.stampTapped)))
        await store.send(.input(.titleChanged("New")))
    }

    @Test func theEnvironmentCanComeFromAnyFunction() async {
        let widened: StateDispatcher<AppEnvironment, AppState, AppInput> = Self.stampDispatcher.widen(
            transformEnvironment: { app in Clock(now: { await app.clock.now() + app.name.count }) },
            transformState: Lens(get: { $0.other }, set: { app, other in
                var app = app
                app.other = other
                return app
            }),
            transformInput: Prism(\.other)
        )
        let store = TestStore(initialState: AppState()) { widened.reducer(environment: Self.environment) }

        await store.send(.input(.other(.stampTapped)))
        await store.receive(\.update) { $0.other.time = 1_003 }
    }

    @Test func widenedTwiceOrThroughComposedOpticsGivesTheSameResult() async {
        let inTwoSteps: StateDispatcher<RootEnvironment, Root, RootInput> = Self.stampDispatcher
            .widen(
                transformEnvironment: \AppEnvironment.clock,
                transformState: Lens(\AppState.stamp),
                transformInput: AppInput.prism(for: AppInput.stamp)
            )
            .widen(
                transformEnvironment: \.app,
                transformState: Lens(\.app),
                transformInput: RootInput.prism(for: RootInput.app)
            )
        let inOneStep: StateDispatcher<RootEnvironment, Root, RootInput> = Self.stampDispatcher.widen(
            transformEnvironment: { $0.app.clock },
            transformState: Lens(\Root.app) + Lens(\AppState.stamp),
            transformInput: RootInput.prism(for: RootInput.app).compose(AppInput.prism(for: AppInput.stamp))
        )

        for dispatcher in [inTwoSteps, inOneStep] {
            let store = TestStore(initialState: Root()) {
                dispatcher.reducer(environment: RootEnvironment(app: Self.environment))
            }
            await store.send(.input(.app(.stamp(.tapped)))) { $0.app.stamp.taps = 1 }
            await store.send(.input(.app(.stamp(.stampTapped))))
            await store.receive(\.update) { $0.app.stamp.time = 1_000 }
            await store.send(.input(.app(.other(.tapped))))
        }
    }

    @Test func aChangeWidenedThroughALensLeavesTheRestOfTheStateAlone() {
        let change = StateChange<Stamp>.set(Stamp(time: 5, taps: 6)).widen(Lens(\AppState.stamp))
        let before = AppState(title: "Kept", stamp: Stamp(), other: Stamp(time: 1, taps: 2))

        #expect(change.applied(to: before) == AppState(title: "Kept", stamp: Stamp(time: 5, taps: 6), other: Stamp(time: 1, taps: 2)))
        #expect(StateChange<Stamp>.none.widen(Lens(\AppState.stamp)).isNone)
    }
}
