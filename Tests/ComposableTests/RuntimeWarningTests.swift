@testable import Composable
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
struct RuntimeWarningTests {
    struct Child: Reducer {
        struct State: Equatable, Identifiable {
            var id = 0
            var count = 0
        }

        enum Action {
            case increment
            case closeTapped
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .increment:
                    state.count += 1
                case .closeTapped:
                    break
                }
                return .none
            }
        }
    }

    enum ScreenState: Equatable {
        case loaded(Child.State)
        case closed
    }

    enum ScreenAction {
        case child(Child.Action)
    }

    /// Closes the screen when the child asks to.
    struct CloseOnRequest: Reducer {
        func reduce(into state: inout ScreenState, action: ScreenAction) -> Effect<ScreenAction> {
            if case .child(.closeTapped) = action { state = .closed }
            return .none
        }
    }

    /// Its `Scope` comes before the parent's reducer, as the seeds say it should.
    struct ScopeFirst: Reducer {
        var body: some Reducer<ScreenState, ScreenAction> {
            Scope(state: \.loaded, action: \.child) { Child() }
            CloseOnRequest()
        }
    }

    /// Its `Scope` comes after the parent's reducer, which may already have left the case.
    struct ScopeLast: Reducer {
        /// The line of the `Scope` below.
        static let scopeLine: UInt = #line + 3
        var body: some Reducer<ScreenState, ScreenAction> {
            CloseOnRequest()
            Scope(state: \.loaded, action: \.child) { Child() }
        }
    }

    struct OptionalParent: Reducer {
        struct State: Equatable {
            var child: Child.State?
        }

        enum Action {
            case child(Child.Action)
        }

        /// The line of the `ifLet` below.
        static let ifLetLine: UInt = #line + 2
        var body: some ReducerOf<Self> {
            EmptyReducer().ifLet(\.child, action: \.child) { Child() }
        }
    }

    struct ListParent: Reducer {
        struct State: Equatable {
            var rows: IdentifiedArrayOf<Child.State> = []
        }

        enum Action {
            case rows(IdentifiedActionOf<Child>)
        }

        /// The line of the `forEach` below.
        static let forEachLine: UInt = #line + 2
        var body: some ReducerOf<Self> {
            EmptyReducer().forEach(\.rows, action: \.rows) { Child() }
        }
    }

    struct LoadFailed: Error, CustomStringConvertible {
        var description: String { "the server said no" }
    }

    struct Loader: Reducer {
        struct State: Equatable {
            var failure: String?
        }

        enum Action {
            case loadWithoutHandler
            case loadWithHandler
            case loadIgnoringCancellation
            case failed(String)
        }

        /// The line of the first `.run` below.
        static let runLine: UInt = #line + 5
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .loadWithoutHandler:
                    return .run { _ in
                        throw LoadFailed()
                    }
                case .loadWithHandler:
                    return .run { _ in
                        throw LoadFailed()
                    } catch: { error, send in
                        await send(.failed("\(error)"))
                    }
                case .loadIgnoringCancellation:
                    return .run { _ in
                        try? await Task.sleep(for: .seconds(60))
                        throw LoadFailed()
                    }
                case let .failed(message):
                    state.failure = message
                    return .none
                }
            }
        }
    }

    @Test func scopeOverAnotherCaseWarnsWithWhereItWasComposed() throws {
        let box = RuntimeWarningRecorder()
        let store = Store(initialState: ScreenState.closed) { ScopeLast() }

        RuntimeWarningReporter.$current.withValue(RuntimeWarningReporter { w in box.append(w) }) {
            store.send(.child(.increment))
            #expect(store.state == .closed)
        }

        let warning = try #require(box.recorded.first)
        #expect(warning.message.contains("\"Scope\""))
        #expect(warning.message.contains("RuntimeWarningTests.swift:\(ScopeLast.scopeLine)"))
        #expect(warning.message.contains("different case"))
        #expect(warning.callSite.line == ScopeLast.scopeLine)
        #expect(warning.callSite.fileID.hasSuffix("RuntimeWarningTests.swift"))
        #expect(warning.description == warning.message)
    }

    @Test func scopeAfterAReduceThatLeavesTheCaseWarns() {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: ScreenState.loaded(Child.State())) { ScopeLast() }

        warnings.record { store.send(.child(.closeTapped)) }

        #expect(store.state == .closed)
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("RuntimeWarningTests.swift:\(ScopeLast.scopeLine)") == true)
    }

    @Test func scopeBeforeAReduceThatLeavesTheCaseDoesNotWarn() {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: ScreenState.loaded(Child.State())) { ScopeFirst() }

        warnings.record { store.send(.child(.closeTapped)) }

        #expect(store.state == .closed)
        #expect(warnings.messages.isEmpty)
    }

    @Test func ifLetWarnsAboutAChildActionWhileTheStateIsNil() {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: OptionalParent.State()) { OptionalParent() }

        warnings.record { store.send(.child(.increment)) }

        #expect(store.child == nil)
        #expect(warnings.messages.count == 1)
        let message = warnings.messages.first ?? ""
        // The original's words: where, what, and the action as the original writes it.
        #expect(
            message.hasPrefix(
                """
                An "ifLet" at "\(#fileID):\(OptionalParent.ifLetLine)" received a child action when child state \
                was "nil".

                  Action:
                    RuntimeWarningTests.OptionalParent.Action.child(.increment)

                This is generally considered an application logic error
                """
            )
        )
    }

    @Test func forEachWarnsAboutAnActionForAMissingID() {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: ListParent.State(rows: [Child.State(id: 1)])) { ListParent() }

        warnings.record { store.send(.rows(.element(id: 9, action: .increment))) }

        #expect(store.rows == [Child.State(id: 1)])
        #expect(warnings.messages.count == 1)
        let message = warnings.messages.first ?? ""
        #expect(
            message.hasPrefix(
                """
                A "forEach" at "\(#fileID):\(ListParent.forEachLine)" received an action for a missing element.

                  Action:
                    RuntimeWarningTests.ListParent.Action.rows(.element(id:, action: .increment))
                """
            )
        )
        #expect(message.hasSuffix(#"In SwiftUI applications, use "ForEachStore"."#))
    }

    @Test func runEffectThatThrowsWithoutAHandlerWarns() async {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: Loader.State()) { Loader() }

        await warnings.record { store.send(.loadWithoutHandler) }.finish()

        #expect(warnings.messages.count == 1)
        let message = warnings.messages.first ?? ""
        #expect(message.hasPrefix("An \"Effect.run\" returned from \"\(#fileID):\(Loader.runLine)\" threw an unhandled error."))
        #expect(message.contains("\n\n    RuntimeWarningTests.LoadFailed()\n\n"))
        #expect(store.failure == nil)
    }

    @Test func runEffectThatThrowsWithAHandlerHandsItTheErrorAndDoesNotWarn() async {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: Loader.State()) { Loader() }

        await warnings.record { store.send(.loadWithHandler) }.finish()

        #expect(warnings.messages.isEmpty)
        #expect(store.failure == "the server said no")
    }

    @Test func runEffectThatThrowsAfterBeingCancelledDoesNotWarn() async {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: Loader.State()) { Loader() }

        let task = warnings.record { store.send(.loadIgnoringCancellation) }
        task.cancel()
        await task.finish()
        await task.finish()

        #expect(task.isCancelled)
        #expect(warnings.messages.isEmpty)
    }

    @Test func reporterCanBeReplacedForAStretchOfCode() {
        let warnings = RuntimeWarningRecorder()
        let warning = RuntimeWarning(message: "a test warning", callSite: CallSite(fileID: #fileID, line: #line))

        RuntimeWarningReporter.$current.withValue(warnings.reporter) {
            warning.report()
        }

        #expect(warnings.messages == ["a test warning"])
    }

    @Test func aFileDescriptorReporterWritesOneLinePerWarning() async throws {
        let warning = RuntimeWarning(
            message: "this warning is captured by a test",
            callSite: CallSite(fileID: "Feature/Feature.swift", line: 50)
        )

        let output = try writtenToAPipe { descriptor in
            RuntimeWarningReporter.writing(toFileDescriptor: descriptor).report(warning)
        }

        let lines = output.split(separator: "\n")
        let expected = "[Composable] runtime warning at Feature.swift:50: this warning is captured by a test"
        #expect(lines.filter { $0 == expected }.count == 1)
    }

    @Test func theDefaultReporterFailsTheSwiftTestingTestThatIsRunning() {
        let warning = RuntimeWarning(
            message: "a warning raised while a test runs",
            callSite: CallSite(fileID: "Feature/Feature.swift", line: 50)
        )

        withKnownIssue {
            warning.report()
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "a warning raised while a test runs" }
                && issue.sourceLocation?.fileID == "Feature/Feature.swift"
                && issue.sourceLocation?.line == 50
        }
    }

    @Test func aPlainStoreWarningFailsTheTestThatSentTheAction() {
        let store = Store(initialState: OptionalParent.State()) { OptionalParent() }

        withKnownIssue {
            store.send(.child(.increment))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("\"ifLet\" at \"\(#fileID):\(OptionalParent.ifLetLine)\"") }
                && issue.sourceLocation?.line == Int(OptionalParent.ifLetLine)
        }
        #expect(store.child == nil)
    }

    @Test func anEffectWarningFailsTheTestThatStartedTheEffect() async {
        let store = Store(initialState: Loader.State()) { Loader() }

        await withKnownIssue {
            await store.send(.loadWithoutHandler).finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("threw an unhandled error") }
        }
    }

    @Test func theDefaultReporterWritesToItsFallbackOutsideAnyTest() async throws {
        let warning = RuntimeWarning(
            message: "a warning raised outside any test",
            callSite: CallSite(fileID: "Feature/Feature.swift", line: 51)
        )

        // A detached task inherits no task-local values, so no test is running in it, as in an app.
        // The fallback is a pipe of this test's own: standard error is shared by every test
        // running alongside, and redirecting it would take in, and could block, their writes.
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let reporter = RuntimeWarningReporter.recordingInTests(
            otherwise: .writing(toFileDescriptor: ends[1])
        )
        await Task.detached { reporter.report(warning) }.value
        close(ends[1])
        let output = readToEnd(ends[0])

        #expect(output.contains("[Composable] runtime warning at Feature.swift:51: a warning raised outside any test"))
    }

    @Test func callSiteDescribesItselfAsFileAndLine() {
        let callSite = CallSite(fileID: "Feature/Feature.swift", line: 50)
        #expect(callSite.description == "Feature.swift:50")
        #expect(callSite.fileID == "Feature/Feature.swift")
    }
}

/// Runs `body` with the write end of a new pipe, and returns what it wrote there. `body` must
/// write less than a pipe holds (64 KiB on Linux), since nothing reads until it returns.
private func writtenToAPipe(_ body: (Int32) -> Void) throws -> String {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    body(ends[1])
    close(ends[1])
    return readToEnd(ends[0])
}

/// Reads `descriptor` until every write end is closed, then closes it.
private func readToEnd(_ descriptor: Int32) -> String {
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count <= 0 { break }
        output += buffer[..<count]
    }
    close(descriptor)
    return String(decoding: output, as: UTF8.self)
}
