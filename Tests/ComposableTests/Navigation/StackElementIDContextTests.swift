import Composable
import ComposableTesting
import Testing

/// Stack element ids count from 0 in each set of dependency defaults and context, as the
/// original's `\.stackElementID` does: a test's code outside any store has one sequence, and a
/// block that sets `context = .live` has another, starting again from 0.
struct StackElementIDContextTests {
    @Test func aBlockThatSetsTheLiveContextCountsFromZeroAgain() {
        // Fresh values stand for a test's own: a test process's values whose context nobody set.
        withDependencies { $0 = DependencyValues() } operation: {
            @Dependency(\.stackElementID) var stackElementID
            #expect(stackElementID.peek().generation == 0)
            #expect(stackElementID.next().customDumpDescription == "#0")
            #expect(stackElementID.peek().generation == 1)
            #expect(stackElementID.next().customDumpDescription == "#1")

            withDependencies {
                $0.context = .live
            } operation: {
                #expect(stackElementID.next().customDumpDescription == "#0")
                #expect(stackElementID.next().customDumpDescription == "#1")
            }

            // Back outside, the first sequence goes on where it was.
            #expect(stackElementID.next().customDumpDescription == "#2")
        }
    }

    @Test func eachSetOfLiveValuesHasItsOwnSequence() {
        func firstTwo(_ values: DependencyValues) -> [StackElementID] {
            withDependencies { $0 = values } operation: {
                @Dependency(\.stackElementID) var stackElementID
                return [stackElementID.next(), stackElementID.next()]
            }
        }

        #expect(firstTwo(.live) == [0, 1])
        #expect(firstTwo(.live) == [0, 1])
    }

    @Test func theLiveDefaultIsSharedByTheValuesThatReadIt() {
        withDependencies { $0 = DependencyValues.live } operation: {
            @Dependency(\.stackElementID) var stackElementID
            _ = stackElementID.next()
            withDependencies { $0.uuid = .incrementing } operation: {
                // Other dependencies set: the same defaults, so the same sequence.
                #expect(stackElementID.next() == 1)
            }
        }
    }
}
