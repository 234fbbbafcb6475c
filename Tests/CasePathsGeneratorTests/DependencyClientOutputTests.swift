import Testing

@testable import SwiftSource

@Test func aDependencyClientGetsAnInitWithEveryEndpointUnimplementedAndLabelledMethods() {
    let result = generate("""
        struct APIClient: DependencyClient {
            var fetch: @Sendable (_ id: Int) async throws -> String
            var log: @Sendable (String) -> Void = { _ in }
        }
        """)
    let expected = #"""
        extension APIClient {
            init() {
                self.fetch = { _ in
                    Self.reportUnimplementedEndpoint("fetch")
                    throw Composable.Unimplemented("fetch")
                }
                let _log = self.log
                self.log = { p0 in
                    Self.reportUnimplementedEndpoint("log")
                    return _log(p0)
                }
            }

            func fetch(id p0: Int) async throws -> String {
                try await self.fetch(p0)
            }
        }
        """#
    #expect(result.source.contains(expected))
    #expect(result.dependencyClients == ["APIClient"])
    #expect(result.warnings.isEmpty)
    #expect(result.source.contains("import Composable"))
}

@Test func unimplementedEndpointsReturnNothingNilOrThrowAsTheirTypeAllows() {
    let result = generate("""
        struct Client: DependencyClient {
            var save: (Int) async -> Void
            var find: @Sendable (String, Int) -> String?
            var zero: () -> ()
            var last: () async -> Void
        }
        """)
    #expect(result.source.contains("""
                self.save = { _ in
                    Self.reportUnimplementedEndpoint("save")
                }
        """))
    #expect(result.source.contains("""
                self.find = { _, _ in
                    Self.reportUnimplementedEndpoint("find")
                    return nil
                }
        """))
    #expect(result.source.contains("""
                self.zero = {
                    Self.reportUnimplementedEndpoint("zero")
                }
        """))
    #expect(result.source.contains("self.last = {"))
    #expect(!result.source.contains("func save("))
}

@Test func anEndpointThatReturnsAValueWithoutADefaultIsWarnedAboutAtItsLine() {
    let result = generate("""
        struct Flags: DependencyClient {
            var isOn: () -> Bool
        }
        """)
    #expect(result.warnings.count == 1)
    #expect(result.warnings.first?.line == 2)
    #expect(result.warnings.first?.message.contains("give it a default value, such as '= { <#Bool#> }'") == true)
    #expect(result.source.contains("fatalError("))
}

@Test func storedPropertiesThatAreNotEndpointsBecomeParametersOfTheInit() {
    let result = generate("""
        public struct Storage: DependencyClient {
            public var baseURL: String
            var retries: Int = 3
            var token: String?
            let version = 2
            static let shared = 1
            var computed: Int { 1 }
            public var load: @Sendable (_ key: String, _ into: inout [UInt8]) throws -> Void
        }
        """)
    #expect(result.source.contains("public init(baseURL: String, retries: Int = 3, token: String? = nil) {"))
    #expect(result.source.contains("self.baseURL = baseURL"))
    #expect(!result.source.contains("self.version"))
    #expect(!result.source.contains("self.computed"))
    #expect(result.source.contains("""
            public func load(key p0: String, into p1: inout [UInt8]) throws -> Void {
                try self.load(p0, &p1)
            }
        """))
}

@Test func aClientTheGeneratedFileCannotExtendIsSkippedWithAWarning() {
    let result = generate("""
        private struct Hidden: DependencyClient {
            var run: () -> Void
        }
        enum NotAStruct: DependencyClient {}
        struct Empty: DependencyClient {
            var name: String
        }
        """)
    #expect(result.dependencyClients.isEmpty)
    #expect(result.warnings.map(\.line) == [1, 4, 5])
    #expect(result.warnings[0].message.contains("visible only in its own file"))
    #expect(result.warnings[1].message.contains("only a struct"))
    #expect(result.warnings[2].message.contains("has no endpoint"))
}

@Test func aNestedClientInsideAnIfIsExtendedByItsQualifiedNameInTheSameCondition() {
    let result = generate("""
        #if DEBUG
        enum Feature {
            struct Client: Composable.DependencyClient {
                @MainActor var present: @MainActor (_ message: String) -> Void
            }
        }
        #endif
        """)
    #expect(result.source.contains("#if DEBUG\nextension Feature.Client {"))
    #expect(result.source.contains("@MainActor func present(message p0: String) -> Void {"))
}

@Test func closureTypesAreCutIntoAttributesParametersEffectsAndResult() throws {
    let type = try #require(ClosureType(parsing: "@Sendable @MainActor (_ id: Int, [String: Int], @autoclosure () -> Bool) async throws(MyError) -> Result<Int, Error>"))
    #expect(type.attributes == ["@Sendable", "@MainActor"])
    #expect(type.parameters.map(\.name) == ["id", nil, nil])
    #expect(type.parameters.map(\.type) == ["Int", "[String: Int]", "@autoclosure () -> Bool"])
    #expect(type.parameters[2].isAutoclosure)
    #expect(type.isAsync)
    #expect(type.throwing == .typed("MyError"))
    #expect(type.result == "Result<Int, Error>")
    #expect(ClosureType(parsing: "(() -> Void)?") == nil)
    #expect(ClosureType(parsing: "String") == nil)
}

@Test func aPublicClientGetsAPublicMemberwiseInitThatAnotherModuleCanCall() {
    let result = generate("""
        public struct AuthClient: DependencyClient, Sendable {
            public var login: @Sendable (_ email: String) async throws -> Bool
            public var token: String? 
            public var logout: @Sendable () -> Void = {}
        }
        """)
    // Swift's memberwise init is internal, and an extension may not declare it again: the
    // public one ends with an unnamed `Void` parameter that has a default.
    #expect(result.source.contains("""
            public init(login: @escaping @Sendable (_ email: String) async throws -> Bool, \
        token: String? = nil, logout: @escaping @Sendable () -> Void = {}, _: Void = ()) {
                self.login = login
                self.token = token
                self.logout = logout
            }
        """))
    let internalClient = generate("""
        struct Client: DependencyClient {
            var fetch: () async throws -> Int
        }
        """)
    #expect(!internalClient.source.contains("_: Void = ()"))
}
