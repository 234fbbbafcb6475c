import ComposableUI
import Testing

/// `UIApplication.shared.sendAction(_:to:from:for:)`, as the original's TicTacToe sends
/// `resignFirstResponder` before it submits a form: headless, the action is recorded and the
/// button's work goes on.
@MainActor
struct SendActionTests {
    struct CodeForm: View {
        @State var code = ""
        @State var submitted = false

        var body: some View {
            Form {
                TextField("1234", text: $code)
                Button("Submit") {
                    UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
                    submitted = true
                }
                if submitted {
                    Text("Submitted")
                }
            }
        }
    }

    @Test func aButtonThatResignsTheKeyboardRecordsTheActionAndGoesOn() throws {
        UIApplication.shared.removeOpenedURLs()
        let host = ViewHost(CodeForm())

        try host.type("1234", into: "1234")
        try host.tap("Submit")

        #expect(UIApplication.shared.sentActions == [.resignFirstResponder])
        #expect(host.texts.contains("Submitted"))
    }

    @Test func noResponderHandlesAnActionOnLinux() {
        let handled = UIApplication.shared.sendAction(Selector("copy:"), to: nil, from: nil, for: nil)

        #expect(handled == false)
        #expect(UIApplication.shared.sentActions.last == Selector("copy:"))
        UIApplication.shared.removeOpenedURLs()
        #expect(UIApplication.shared.sentActions.isEmpty)
    }

    @Test func aSelectorIsItsMethodsName() {
        let literal: Selector = "resignFirstResponder"

        #expect(literal == Selector("resignFirstResponder"))
        #expect(literal == .resignFirstResponder)
        #expect(Selector("copy:").description == "copy:")
        #expect(Selector("copy:") != .resignFirstResponder)
    }
}
