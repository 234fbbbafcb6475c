import Composable
import Foundation
import Testing

/// `Tagged`, as the original's SyncUps uses it for its models' ids.
struct TaggedTests {
    struct Attendee: Identifiable, Codable, Equatable {
        let id: Tagged<Self, UUID>
        var name: String
    }

    struct Meeting: Identifiable {
        let id: Tagged<Self, UUID>
    }

    @Test func anIdIsItsRawValueUnderATag() {
        let id = Attendee.ID(UUID(0))
        #expect(id.rawValue == UUID(0))
        #expect(id == Attendee.ID(rawValue: UUID(0)))
        #expect(id != Attendee.ID(UUID(1)))
        #expect(Attendee.ID(UUID(0)) < Attendee.ID(UUID(1)))
        #expect(Set([id, Attendee.ID(UUID(0))]).count == 1)
        #expect(id.description == UUID(0).uuidString)
        #expect(id.coerced(to: Meeting.self) == Meeting.ID(UUID(0)))
        #expect(Tagged<Meeting, Int>(2).map { $0 * 3 } == Tagged<Meeting, Int>(6))
    }

    @Test func aNewUUIDIdIsRandom() {
        #expect(Attendee.ID() != Attendee.ID())
    }

    @Test func aUUIDIdReadsItsString() {
        #expect(Attendee.ID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef")?.rawValue == UUID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef"))
        #expect(Attendee.ID(uuidString: "deadbeef") == nil)
    }

    @Test func itEncodesAsItsRawValueAlone() throws {
        let blob = Attendee(id: Attendee.ID(UUID(0)), name: "Blob")
        let json = try JSONEncoder().encode(blob)
        #expect(String(decoding: json, as: UTF8.self).contains("\"id\":\"00000000-0000-0000-0000-000000000000\""))
        #expect(try JSONDecoder().decode(Attendee.self, from: json) == blob)
    }

    @Test func literalsMakeTaggedValues() {
        let count: Tagged<Meeting, Int> = 42
        let email: Tagged<Attendee, String> = "blob@example.com"
        #expect(count.rawValue == 42)
        #expect(email.rawValue == "blob@example.com")
    }
}
