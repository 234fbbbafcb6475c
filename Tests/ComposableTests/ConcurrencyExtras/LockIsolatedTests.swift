import Composable
import Testing

struct LockIsolatedTests {
    @Test func concurrentIncrementsThroughWithValueAreNeverLost() async {
        let counter = LockIsolated(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask {
                    for _ in 0..<100 { counter.withValue { $0 += 1 } }
                }
            }
        }
        #expect(counter.value == 10_000)
    }

    @Test func withValueReturnsWhatTheClosureReturnsAndKeepsTheChange() {
        let names = LockIsolated(["Blob"])
        let count = names.withValue { names -> Int in
            names.append("Blob Jr.")
            return names.count
        }
        #expect(count == 2)
        #expect(names.value == ["Blob", "Blob Jr."])
    }

    @Test func aThrowingWithValueStillKeepsTheChangesMadeBeforeTheThrow() {
        struct Stop: Error {}
        let value = LockIsolated(1)
        #expect(throws: Stop.self) {
            try value.withValue { value in
                value = 2
                throw Stop()
            }
        }
        #expect(value.value == 2)
    }

    @Test func setValueReplacesAndDynamicMemberReadsAProperty() {
        let settings = LockIsolated(["a": 1])
        settings.setValue(["a": 1, "b": 2])
        #expect(settings.count == 2)
        #expect(settings.value["b"] == 2)
    }

    @Test func theLockIsRecursiveSoWithValueMayReadTheValueAgain() {
        let value = LockIsolated(1)
        let seenInside = value.withValue { current -> Int in
            current += 1
            return value.value
        }
        // The change is written back when the closure returns, so inside it the old value shows.
        #expect(seenInside == 1)
        #expect(value.value == 2)
    }

    @Test func anActorIsolatedValueChangesThroughTheActor() async {
        let events = ActorIsolated<[String]>([])
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask { await events.withValue { $0.append("\(index)") } }
            }
        }
        #expect(await events.value.count == 50)
        await events.setValue([])
        #expect(await events.value.isEmpty)
    }

    @Test func uncheckedSendableWrapsReadsAndWritesThroughDynamicMembers() {
        struct Point {
            var x = 0
        }
        var wrapped = UncheckedSendable(Point())
        wrapped.x = 3
        #expect(wrapped.value.x == 3)
        #expect(wrapped.wrappedValue.x == 3)
        #expect(UncheckedSendable(1) == UncheckedSendable(1))
    }
}
