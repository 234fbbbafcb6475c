import Composable
import Testing

@MainActor
struct BindingTests {
    struct BindingForm: Reducer {
        struct State: Equatable {
            var text = ""
            var toggleIsOn = false
            var stepCount = 10
            var sliderValue = 5.0
            var maximum = 10
            var stepCountChanges = 0
        }

        enum Action: BindableAction {
            case binding(BindingAction<State>)
            case resetButtonTapped
        }

        var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
                switch action {
                case .binding(\.stepCount):
                    state.sliderValue = min(state.sliderValue, Double(state.stepCount))
                    state.stepCountChanges += 1
                    return .none

                case .binding:
                    return .none

                case .resetButtonTapped:
                    state = State()
                    return .none
                }
            }
        }
    }

    @Test func bindingReducerWritesTheValueOfABindingAction() {
        let store = Store(initialState: BindingForm.State()) { BindingForm() }

        store.send(.binding(.set(\.text, "Hello")))

        #expect(store.text == "Hello")
    }

    @Test func staticSetOnTheActionWrapsABindingAction() {
        let store = Store(initialState: BindingForm.State()) { BindingForm() }

        store.send(.set(\.toggleIsOn, true))
        store.send(BindingForm.Action.set(\.text, "x"))

        #expect(store.toggleIsOn)
        #expect(store.text == "x")
    }

    @Test func reducerAfterBindingReducerMatchesTheBindingByKeyPathAndSeesTheNewValue() {
        let store = Store(initialState: BindingForm.State()) { BindingForm() }

        store.send(.set(\.stepCount, 3))

        #expect(store.stepCount == 3)
        #expect(store.sliderValue == 3)
        #expect(store.stepCountChanges == 1)
    }

    @Test func bindingToAnotherPropertyOfTheSameTypeDoesNotMatch() {
        let store = Store(initialState: BindingForm.State()) { BindingForm() }

        store.send(.set(\.maximum, 2))

        #expect(store.maximum == 2)
        #expect(store.stepCountChanges == 0)
        #expect(store.sliderValue == 5)
    }

    @Test func bindingReducerIgnoresOtherActions() {
        var state = BindingForm.State()
        state.text = "kept until reset"
        let store = Store(initialState: state) { BindingForm() }

        store.send(.resetButtonTapped)

        #expect(store.state == BindingForm.State())
    }

    @Test func bindingActionsAreEqualWhenTheyWriteTheSameValueToTheSameProperty() {
        typealias Binding = BindingAction<BindingForm.State>

        #expect(Binding.set(\.text, "a") == .set(\.text, "a"))
        #expect(Binding.set(\.text, "a") != .set(\.text, "b"))
        #expect(Binding.set(\.stepCount, 1) != .set(\.maximum, 1))
    }

    @Test func bindingActionDescribesItsKeyPathAndValue() {
        let text = BindingAction<BindingForm.State>.set(\.text, "Hi")
        let count = BindingAction<BindingForm.State>.set(\.stepCount, 3)

        #expect(text.description == #".set(\State.text, "Hi")"#)
        #expect(count.description == #".set(\State.stepCount, 3)"#)
    }

    @Test func bindingActionKnowsItsKeyPathAndAppliesItsValue() {
        let action = BindingAction<BindingForm.State>.set(\.sliderValue, 1.5)
        var state = BindingForm.State()

        action.apply(to: &state)

        #expect(action.keyPath == \BindingForm.State.sliderValue)
        #expect(state.sliderValue == 1.5)
    }

    @Test func bindableActionFindsTheBindingItCarries() {
        let binding = BindingAction<BindingForm.State>.set(\.text, "y")

        #expect(BindingForm.Action.binding(binding).binding == binding)
        #expect(BindingForm.Action.resetButtonTapped.binding == nil)
    }

    @Test func aBindingOfOnePropertyIsACaseOfTheAction() {
        let path: CaseKeyPath<BindingForm.Action, String> = \.binding.text
        let action = path("Hello")
        #expect(action.binding == .set(\.text, "Hello"))
        #expect(action[case: \.binding.text] == "Hello")
        #expect(action[case: \.binding.stepCount] == nil)
        #expect(BindingForm.Action.resetButtonTapped[case: \.binding.text] == nil)
        #expect(action.is(\.binding))
    }

    struct ViewActionForm: Reducer {
        struct State: Equatable {
            var name = ""
            var saved = false
        }

        enum Action {
            case view(View)
            case saved

            enum View: BindableAction {
                case binding(BindingAction<State>)
                case saveTapped
            }
        }

        var body: some ReducerOf<Self> {
            BindingReducer(action: \.view)
            Reduce { state, action in
                if case .view(.saveTapped) = action { state.saved = true }
                return .none
            }
        }
    }

    @Test func bindingReducerAppliesBindingsCarriedByTheViewAction() {
        let store = Store(initialState: ViewActionForm.State()) { ViewActionForm() }
        store.send(.view(.set(\.name, "Ada")))
        store.send(.view(.saveTapped))
        #expect(store.name == "Ada")
        #expect(store.saved)
    }
}
