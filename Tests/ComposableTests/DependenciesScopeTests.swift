import Composable
import ComposableTesting
import Foundation
import Testing

private struct Prepared: DependencyKey, Sendable {
    var value: Int
    static let liveValue = Prepared(value: 0)
}

private struct PreparedTwice: DependencyKey, Sendable {
    var value: Int
    static let liveValue = PreparedTwice(value: 0)
}

/// A client that is its own key, read by type.
struct Speech: TestDependencyKey, Sendable {
    var say: @Sendable (String) -> String
    static let testValue = Speech { "test: \($0)" }
}

final class ParentModel {
    @Dependency(\.date) var date

    func makeChild() -> ChildModel {
        withDependencies(from: self) { ChildModel() }
    }
}

final class ChildModel {
    @Dependency(\.date) var date
}

final class PlainModel {}

struct DependenciesScopeTests {
    @Test func preparedDependenciesAreTheDefaultsEveryLaterReadSees() {
        withDependencies { $0 = DependencyValues() } operation: {
            prepareDependencies { $0[Prepared.self] = Prepared(value: 42) }

            @Dependency(Prepared.self) var prepared
            let inATask = withDependencies { _ in } operation: { prepared.value }
            #expect(prepared.value == 42)
            #expect(inATask == 42)
        }
    }

    @Test func preparingADependencyThatWasReadLeavesItAndWarns() {
        let warnings = RuntimeWarningRecorder()

        withDependencies { $0 = DependencyValues() } operation: {
            @Dependency(PreparedTwice.self) var prepared
            #expect(prepared.value == 0)
            warnings.record {
                prepareDependencies { $0[PreparedTwice.self] = PreparedTwice(value: 1) }
            }
            #expect(prepared.value == 0)
        }

        #expect(warnings.messages.first?.contains("has already been accessed or prepared") == true)
    }

    @Test func aPreparationCanReadAndChangeTheSameDependency() {
        withDependencies { $0 = DependencyValues() } operation: {
            prepareDependencies { $0[Prepared.self].value += 5 }
            @Dependency(Prepared.self) var prepared
            #expect(prepared.value == 5)
        }
    }

    @Test func escapedDependenciesComeBackInWorkThatLostThem() async {
        let continuation = withDependencies {
            $0.date = .constant(Date(timeIntervalSince1970: 1))
        } operation: {
            withEscapedDependencies { $0 }
        }

        let now = await Task.detached {
            continuation.yield {
                @Dependency(\.date.now) var now
                return now
            }
        }.value
        let later = await continuation.yield {
            try? await Task.sleep(for: .zero)
            @Dependency(\.date.now) var now
            return now
        }

        #expect(now == Date(timeIntervalSince1970: 1))
        #expect(later == Date(timeIntervalSince1970: 1))
    }

    @Test func aChildModelMadeFromItsParentGetsTheParentsDependencies() {
        let parent = withDependencies {
            $0.date = .constant(Date(timeIntervalSince1970: 2))
        } operation: {
            ParentModel()
        }

        let child = parent.makeChild()

        #expect(parent.date.now == Date(timeIntervalSince1970: 2))
        #expect(child.date.now == Date(timeIntervalSince1970: 2))
    }

    @Test func withDependenciesFromAModelChangesWhatItSays() async {
        let parent = withDependencies {
            $0.date = .constant(Date(timeIntervalSince1970: 2))
            $0.uuid = .incrementing
        } operation: {
            ParentModel()
        }

        let child = await withDependencies(from: parent) {
            $0.date = .constant(Date(timeIntervalSince1970: 3))
        } operation: {
            await Task.yield()
            return ChildModel()
        }

        #expect(child.date.now == Date(timeIntervalSince1970: 3))
    }

    @Test func aModelWithoutDependenciesWarns() {
        let warnings = RuntimeWarningRecorder()

        let value = warnings.record {
            withDependencies(from: PlainModel()) { 1 }
        }

        #expect(value == 1)
        #expect(warnings.messages.first?.contains("'PlainModel', which has no dependencies to hand on") == true)
    }

    @Test func aDependencyCanBeReadByItsKeyType() {
        @Dependency(Speech.self) var speech

        let said = withDependencies {
            $0 = DependencyValues.test
        } operation: {
            speech.say("hi")
        }
        let overridden = withDependencies {
            $0[Speech.self] = Speech { "set: \($0)" }
        } operation: {
            speech.say("hi")
        }

        #expect(said == "test: hi")
        #expect(overridden == "set: hi")
    }

    @Test func liveTestAndPreviewValuesNameTheirContext() {
        #expect(DependencyValues.live.context == .live)
        #expect(DependencyValues.test.context == .test)
        #expect(DependencyValues.preview.context == .preview)
    }

    @Test(.dependency(\.date, .constant(Date(timeIntervalSince1970: 4))))
    func aTestTraitSetsADependency() {
        @Dependency(\.date.now) var now
        @Dependency(\.context) var context
        #expect(now == Date(timeIntervalSince1970: 4))
        #expect(context == .test)
    }

    @Test(.dependency(Speech { "trait: \($0)" }))
    func aTestTraitSetsADependencyThatIsItsOwnKey() {
        @Dependency(Speech.self) var speech
        #expect(speech.say("hi") == "trait: hi")
    }

    @Test(.dependencies {
        $0.uuid = .incrementing
        $0.date = .constant(Date(timeIntervalSince1970: 5))
    })
    func aTestTraitSetsSeveralDependencies() {
        @Dependency(\.uuid) var uuid
        @Dependency(\.date.now) var now
        #expect(uuid() == UUID(0))
        #expect(uuid() == UUID(1))
        #expect(now == Date(timeIntervalSince1970: 5))
    }

    @Test(.dependencies)
    func theBareTraitStartsFreshInTheTestContext() {
        @Dependency(Speech.self) var speech
        #expect(speech.say("hi") == "test: hi")
    }
}

@Suite(.dependency(\.date, .constant(Date(timeIntervalSince1970: 6))))
struct DependenciesSuiteTraitTests {
    @Test func aSuiteTraitReachesItsTests() {
        @Dependency(\.date.now) var now
        #expect(now == Date(timeIntervalSince1970: 6))
    }

    @Test(.dependency(\.date, .constant(Date(timeIntervalSince1970: 7))))
    func aTestTraitChangesWhatItsSuiteSet() {
        @Dependency(\.date.now) var now
        #expect(now == Date(timeIntervalSince1970: 7))
    }
}
