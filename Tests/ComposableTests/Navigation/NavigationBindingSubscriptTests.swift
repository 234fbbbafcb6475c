@_spi(Internals) import Composable
import Testing

/// The store subscripts behind the original's navigation bindings (`@_spi(Internals)` there and
/// here): a stack's path, and a presented child, as a view writes them.
@MainActor
struct NavigationBindingSubscriptTests {
    struct Stack: Reducer {
        struct State: Equatable {
            var path = StackState<Int>()
        }

        enum Action {
            case path(StackAction<Int, Never>)
        }

        var body: some ReducerOf<Self> {
            EmptyReducer()
                .forEach(\.path, action: \.path) { EmptyReducer<Int, Never>() }
        }
    }

    /// The same feature without its `forEach`: a push changes nothing.
    struct UnintegratedStack: Reducer {
        struct State: Equatable {
            var path = StackState<Int>()
        }

        enum Action {
            case path(StackAction<Int, Never>)
        }

        var body: some ReducerOf<Self> { EmptyReducer() }
    }

    @Test func writingALongerPathPushesAndAShorterOnePops() {
        let store = Store(initialState: Stack.State()) { Stack() }
        let pathStore = store.scope(state: \.path, action: \.path)
        var path = pathStore[fileID: "file.swift", filePath: "/file.swift", line: 1, column: 1]
        path.append(StackState<Int>.Component(id: 0, element: 42))
        pathStore[fileID: "file.swift", filePath: "/file.swift", line: 1, column: 1] = path
        #expect(store.path.ids == [0] && store.path[id: 0] == 42)

        pathStore[fileID: "file.swift", filePath: "/file.swift", line: 1, column: 1] = .init()
        #expect(store.path.isEmpty)
    }

    @Test func writingAPathOfTheSameLengthIsReportedAtTheBinding() {
        let store = Store(initialState: UnintegratedStack.State()) { UnintegratedStack() }
        let warnings = RuntimeWarningRecorder()
        warnings.record {
            store.scope(state: \.path, action: \.path)[fileID: "file.swift", filePath: "/file.swift", line: 1, column: 1] = .init()
        }
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.hasPrefix(
            """
            A navigation stack binding at "file.swift:1" was written to with a path that has the \
            same number of elements that already exist in the store.
            """
        ) == true)
    }

    struct Detail: Reducer {
        struct State: Equatable {}
        enum Action { case tapped }
        var body: some ReducerOf<Self> { EmptyReducer() }
    }

    struct Parent: Reducer {
        struct State: Equatable {
            @Presents var detail: Detail.State?
        }

        enum Action {
            case detail(PresentationAction<Detail.Action>)
        }

        var body: some ReducerOf<Self> {
            EmptyReducer()
                .ifLet(\.$detail, action: \.detail) { Detail() }
        }
    }

    struct UnintegratedParent: Reducer {
        struct State: Equatable {
            @Presents var detail: Detail.State?
        }

        enum Action {
            case detail(PresentationAction<Detail.Action>)
        }

        var body: some ReducerOf<Self> { EmptyReducer() }
    }

    @Test func writingNilToAPresentationDismissesTheChild() {
        let store = Store(initialState: Parent.State(detail: Detail.State())) { Parent() }
        #expect(store[id: nil, state: \.detail, action: \.detail, isInViewBody: false, fileID: "f.swift", filePath: "/f.swift", line: 1, column: 1] != nil)
        store[id: nil, state: \.detail, action: \.detail, isInViewBody: false, fileID: "f.swift", filePath: "/f.swift", line: 1, column: 1] = nil
        #expect(store.detail == nil)
    }

    @Test func aDismissalTheReducerDoesNotApplyIsReportedAtTheBinding() {
        let store = Store(initialState: UnintegratedParent.State(detail: Detail.State())) { UnintegratedParent() }
        let warnings = RuntimeWarningRecorder()
        warnings.record {
            store[id: nil, state: \.detail, action: \.detail, isInViewBody: false, fileID: "file.swift", filePath: "/file.swift", line: 1, column: 1] = nil
        }
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.hasPrefix(
            """
            A binding at "file.swift:1" was set to "nil", but the store destination wasn't nil'd out.
            """
        ) == true)
    }

    @Test func aDismissalOfAnotherChildThanTheOnePresentedSendsNothing() {
        let store = Store(initialState: UnintegratedParent.State(detail: Detail.State())) { UnintegratedParent() }
        let warnings = RuntimeWarningRecorder()
        warnings.record {
            store[id: AnyHashable(1), state: \.detail, action: \.detail, isInViewBody: false, fileID: "file.swift", filePath: "/file.swift", line: 1, column: 1] = nil
        }
        #expect(warnings.messages.isEmpty)
    }

    @Test func aPathViewListsTheElementsWithTheirIDs() {
        let stack = StackState(["a", "b"])
        #expect(stack.path.map(\.id) == [0, 1])
        #expect(stack.path.map(\.element) == ["a", "b"])
        let label: _HashableStaticString = "file.swift"
        #expect(label.description == "file.swift" && label == "file.swift")
    }
}
