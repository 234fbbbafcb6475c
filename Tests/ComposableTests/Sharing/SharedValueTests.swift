import Composable
import Testing

/// `Shared` and `SharedReader` as values: locking, projections, unwrapping, read-only views.
struct SharedValueTests {
    struct User: Equatable, Identifiable {
        let id: Int
        var name: String
        var nickname: String?
    }

    @Test func copiesOfASharedValueSeeEachOthersChanges() {
        let count = Shared(value: 0)
        let copy = count

        copy.withLock { $0 += 1 }

        #expect(count.wrappedValue == 1)
    }

    @Test func withLockReturnsWhatItsOperationReturns() {
        let names = Shared(value: ["Blob"])

        let newCount = names.withLock { names -> Int in
            names.append("Blob Jr.")
            return names.count
        }

        #expect(newCount == 2)
    }

    @Test func aPropertyWrapperReadsAndLocksThroughItsProjection() {
        @Shared(value: 1) var count: Int

        $count.withLock { $0 *= 10 }

        #expect(count == 10)
        #expect($count.wrappedValue == 10)
    }

    @Test func aFieldProjectionChangesTheWholeValue() {
        let user = Shared(value: User(id: 1, name: "Blob"))
        let name: Shared<String> = user.name

        name.withLock { $0 = "Blob Sr." }

        #expect(user.wrappedValue.name == "Blob Sr.")
        #expect(name.wrappedValue == "Blob Sr.")
    }

    @Test func aReadOnlyPropertyProjectsToAReader() {
        let names = Shared(value: ["Blob"])
        let count: SharedReader<Int> = names.count

        names.withLock { $0.append("Blob Jr.") }

        #expect(count.wrappedValue == 2)
    }

    @Test func anOptionalUnwrapsToASharedValueThatWritesThrough() throws {
        let user = Shared(value: User(id: 1, name: "Blob", nickname: "B"))
        let nickname = try #require(Shared(user.nickname))

        nickname.withLock { $0 += "!" }

        #expect(user.wrappedValue.nickname == "B!")
    }

    @Test func aNilOptionalDoesNotUnwrap() {
        let user = Shared(value: User(id: 1, name: "Blob"))

        #expect(Shared(user.nickname) == nil)
        #expect(SharedReader(user.nickname) == nil)
    }

    @Test func anUnwrappedValueKeepsItsLastValueOnceTheOptionalIsNil() throws {
        let nickname = Shared<String?>(value: "B")
        let unwrapped = try #require(Shared(nickname))

        nickname.withLock { $0 = nil }

        #expect(unwrapped.wrappedValue == "B")
    }

    @Test func aReaderFollowsTheSharedValueItWasMadeFrom() {
        let count = Shared(value: 0)
        let reader = SharedReader(count)
        let doubled = count.read { $0 * 2 }

        count.withLock { $0 = 21 }

        #expect(reader.wrappedValue == 21)
        #expect(doubled.wrappedValue == 42)
    }

    @Test func equalityComparesValues() {
        #expect(Shared(value: 1) == Shared(value: 1))
        #expect(Shared(value: 1) != Shared(value: 2))
        #expect(SharedReader(value: "a") == SharedReader(value: "a"))
    }

    @Test func anIdentifiableValueGivesItsID() {
        #expect(Shared(value: User(id: 7, name: "Blob")).id == 7)
        #expect(SharedReader(value: User(id: 8, name: "Blob")).id == 8)
    }

    @Test func descriptionNamesTheTypeAndTheKey() {
        @Shared(.inMemory("count")) var count = 0

        #expect($count.description == #"Shared<Int>(.inMemory("count"))"#)
        #expect(SharedReader($count).description == #"SharedReader<Int>(.inMemory("count"))"#)
    }

    @Test func settingTheProjectionPointsEveryCopyAtTheNewReference() {
        @Shared(value: 1) var count: Int
        let copy = $count

        $count = Shared(value: 2)

        #expect(copy.wrappedValue == 2)
    }

    @Test func aSharedParameterTakesTheReferenceHandedIn() {
        func increment(@Shared count: Int) {
            $count.withLock { $0 += 1 }
        }
        let count = Shared(value: 0)

        increment($count: count)

        #expect(count.wrappedValue == 1)
    }
}
