import Composable
import Testing

// These tests run the enum reducers of Fixtures/EnumReducerCaseKinds.swift: cases that hold
// plain data, marked cases, a reducer made by a case's default value, and a hand-written body.

@Test func aCaseWithADefaultValueRunsTheReducerItMakes() {
    var state = Journal.State.stepper(Stepper.State())
    _ = Journal.body.reduce(into: &state, action: .stepper(.stepTapped))
    #expect(state == .stepper(Stepper.State(count: 5)))
}

@Test func plainDataCasesKeepTheirValuesAsWrittenAndRunNothing() {
    let meeting = Meeting(minutes: 30)
    let state = Journal.State.meeting(meeting, title: "Standup")
    #expect(state.meeting?.0 == meeting)
    #expect(state.meeting?.1 == "Standup")

    // A type the target declares that is not a reducer, an optional, and a marked case.
    #expect(Journal.State.note(meeting).note == meeting)
    #expect(Journal.State.count(nil).count == .some(nil))
    #expect(Journal.State.code(7).code == 7)
    #expect(Journal.State.empty != Journal.State.code(7))
}

@Test func plainDataCasesHaveActionsThatCannotBeSent() {
    // The action cases hold `Never`: the type checker proves no value exists.
    let meeting: CaseKeyPath<Journal.Action, Never> = \.meeting
    let note: CaseKeyPath<Journal.Action, Never> = \.note
    let code: CaseKeyPath<Journal.Action, Never> = \.code
    let empty: CaseKeyPath<Journal.Action, Never> = \.empty
    #expect(Set([meeting, note, code, empty] as [PartialKeyPath<Case<Journal.Action>>]).count == 4)
}

@Test func anEphemeralCaseKeepsItsStateAndSendsItsTypesActions() {
    let banner = Banner(text: "Saved")
    #expect(Journal.State.banner(banner).banner == banner)
    let action: CaseKeyPath<Journal.Action, Banner.Action> = \.banner
    #expect(action(.closeTapped)[case: \.banner] == .closeTapped)
}

@Test func theGeneratedStateIsHashableWithPlainDataCases() {
    let meeting = Meeting(minutes: 30)
    let states: Set<Journal.State> = [
        .meeting(meeting, title: "a"), .meeting(meeting, title: "a"), .meeting(meeting, title: "b"), .empty,
    ]
    #expect(states.count == 3)
}

@MainActor
@Test func storeCaseGivesThePlainDataOfAnIgnoredCase() throws {
    let store = Store(initialState: Journal.State.meeting(Meeting(minutes: 5), title: "Retro")) {
        Journal.body
    }
    guard case let .meeting(meeting, title: title) = store.case else {
        Issue.record("expected .meeting, got \(store.case)")
        return
    }
    #expect(meeting == Meeting(minutes: 5))
    #expect(title == "Retro")

    let stepper = Store(initialState: Journal.State.stepper(Stepper.State())) { Journal.body }
    try #require(stepper.case.stepper).send(.stepTapped)
    #expect(stepper.state == .stepper(Stepper.State(count: 5)))
}

@Test func aHandWrittenBodyIsTheOneThatRuns() {
    var state = Toggler.State.stepper(Stepper.State())
    _ = Toggler.body.reduce(into: &state, action: .stepper(.stepTapped))
    #expect(state == .stepper(Stepper.State(count: 9)))
}

@Test func aHandWrittenOpaqueBodyRunsTheCaseReducerThenItsParentLogic() {
    var state = Switcher.State.stepper(Stepper.State())
    _ = Switcher.body.reduce(into: &state, action: .stepper(.stepTapped))
    #expect(state == .stepper(Stepper.State(count: 2)))
    _ = Switcher.body.reduce(into: &state, action: .stepper(.stepTapped))
    #expect(state == .idle)
}
