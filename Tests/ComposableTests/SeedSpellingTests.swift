import Composable
import Testing

/// The seed documents' features (in `SeedFeatures.swift`), run through a `Store` to show that
/// they compile with only `import Composable` and behave as the documents say.
@MainActor
struct SeedSpellingTests {
    // MARK: - Reducers

    @Test func twoCountersScopeEachCounterToItsOwnState() {
        let store = Store(initialState: TwoCounters.State()) { TwoCounters() }

        store.send(.counter1(.incrementButtonTapped))
        store.send(.counter1(.incrementButtonTapped))
        store.send(.counter2(.decrementButtonTapped))

        #expect(store.counter1.count == 2)
        #expect(store.counter2.count == -1)
    }

    @Test func todosForEachRunsTheTodoReducerOnTheAddressedRow() {
        let store = Store(
            initialState: Todos.State(todos: [Todo.State(id: 1), Todo.State(id: 2)])
        ) {
            Todos()
        }

        store.send(.todos(.element(id: 2, action: .toggleCompleted)))

        #expect(store.todos[id: 1]?.isComplete == false)
        #expect(store.todos[id: 2]?.isComplete == true)
    }

    @Test func optionalCounterRunsTheCounterOnlyWhileItIsThere() {
        let store = Store(initialState: OptionalCounter.State()) { OptionalCounter() }

        store.send(.toggleCounterButtonTapped)
        store.send(.counter(.incrementButtonTapped))
        #expect(store.counter == Counter.State(count: 1))

        store.send(.toggleCounterButtonTapped)
        #expect(store.counter == nil)
    }

    @Test func fileListRemovesTheFileARowDeletes() {
        let files: IdentifiedArrayOf<FileCellFeature.State> = [
            FileCellFeature.State(file: File(fileId: 1, name: "a.txt")),
            FileCellFeature.State(file: File(fileId: 2, name: "b.txt")),
        ]
        let store = Store(initialState: FileListFeature.State(files: files)) { FileListFeature() }

        store.send(.files(.element(id: 1, action: .deleteButtonTapped)))

        #expect(store.files.ids == [2])
    }

    @Test func authenticationRequiredIsForwardedUpThroughEachDelegate() {
        var state = AppFeature.State()
        state.main.fileList.files = [FileCellFeature.State(file: File(fileId: 7, name: "c.txt"))]
        let store = Store(initialState: state) { AppFeature() }

        store.send(.main(.fileList(.files(.element(id: 7, action: .downloadFailedUnauthorized)))))

        #expect(store.isShowingLogin)
    }

    @Test func enumStateScopeRunsTheChildInTheLoadedCase() async {
        let store = Store(initialState: Feature.State.unloaded) { Feature() }

        await store.send(.load).finish()
        #expect(store.state == .loaded(Child.State()))

        store.send(.child(.dataLoaded(["x", "y"])))
        #expect(store.state == .loaded(Child.State(data: ["x", "y"])))
    }

    // MARK: - Views

    @Test func scopedChildStoreSendsThroughTheParent() {
        let store = Store(initialState: TwoCounters.State()) { TwoCounters() }

        let counter1 = store.scope(state: \.counter1, action: \.counter1)
        let counter2 = store.scope(state: \.counter2, action: \.counter2)
        counter1.send(.incrementButtonTapped)

        #expect(counter1.count == 1)
        #expect(counter2.count == 0)
        #expect(store.counter1.count == 1)
    }

    @Test func childFeatureStoreScopedInTheViewSendsThroughTheParent() {
        let store = Store(initialState: ParentFeature.State()) { ParentFeature() }

        let child = store.scope(state: \.child, action: \.child)
        child.send(.toggled)

        #expect(child.isOn)
        #expect(store.child.isOn)
        #expect(store.childToggles == 1)
    }

    @Test func ifLetScopeYieldsAStoreOnlyWhileTheCounterIsLoaded() {
        let store = Store(initialState: OptionalCounter.State()) { OptionalCounter() }
        #expect(store.scope(state: \.counter, action: \.counter) == nil)

        store.send(.toggleCounterButtonTapped)
        if let child = store.scope(state: \.counter, action: \.counter) {
            child.send(.incrementButtonTapped)
            #expect(child.count == 1)
        } else {
            Issue.record("The counter was toggled on, but scoping to it gave nil.")
        }
        #expect(store.counter?.count == 1)
    }

    @Test func filteredRowStoreUpdatesTheMatchingRowOfTheParent() throws {
        var state = Todos.State(
            todos: [
                Todo.State(id: 1, description: "Milk"),
                Todo.State(id: 2, description: "Eggs", isComplete: true),
                Todo.State(id: 3, description: "Bread"),
            ]
        )
        state.filter = .active
        let store = Store(initialState: state) { Todos() }

        let rows = store.scope(state: \.filteredTodos, action: \.todos)
        #expect(rows.map { $0.description } == ["Milk", "Bread"])

        let bread = try #require(rows[id: 3])
        bread.send(.toggleCompleted)

        #expect(store.todos[id: 3]?.isComplete == true)
        #expect(store.todos[id: 1]?.isComplete == false)
        #expect(store.todos[id: 2]?.isComplete == true)
        #expect(store.scope(state: \.filteredTodos, action: \.todos).ids == [1])
    }
}
