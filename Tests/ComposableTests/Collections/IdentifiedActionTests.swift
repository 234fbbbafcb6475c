import Testing
import Composable

private typealias RowAction = IdentifiedAction<Int, String>

@Test func elementCaseKeyPathEmbedsAndExtractsIDAndAction() {
    let path: CaseKeyPath<RowAction, (id: Int, action: String)> = \.element
    #expect(path((id: 3, action: "tap")) == .element(id: 3, action: "tap"))

    let extracted = RowAction.element(id: 5, action: "swipe")[case: \.element]
    #expect(extracted?.id == 5)
    #expect(extracted?.action == "swipe")
}

@Test func idCaseKeyPathEmbedsUnderThatID() {
    let path: CaseKeyPath<RowAction, String> = \.[id: 3]
    #expect(path("tap") == .element(id: 3, action: "tap"))
}

@Test func idCaseKeyPathExtractsOnlyActionsForThatID() {
    let action = RowAction.element(id: 3, action: "tap")
    #expect(action[case: \.[id: 3]] == "tap")
    #expect(action[case: \.[id: 4]] == nil)
}

@Test func caseKeyPathsMatchInASwitch() {
    let action = RowAction.element(id: 1, action: "tap")
    switch action {
    case \.[id: 2]:
        Issue.record("matched the wrong id")
    case \.element:
        break
    default:
        Issue.record("matched nothing")
    }
    #expect(action.is(\.element))
}

@Test func idCaseKeyPathsAreEqualForTheSameID() {
    let three: CaseKeyPath<RowAction, String> = \.[id: 3]
    let threeAgain: CaseKeyPath<RowAction, String> = \.[id: 3]
    let four: CaseKeyPath<RowAction, String> = \.[id: 4]
    #expect(three == threeAgain)
    #expect(three != four)
}

@Test func patternMatchingBindsIDAndAction() {
    let action = RowAction.element(id: 7, action: "toggle")
    guard case let .element(id: id, action: child) = action else {
        Issue.record("expected an element action")
        return
    }
    #expect(id == 7)
    #expect(child == "toggle")
}

@Test func identifiedActionsCompareAndHashByIDAndAction() {
    #expect(RowAction.element(id: 1, action: "a") == .element(id: 1, action: "a"))
    #expect(RowAction.element(id: 1, action: "a") != .element(id: 2, action: "a"))
    #expect(RowAction.element(id: 1, action: "a") != .element(id: 1, action: "b"))
    #expect(Set([RowAction.element(id: 1, action: "a"), .element(id: 1, action: "a")]).count == 1)
}

/// Compiles only while `IdentifiedActionOf<R>` is `IdentifiedAction<R.State.ID, R.Action>`.
private func elementAction<R: Reducer>(
    of _: R.Type,
    id: R.State.ID,
    action: R.Action
) -> IdentifiedActionOf<R> where R.State: Identifiable {
    IdentifiedAction<R.State.ID, R.Action>.element(id: id, action: action)
}
