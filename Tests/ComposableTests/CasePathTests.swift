import Composable
import Testing

struct CasePathTests {
    enum Grandchild: Equatable {
        case tapped
        case renamed(String)
    }

    enum Child: Equatable {
        case tapped
        case grandchild(Grandchild)
    }

    enum Action: Equatable {
        case child(Child)
        case reset
        case move(from: Int, to: Int)
        case pair(Int, String)
    }

    @Test func caseKeyPathEmbedsAPayloadWhenCalled() {
        let path: CaseKeyPath<Action, Child> = \.child
        #expect(path(.tapped) == .child(.tapped))
    }

    @Test func caseKeyPathOfAVoidCaseEmbedsWithNoArgument() {
        let path: CaseKeyPath<Action, Void> = \.reset
        #expect(path() == .reset)
    }

    @Test func caseSubscriptExtractsThePayloadOfThatCaseOnly() {
        let action = Action.child(.tapped)
        #expect(action[case: \.child] == .tapped)
        #expect(Action.reset[case: \.child] == nil)
        #expect(Action.reset[case: \.reset] != nil)
    }

    @Test func isMatchesTheCaseWhateverItsPayload() {
        #expect(Action.child(.tapped).is(\.child))
        #expect(Action.child(.grandchild(.tapped)).is(\.child))
        #expect(!Action.reset.is(\.child))
        #expect(Action.reset.is(\.reset))
    }

    @Test func caseKeyPathsMatchInASwitch() {
        func name(of action: Action) -> String {
            switch action {
            case \.child: "child"
            case \.reset: "reset"
            case \.move: "move"
            default: "other"
            }
        }
        #expect(name(of: .child(.tapped)) == "child")
        #expect(name(of: .reset) == "reset")
        #expect(name(of: .move(from: 0, to: 1)) == "move")
        #expect(name(of: .pair(1, "a")) == "other")
    }

    @Test func labeledPayloadsExtractAsALabeledTuple() throws {
        let path: CaseKeyPath<Action, (from: Int, to: Int)> = \.move
        #expect(path((from: 2, to: 5)) == .move(from: 2, to: 5))

        let payload = try #require(Action.move(from: 3, to: 4)[case: \.move])
        #expect(payload.from == 3)
        #expect(payload.to == 4)
    }

    @Test func unlabeledPayloadsExtractAsATuple() throws {
        let path: CaseKeyPath<Action, (Int, String)> = \.pair
        #expect(path((1, "one")) == .pair(1, "one"))

        let payload = try #require(Action.pair(2, "two")[case: \.pair])
        #expect(payload.0 == 2)
        #expect(payload.1 == "two")
    }

    @Test func nestedCaseKeyPathsReachThroughEachLevel() {
        let path: CaseKeyPath<Action, Grandchild> = \.child.grandchild
        #expect(path(.renamed("x")) == .child(.grandchild(.renamed("x"))))

        #expect(Action.child(.grandchild(.tapped))[case: \.child.grandchild] == .tapped)
        #expect(Action.child(.tapped)[case: \.child.grandchild] == nil)
        #expect(Action.child(.grandchild(.renamed("y"))).is(\.child.grandchild.renamed))
        #expect(!Action.child(.grandchild(.tapped)).is(\.child.grandchild.renamed))
    }

    @Test func anyCasePathFromAKeyPathEmbedsAndExtracts() {
        let child = AnyCasePath(\Case<Action>.child)
        #expect(child.embed(.tapped) == .child(.tapped))
        #expect(child.extract(from: .child(.tapped)) == .tapped)
        #expect(child.extract(from: .reset) == nil)

        let grandchild = AnyCasePath<Action, Grandchild>(\.child.grandchild)
        #expect(grandchild.embed(.tapped) == .child(.grandchild(.tapped)))
        #expect(grandchild.extract(from: .child(.grandchild(.renamed("z")))) == .renamed("z"))
    }

    @Test func appendedCasePathsComposeEmbedAndExtract() {
        let child = AnyCasePath<Action, Child>(\.child)
        let grandchild = AnyCasePath<Child, Grandchild>(\.grandchild)
        let path = child.appending(grandchild)

        #expect(path.embed(.tapped) == .child(.grandchild(.tapped)))
        #expect(path.extract(from: .child(.tapped)) == nil)
        #expect(path.extract(from: .child(.grandchild(.tapped))) == .tapped)
    }

    @Test func caseKeyPathsToTheSameCaseAreEqualAndHashAlike() {
        let first: CaseKeyPath<Action, Child> = \.child
        let second: CaseKeyPath<Action, Child> = \.child
        let nested: CaseKeyPath<Action, Grandchild> = \.child.grandchild
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set<AnyKeyPath>([first, second, nested]).count == 2)
    }

    @Test func settingThroughTheCaseSubscriptReplacesThePayloadOnlyInThatCase() {
        var action = Action.child(.tapped)
        action[case: \.child] = .grandchild(.tapped)
        #expect(action == .child(.grandchild(.tapped)))
        action[case: \.child] = nil
        #expect(action == .child(.grandchild(.tapped)))

        var other = Action.reset
        other[case: \.child] = .tapped
        #expect(other == .reset)

        action[case: \.child.grandchild] = .renamed("deep")
        #expect(action == .child(.grandchild(.renamed("deep"))))
    }

    @Test func modifyChangesThePayloadInPlaceOrWarnsInAnotherCase() {
        var action = Action.pair(1, "one")
        let result = action.modify(\.pair) { pair -> Int in
            pair.0 += 1
            return pair.0
        }
        #expect(result == 2)
        #expect(action == .pair(2, "one"))

        let warnings = RuntimeWarningRecorder()
        var reset = Action.reset
        let none: Int? = warnings.record { reset.modify(\.pair) { $0.0 } }
        #expect(none == nil)
        #expect(reset == .reset)
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("modify(\\.pair)") == true)
    }
}
