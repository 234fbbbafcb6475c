import ComposableTesting
import Testing

@testable import Composable

/// Case paths that are listed and reflected: `CasePathIterable`, `CasePathReflectable`,
/// `.case`, and the `Optional`, `Result` and `Never` conformances, as the original has them.
struct CasePathReflectionTests {
    enum Field: Equatable {
        case title(String)
        case body(String)
        case isLive
    }

    enum Inner: Equatable { case tapped(Int), other }
    enum Outer: Equatable { case inner(Inner), done }

    @Test func generatedAllCasePathsListsTheCasesInDeclarationOrder() {
        let paths = Array(Field.allCasePaths)
        #expect(paths == [\Case<Field>.title, \Case<Field>.body, \Case<Field>.isLive])
    }

    @Test func generatedAllCasePathsNamesTheCaseAValueIsIn() {
        #expect(Field.allCasePaths[.body("Hi")] == \Case<Field>.body)
        #expect(Field.isLive.case == \Case<Field>.isLive)
        #expect(Field.title("A").case == Field.title("B").case)
        #expect(Field.title("A").case != Field.body("A").case)
    }

    @Test func everyListedPathMatchesExactlyTheValuesOfItsCase() {
        let values: [Field] = [.title("t"), .body("b"), .isLive]
        for value in values {
            #expect(Array(Field.allCasePaths).filter { value.is($0) } == [value.case])
        }
    }

    @Test func optionalIsCasePathableWithSomeAndNone() {
        let some: Int? = 3
        let none: Int? = nil
        #expect(some[case: \.some] == 3)
        #expect(none[case: \.some] == nil)
        #expect(none[case: \.none] != nil)
        #expect(some.case == \Case<Int?>.some)
        #expect(none.case == \Case<Int?>.none)
        #expect(Array(Int?.allCasePaths) == [\Case<Int?>.none, \Case<Int?>.some])
        let embed: CaseKeyPath<Int?, Int> = \.some
        #expect(embed(5) == 5)
    }

    @Test func resultListsAndReflectsItsCases() {
        struct Failure: Error, Equatable {}
        let failure: Result<Int, Failure> = .failure(Failure())
        #expect(failure.case == \Case<Result<Int, Failure>>.failure)
        #expect(Result<Int, Failure>.success(1).case == \Case<Result<Int, Failure>>.success)
        #expect(Array(Result<Int, Failure>.allCasePaths).count == 2)
    }

    @Test func neverHasNoCasePathsAndNeverExtracts() {
        #expect(Array(Never.allCasePaths).isEmpty)
        let never = AnyCasePath<Field, Never>(\.never)
        #expect(never.extract(from: .isLive) == nil)
        #expect(never.extract(from: .title("x")) == nil)
    }

    @Test func anyCasePathInitIsTheIdentity() {
        let identity = AnyCasePath<Field, Field>()
        #expect(identity.embed(.isLive) == .isLive)
        #expect(identity.extract(from: .body("b")) == .body("b"))
        #expect(identity.debugDescription == "AnyCasePath<Field, Field>")
    }

    @Test func anyCasePathDynamicMemberAppendsTheNamedCase() {
        let tapped = AnyCasePath<Outer, Inner>(\.inner).tapped
        #expect(tapped.extract(from: .inner(.tapped(4))) == 4)
        #expect(tapped.extract(from: .inner(.other)) == nil)
        #expect(tapped.extract(from: .done) == nil)
        #expect(tapped.embed(2) == .inner(.tapped(2)))
        #expect(tapped.description == "\\.inner.tapped")
    }

    @Test func caseInitializersStartAndFollowKeyPaths() {
        let root = Case<Outer>()
        let inner = root[keyPath: \Case<Outer>.inner]
        #expect(inner.extract(from: Outer.inner(.other)) == .other)
        #expect(Case(\Case<Outer>.inner.tapped).extract(from: Outer.inner(.tapped(9))) == 9)
        let even = Case<Int>(
            embed: { (half: Int) in half * 2 },
            extract: { (number: Int) in number.isMultiple(of: 2) ? number / 2 : nil }
        )
        #expect(even.extract(from: 8) == 4)
        #expect(even.extract(from: 7) == nil)
        #expect(even.embedAny(3) as? Int == 6)
    }

    @Test func caseKeyPathMatchesInASwitchWhateverThePayload() {
        func kind(_ field: Field) -> String {
            switch field {
            case \.title: "title"
            case \.body: "body"
            default: "other"
            }
        }
        #expect(kind(.title("x")) == "title")
        #expect(kind(.body("y")) == "body")
        #expect(kind(.isLive) == "other")
    }
}
