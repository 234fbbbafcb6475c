import Composable
import Foundation
import Testing

// These tests use the conformances that CasePathsPlugin generated for the enums in Fixtures/
// while this target was built.

@Test func caseKeyPathEmbedsAndExtractsANestedChildAction() {
    let child: CaseKeyPath<CounterFeature.Action, CounterFeature.Child.Action> = \.child
    let action = child(.increment)
    #expect(action == .child(.increment))
    #expect(action[case: \.child] == .increment)
    #expect(action[case: \.tapped] == nil)
    #expect(action.is(\.child))
    #expect(!action.is(\.tapped))
}

@Test func caseWithoutPayloadHasAVoidCasePath() {
    let tapped: CaseKeyPath<CounterFeature.Action, Void> = \.tapped
    #expect(tapped() == .tapped)
    #expect(CounterFeature.Action.tapped[case: \.tapped] != nil)
    #expect(CounterFeature.Action.child(.decrement)[case: \.tapped] == nil)
}

@Test func severalPayloadsBecomeATupleThatKeepsTheirLabels() {
    let pair: CaseKeyPath<CounterFeature.Action, (id: Int, String)> = \.pair
    let action = pair((id: 7, "seven"))
    #expect(action == .pair(id: 7, "seven"))
    let payload = action[case: \.pair]
    #expect(payload?.id == 7)
    #expect(payload?.1 == "seven")
}

@Test func singleLabeledPayloadIsTheValueItself() {
    let loaded: CaseKeyPath<CounterFeature.Action, Int> = \.loaded
    #expect(loaded(3) == .loaded(value: 3))
    #expect(CounterFeature.Action.loaded(value: 4)[case: \.loaded] == 4)
}

@Test func payloadTypesNestedInTheEnclosingFeatureWork() {
    let state: CaseKeyPath<CounterFeature.Action, CounterFeature.State> = \.state
    #expect(state(CounterFeature.State(count: 2)) == .state(CounterFeature.State(count: 2)))
    let extra: CaseKeyPath<CounterFeature.Action, CounterFeature.Extra> = \.extra
    #expect(CounterFeature.Action.extra(.init(note: "n"))[case: extra]?.note == "n")
    let many = CounterFeature.Action.many(["a": .init(count: 1)], [[1]], .failure(.init()))
    #expect(many[case: \.many]?.0["a"]?.count == 1)
    let saved: CaseKeyPath<CounterFeature.Delegate, CounterFeature.State> = \.saved
    #expect(saved(.init(count: 5)) == .saved(.init(count: 5)))
}

@Test func indirectCasesRoundTrip() {
    let again: CaseKeyPath<CounterFeature.Action, CounterFeature.Action> = \.again
    #expect(again(.tapped)[case: \.again] == .tapped)
    let sum = Expression.sum(.number(1), .negate(.number(2)))
    #expect(sum[case: \.sum]?.1 == .negate(.number(2)))
    #expect(sum[case: \.sum]?.1[case: \.negate] == .number(2))
}

@Test func casesWithBacktickedNamesHaveCasePaths() {
    let defaultPath: CaseKeyPath<CounterFeature.Action, Void> = \.default
    #expect(defaultPath() == .default)
    #expect(ReservedWords.in(3)[case: \.in] == 3)
    #expect(ReservedWords.`init`.is(\.`init`))
    #expect(!ReservedWords.default.is(\.`init`))
}

@Test func enumsInGenericTypesAndGenericEnumsHaveCasePaths() {
    let value: CaseKeyPath<Box<Int>.Action, Int> = \.value
    #expect(Box<Int>.Action.value(3)[case: value] == 3)
    #expect(Box<String>.Action.reset.is(\.reset))
    let loaded: CaseKeyPath<Loadable<String>, String> = \.loaded
    #expect(Loadable.loaded("x")[case: loaded] == "x")
    #expect(Loadable<Int>.failed(message: "no")[case: \.failed] == "no")
    let received = Pipeline<Int>.Event<String>.received(1)
    #expect(received[case: \.received] == 1)
    #expect(received[case: \.produced] == nil)
    #expect(Pipeline<Int>.Event<String>.finished(received)[case: \.finished]?.is(\.received) == true)
}

@Test func payloadsAtSeveralNestingLevelsResolve() {
    let model: CaseKeyPath<Outer.Inner.Action, Outer.Model> = \.model
    #expect(model(Outer.Model()) == .model(Outer.Model()))
    #expect(Outer.Inner.Action.state(.init())[case: \.state] == Outer.Inner.State())
}

@Test func rawValueEnumsKeepTheirRawValues() {
    let north: CaseKeyPath<Direction, Void> = \.north
    #expect(north().rawValue == "N")
    #expect(Direction.east.is(\.east))
}

@Test func closurePayloadsCanBeExtractedAndCalled() {
    let transform = Callback.transform { "\($0 * 2)" }
    #expect(transform[case: \.transform]?(21) == "42")
    let both = Callback.both(first: {}, second: 9)
    #expect(both[case: \.both]?.second == 9)
    #expect(both[case: \.run] == nil)
}

@Test func casesInIfBlocksExistInTheirConfiguration() {
    #expect(BuildMode.always.is(\.always))
    #if DEBUG
    #expect(BuildMode.debugOnly("on")[case: \.debugOnly] == "on")
    #elseif os(Linux)
    #expect(BuildMode.linuxRelease(1)[case: \.linuxRelease] == 1)
    #else
    #expect(BuildMode.otherRelease.is(\.otherRelease))
    #endif
    #if canImport(Foundation)
    #expect(FoundationOnly.available(1)[case: \.available] == 1)
    #endif
}

@Test func publicAndPackageEnumsHaveCasePaths() {
    let run: CaseKeyPath<PublicAction, Int> = \.run
    #expect(run(1) == .run(1))
    #expect(PackageAction.send("hi")[case: \.send] == "hi")
    #expect(Library.Event.opened(name: "doc")[case: \.opened] == "doc")
    _ = PublicAction.AllCasePaths()
}

@MainActor
@Test func mainActorEnumsConformToo() {
    let tap: CaseKeyPath<IsolatedAction, Int> = \.tap
    #expect(tap(1)[case: \.tap] == 1)
}

@Test func availabilityRestrictedEnumsHaveCasePaths() {
    if #available(macOS 14, iOS 17, *) {
        #expect(Modern.new(2)[case: \.new] == 2)
    }
}

@Test func handWrittenConformancesAreLeftInPlace() {
    #expect(Manual.only(1)[case: \.only] == 1)
}

@Test func caseKeyPathsMatchInSwitchStatements() {
    let action = CounterFeature.Action.child(.increment)
    switch action {
    case \.tapped: Issue.record("matched the wrong case")
    case \.child: break
    default: Issue.record("matched no case")
    }
}

@Test func payloadsOfTypesFromAnotherModuleHaveCasePaths() {
    let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    let added: CaseKeyPath<Inventory, UUID> = \.added
    #expect(Inventory.added(id)[case: added] == id)
    #expect(added(id).is(\.added))
    #expect(Inventory.added(id)[case: \.stamped] == nil)
}
