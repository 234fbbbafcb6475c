import Composable
import Testing

struct AnyHashableSendableTests {
    @Test func equalityAndHashingFollowTheWrappedValue() {
        #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
        #expect(AnyHashableSendable(1) != AnyHashableSendable(2))
        #expect(AnyHashableSendable(1) != AnyHashableSendable("1"))
        let set: Set<AnyHashableSendable> = [1, 1, "1", true]
        #expect(set.count == 3)
    }

    @Test func wrappingAnAnyHashableSendableDoesNotNestIt() {
        let id = AnyHashableSendable("row")
        let again = AnyHashableSendable(id)
        #expect(again == id)
        #expect(again.base is String)
    }

    @Test func literalsAndDescriptionsShowTheWrappedValue() {
        let id: AnyHashableSendable = "deadbeef"
        #expect(id.description == "deadbeef")
        #expect(id.debugDescription == #"AnyHashableSendable("deadbeef")"#)
        let number: AnyHashableSendable = 1.5
        #expect(number.base as? Double == 1.5)
    }

    @Test func itCanKeyACancellableEffect() async {
        struct CancelID: Hashable, Sendable {
            let id: AnyHashableSendable
        }
        #expect(CancelID(id: AnyHashableSendable(1)) == CancelID(id: 1))
        #expect(CancelID(id: AnyHashableSendable(1)) != CancelID(id: AnyHashableSendable(2)))
    }
}
