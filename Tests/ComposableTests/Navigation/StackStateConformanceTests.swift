import Composable
import ComposableTesting
import Foundation
import Testing

/// `StackState` as a collection you can replace parts of, encode, and print, as the original's:
/// new elements get new ids, ids are not encoded, and the descriptions read as the original's.
@MainActor
struct StackStateConformanceTests {
    @Test func replacingASubrangeGivesTheNewScreensNewIDs() {
        var path: StackState<String> = ["List", "Detail", "Edit"]

        path.replaceSubrange(1..<2, with: ["Photo", "Map"])

        #expect(Array(path) == ["List", "Photo", "Map", "Edit"])
        #expect(path.ids == [0, 3, 4, 2])
        #expect(path[id: 1] == nil)
        #expect(path[id: 3] == "Photo")
    }

    @Test func aScreenEqualToTheOneItReplacesStillGetsANewID() {
        var path: StackState<String> = ["List", "Detail"]

        path.replaceSubrange(1..<2, with: ["Detail"])

        #expect(Array(path) == ["List", "Detail"])
        #expect(path.ids == [0, 2])
    }

    @Test func theRangeReplaceableOperationsGoThroughReplaceSubrange() {
        var path: StackState<String> = ["List", "Edit"]

        path.insert("Detail", at: 1)
        #expect(Array(path) == ["List", "Detail", "Edit"])
        #expect(path.ids == [0, 2, 1])

        let removed = path.remove(at: 0)
        #expect(removed == "List")
        #expect(path.ids == [2, 1])

        path.append(contentsOf: ["Share", "Done"])
        #expect(Array(path) == ["Detail", "Edit", "Share", "Done"])
        #expect(path.ids == [2, 1, 3, 4])

        path.removeSubrange(1..<3)
        #expect(Array(path) == ["Detail", "Done"])
        #expect(path.ids == [2, 4])
    }

    struct Screens: Reducer {
        struct State: Equatable {
            var path: StackState<String> = []
        }

        enum Action {
            case replaceTop(String)
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .replaceTop(screen):
                    state.path.replaceSubrange((state.path.count - 1)..<state.path.count, with: [screen])
                    return .none
                }
            }
        }
    }

    @Test func inATestStoreTheNewIDsComeFromTheTestsGenerator() async {
        let store = TestStore(initialState: Screens.State(path: ["List", "Detail"])) { Screens() }

        await store.send(.replaceTop("Edit")) {
            $0.path.replaceSubrange(1..<2, with: ["Edit"])
            #expect($0.path.ids == [0, 2])
        }
        #expect(store.state.path[id: 2] == "Edit")
    }

    @Test func aStackEncodesItsScreensWithoutIDs() throws {
        var path: StackState<String> = ["List", "Detail", "Edit"]
        path.removeFirst()

        let json = String(decoding: try JSONEncoder().encode(path), as: UTF8.self)

        #expect(json == #"["Detail","Edit"]"#)
    }

    @Test func aDecodedStackNumbersItsScreensAfresh() throws {
        let decoded = try JSONDecoder().decode(StackState<String>.self, from: Data(#"["Detail","Edit"]"#.utf8))

        #expect(Array(decoded) == ["Detail", "Edit"])
        #expect(decoded.ids == [0, 1])
    }

    @Test func aDecodedStackTakesItsIDsFromTheDependencysGenerator() throws {
        let decoded = try withDependencies {
            $0.stackElementID = .incrementing()
            _ = $0.stackElementID()
            _ = $0.stackElementID()
        } operation: {
            try JSONDecoder().decode(StackState<String>.self, from: Data(#"["Detail","Edit"]"#.utf8))
        }

        #expect(decoded.ids == [2, 3])
    }

    @Test func theDescriptionIsTheScreensAsAnArray() {
        let path: StackState<String> = ["List", "Detail"]

        #expect(path.description == #"["List", "Detail"]"#)
        #expect("\(path)" == #"["List", "Detail"]"#)
        #expect(StackState<Int>().description == "[]")
    }

    @Test func theDebugDescriptionIsTheTypeAndTheScreensByID() {
        let path: StackState<String> = ["List", "Detail"]
        var numbers: StackState<Int> = [1, 2, 3]
        numbers.removeFirst()

        #expect(path.debugDescription == #"StackState<String>([#0: "List", #1: "Detail"])"#)
        #expect(String(reflecting: numbers) == "StackState<Int>([#1: 2, #2: 3])")
        #expect(StackState<Int>().debugDescription == "StackState<Int>([:])")
    }

    @Test func anIDsDebugDescriptionIsItsNumber() {
        let id: StackElementID = 7

        #expect(id.debugDescription == "#7")
        #expect(String(reflecting: id) == "#7")
    }
}
