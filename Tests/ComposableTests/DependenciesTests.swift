import Composable
import Foundation
import Testing

@MainActor
struct DependenciesTests {
    @Test func aReducerReadsTheStoreDependenciesAndItsEffectSeesTheSame() async {
        let store = Store(initialState: Greeting.State()) {
            Greeting()
        } withDependencies: {
            $0.greeter = Greeter { "Hi, \($0)" }
            $0.uuid = .incrementing
        }

        await store.send(.greet("Blob")).finish()

        #expect(store.lines == ["Hi, Blob", "Hi, Blob again"])
        #expect(store.ids == [
            "00000000-0000-0000-0000-000000000000",
            "00000000-0000-0000-0000-000000000001",
        ])
    }

    @Test func aStoreWithoutOverridesUsesLiveValues() async {
        let store = Store(initialState: Greeting.State()) { Greeting() }

        await store.send(.greet("Blob")).finish()

        #expect(store.lines == ["Hello, Blob", "Hello, Blob again"])
        #expect(Set(store.ids).count == 2)
    }

    @Test func storesKeepTheirOwnDependencies() async {
        let english = Store(initialState: Greeting.State()) {
            Greeting()
        } withDependencies: {
            $0.greeter = Greeter { "Hi, \($0)" }
        }
        let french = Store(initialState: Greeting.State()) {
            Greeting()
        } withDependencies: {
            $0.greeter = Greeter { "Salut, \($0)" }
        }

        async let first: Void = english.send(.greet("Blob")).finish()
        async let second: Void = french.send(.greet("Blob")).finish()
        _ = await (first, second)

        #expect(english.lines == ["Hi, Blob", "Hi, Blob again"])
        #expect(french.lines == ["Salut, Blob", "Salut, Blob again"])
    }

    @Test func withDependenciesChangesWhatTheOperationReads() {
        @Dependency(\.greeter) var greeter

        let greeting = withDependencies {
            $0.greeter = Greeter { "Hey, \($0)" }
        } operation: {
            greeter.greet("Blob")
        }

        #expect(greeting == "Hey, Blob")
        #expect(greeter.greet("Blob") == "Hello, Blob")
    }

    @Test func withDependenciesNests() {
        @Dependency(\.greeter) var greeter
        @Dependency(\.launchCode) var launchCode

        let (inner, outer) = withDependencies {
            $0.greeter = Greeter { "Outer, \($0)" }
            $0.launchCode = 1
        } operation: {
            let inner = withDependencies {
                $0.greeter = Greeter { "Inner, \($0)" }
            } operation: {
                (greeter.greet("Blob"), launchCode)
            }
            return (inner, (greeter.greet("Blob"), launchCode))
        }

        #expect(inner == ("Inner, Blob", 1))
        #expect(outer == ("Outer, Blob", 1))
    }

    @Test func asyncWithDependenciesKeepsItsValuesAcrossSuspensions() async {
        @Dependency(\.greeter) var greeter

        let greetings = await withDependencies {
            $0.greeter = Greeter { "Later, \($0)" }
        } operation: {
            let before = greeter.greet("Blob")
            try? await Task.sleep(for: .milliseconds(1))
            let after = await Task { greeter.greet("Blob") }.value
            return [before, after]
        }

        #expect(greetings == ["Later, Blob", "Later, Blob"])
    }

    @Test func aStoreCreatedInsideWithDependenciesKeepsThemAfterwards() async {
        let store = withDependencies {
            $0.greeter = Greeter { "Scoped, \($0)" }
        } operation: {
            Store(initialState: Greeting.State()) { Greeting() }
        }

        await store.send(.greet("Blob")).finish()

        #expect(store.lines == ["Scoped, Blob", "Scoped, Blob again"])
    }

    @Test func anEffectKeepsTheDependenciesOfTheReducerThatMadeIt() async {
        let effect = withDependencies {
            $0.greeter = Greeter { "Made with, \($0)" }
        } operation: {
            Effect<String>.run { send in
                @Dependency(\.greeter) var greeter
                await send(greeter.greet("Blob"))
            }
        }
        struct Echo: Reducer {
            let effect: Effect<String>
            func reduce(into state: inout [String], action: String) -> Effect<String> {
                state.append(action)
                return action == "start" ? effect : .none
            }
        }
        let store = Store(initialState: [String]()) { Echo(effect: effect) }

        await store.send("start").finish()

        #expect(store.state == ["start", "Made with, Blob"])
    }

    @Test func dependencyOverridesAChildAndItsEffectsOnly() async {
        let store = Store(initialState: GreetingPair.State()) { GreetingPair() }

        await store.send(.parent(.greet("Blob"))).finish()
        await store.send(.child(.greet("Blob"))).finish()

        #expect(store.parent.lines == ["Hello, Blob", "Hello, Blob again"])
        #expect(store.child.lines == ["Child hello, Blob", "Child hello, Blob again"])
    }

    @Test func eachContextHasItsOwnDefault() {
        @Dependency(\.greeter) var greeter

        func greeting(in context: DependencyContext) -> String {
            withDependencies { $0.context = context } operation: { greeter.greet("Blob") }
        }

        #expect(greeting(in: .live) == "Hello, Blob")
        #expect(greeting(in: .test) == "Test hello, Blob")
        #expect(greeting(in: .preview) == "Preview hello, Blob")
    }

    @Test func aDependencyWithOnlyALiveValueWarnsWhenATestReadsIt() throws {
        let warnings = RuntimeWarningRecorder()
        let declaration = #line + 1
        @Dependency(\.launchCode) var launchCode

        let (first, second) = warnings.record {
            withDependencies {
                $0 = DependencyValues()
                $0.context = .test
            } operation: {
                (launchCode, launchCode)
            }
        }

        // The live value stands in, so the code goes on; the warning comes once.
        #expect(first == 1234 && second == 1234)
        let warning = try #require(warnings.recorded.first)
        #expect(warnings.recorded.count == 1)
        #expect(warning.message.hasPrefix("@Dependency(\\.launchCode) has no test value, but was read in a test"))
        #expect(warning.message.contains("declared at \"DependenciesTests.swift:\(declaration)\""))
        #expect(warning.message.contains("Key:   ComposableTests.LaunchCodeKey"))
        #expect(warning.message.contains("Value: Swift.Int"))
        #expect(warning.callSite.description == "DependenciesTests.swift:\(declaration)")
    }

    @Test func readingInsideWithDependenciesNeverWarns() {
        let warnings = RuntimeWarningRecorder()

        let code = warnings.record {
            withDependencies {
                $0 = DependencyValues()
                $0.context = .test
                $0.launchCode += 1
            } operation: {
                @Dependency(\.launchCode) var launchCode
                return launchCode
            }
        }

        #expect(code == 1235)
        #expect(warnings.messages.isEmpty)
    }
}
