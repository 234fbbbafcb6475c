import Composable
import ComposableTesting
import Foundation
import Testing

/// A client in the spelling the docs teach: the plugin writes `init()` and `fetch(id:)`.
struct NumberClient: DependencyClient, Sendable {
    var fetch: @Sendable (_ id: Int) async throws -> String
    var log: @Sendable (String) -> Void = { _ in }
    var count: @Sendable () -> Int = { 0 }
    var lookup: @Sendable (_ name: String, _ into: inout [String]) -> String?
    var reset: @Sendable () async -> Void
}

extension NumberClient: TestDependencyKey {
    static let testValue = NumberClient()
}

extension DependencyValues {
    var numberClient: NumberClient {
        get { self[NumberClient.self] }
        set { self[NumberClient.self] = newValue }
    }
}

/// A client with a stored property that is not an endpoint: it becomes the init's parameter.
struct EndpointWithSettings: DependencyClient {
    var baseURL: String
    var load: @Sendable (_ path: String) throws -> String
}

struct NumberFeature: Reducer {
    struct State: Equatable {
        var fact: String?
    }

    enum Action: Equatable {
        case load(Int)
        case loaded(String)
    }

    @Dependency(\.numberClient) var numberClient

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .load(id):
                return .run { send in
                    await send(.loaded(try await numberClient.fetch(id: id)))
                } catch: { _, send in
                    await send(.loaded("failed"))
                }
            case let .loaded(fact):
                state.fact = fact
                return .none
            }
        }
    }
}

@MainActor
struct DependenciesClientTests {
    @Test func callingAnUnimplementedThrowingEndpointReportsItAndThrowsUnimplemented() async {
        let warnings = RuntimeWarningRecorder()
        let client = NumberClient()

        await warnings.recordAwaiting {
            await #expect(throws: Unimplemented.self) { try await client.fetch(1) }
        }

        #expect(warnings.messages == ["Unimplemented: 'NumberClient.fetch'"])
    }

    @Test func anEndpointWithADefaultReportsAndRunsTheDefault() {
        let warnings = RuntimeWarningRecorder()
        let client = NumberClient()

        let count = warnings.record {
            client.log("ignored")
            return client.count()
        }

        #expect(count == 0)
        #expect(warnings.messages == ["Unimplemented: 'NumberClient.log'", "Unimplemented: 'NumberClient.count'"])
    }

    @Test func unimplementedEndpointsReturnNilOrNothingWhenTheyCannotThrow() async {
        let warnings = RuntimeWarningRecorder()
        let client = NumberClient()
        var names: [String] = []

        let found = await warnings.recordAwaiting {
            await client.reset()
            return client.lookup("Blob", &names)
        }

        #expect(found == nil)
        #expect(warnings.messages == ["Unimplemented: 'NumberClient.reset'", "Unimplemented: 'NumberClient.lookup'"])
    }

    @Test func labelledMethodsCallTheEndpointsWithTheirArguments() async throws {
        var client = NumberClient()
        client.fetch = { "\($0) is odd" }
        client.lookup = { name, names in
            names.append(name)
            return name.uppercased()
        }
        var names: [String] = []

        #expect(try await client.fetch(id: 3) == "3 is odd")
        #expect(client.lookup(name: "blob", into: &names) == "BLOB")
        #expect(names == ["blob"])
    }

    @Test func theMemberwiseInitializerIsKept() async throws {
        let client = NumberClient(
            fetch: { "\($0)" },
            lookup: { _, _ in nil },
            reset: {}
        )

        #expect(try await client.fetch(id: 7) == "7")
    }

    @Test func storedPropertiesThatAreNotEndpointsAreParametersOfTheGeneratedInit() {
        let warnings = RuntimeWarningRecorder()
        let client = EndpointWithSettings(baseURL: "https://example.com")

        warnings.record {
            #expect(throws: Unimplemented.self) { try client.load(path: "/") }
        }

        #expect(client.baseURL == "https://example.com")
        #expect(warnings.messages == ["Unimplemented: 'EndpointWithSettings.load'"])
    }

    @Test func aTestThatReachesAnEndpointItDidNotSetFailsNamingIt() async {
        let store = TestStore(initialState: NumberFeature.State()) { NumberFeature() }

        await withKnownIssue {
            await store.send(.load(1))
            await store.receive(.loaded("failed")) { $0.fact = "failed" }
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "Unimplemented: 'NumberClient.fetch'" }
        }
    }

    @Test func aTestThatSetsTheEndpointPasses() async {
        let store = TestStore(initialState: NumberFeature.State()) {
            NumberFeature()
        } withDependencies: {
            $0.numberClient.fetch = { "\($0) is the loneliest number" }
        }

        await store.send(.load(1))
        await store.receive(.loaded("1 is the loneliest number")) { $0.fact = "1 is the loneliest number" }
    }
}
