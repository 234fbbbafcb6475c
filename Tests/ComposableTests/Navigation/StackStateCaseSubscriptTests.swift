import Composable
import Testing

@MainActor
struct StackStateCaseSubscriptTests {
    enum Element: Equatable {
        case int(Int)
        case text(String)
    }

    @Test func theCaseSubscriptChangesAScreenInPlaceAndNilPopsIt() {
        var stack = StackState<Element>([.int(42), .text("a")])
        let (first, second) = (stack.ids[0], stack.ids[1])

        stack[id: first, case: \.int]? += 1
        stack[id: second, case: \.text]?.append("b")

        #expect(stack[id: first] == .int(43))
        #expect(stack[id: second] == .text("ab"))
        #expect(stack[id: first, case: \.int] == 43)
        #expect(stack[id: first, case: \.text] == nil)

        stack[id: second, case: \.text] = nil
        #expect(Array(stack) == [.int(43)])
        stack[id: first, case: \.int] = nil
        #expect(stack.isEmpty)
    }

    @Test func writingAnotherCaseThroughTheCaseSubscriptChangesNothingAndWarns() {
        var stack = StackState<Element>([.int(42)])
        let id = stack.ids[0]
        let warnings = RuntimeWarningRecorder()

        warnings.record {
            stack[id: id, case: \.text]?.append("!")
            stack[id: id, case: \.text] = nil
        }

        #expect(Array(stack) == [.int(42)])
        #expect(warnings.messages == [#"Can't modify unrelated case "int""#, #"Can't modify unrelated case "int""#])
    }

    @Test func writingAScreenThatIsNotOnTheStackWarnsWithoutACaseName() {
        var stack = StackState<Element>([.int(42)])
        let warnings = RuntimeWarningRecorder()

        warnings.record {
            stack[id: 999, case: \.int] = 1
        }

        #expect(Array(stack) == [.int(42)])
        #expect(warnings.messages == ["Can't modify unrelated case"])
    }
}
