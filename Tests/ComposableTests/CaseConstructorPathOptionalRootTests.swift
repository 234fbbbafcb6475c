import Composable
import Testing

/// `/Destination.child` where an optional root is wanted, as the original's
/// PresentationReducerTests write `try (/Destination.State.child).modify(&$0.destination)` with
/// an optional `destination`: the path looks through the optional at the enum inside.
struct CaseConstructorPathOptionalRootTests {
    enum Destination: Equatable {
        case child(Int)
        case other(Int)
    }

    @Test func aPathOnAnOptionalRootExtractsThroughTheOptional() {
        let child: AnyCasePath<Destination?, Int> = /Destination.child
        #expect(child.extract(from: .child(3)) == 3)
        #expect(child.extract(from: .other(3)) == nil)
        #expect(child.extract(from: nil) == nil)
        #expect(child.embed(4) == .child(4))
    }

    @Test func aPathOnAnOptionalRootModifiesInPlace() throws {
        var destination: Destination? = .child(1)
        try (/Destination.child).modify(&destination) { $0 += 1 }
        #expect(destination == .child(2))

        var other: Destination? = .other(1)
        #expect(throws: (any Error).self) {
            try (/Destination.child).modify(&other) { $0 += 1 }
        }
        #expect(other == .other(1))
    }

    @Test func optionalsOwnCasesStillExtract() {
        let some = /Optional<Int>.some
        #expect(some.extract(from: 3) == 3)
        #expect(some.extract(from: nil) == nil)
    }
}
