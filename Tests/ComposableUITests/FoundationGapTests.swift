import Composable
import ComposableUI
import Foundation
import Testing

/// What the original's apps ask of Apple's Foundation and UIKit that Linux's lacks, and a view
/// bound to shared state.
@MainActor
struct FoundationGapTests {
    private struct SignUp: Equatable {
        var email = ""
    }

    private struct EmailForm: View {
        let shared: Shared<SignUp>

        var body: some View {
            @Binding(shared) var signUp: SignUp
            TextField("Email", text: $signUp.email)
        }
    }

    @Test func aBindingToASharedValueWritesThroughToEveryHolder() throws {
        let signUp = Shared(value: SignUp())
        let host = ViewHost(EmailForm(shared: signUp))

        try host.type("blob@example.com", into: "Email")

        #expect(signUp.wrappedValue.email == "blob@example.com")
    }

    @Test func notificationsPostedAfterTheSequenceIsMadeArriveInOrder() async {
        let center = NotificationCenter()
        let name = UIApplication.userDidTakeScreenshotNotification
        var notifications = center.notifications(named: name).makeAsyncIterator()

        center.post(name: name, object: nil)
        center.post(name: Notification.Name("Other"), object: nil)
        center.post(name: name, object: "second")

        #expect(await notifications.next()?.object == nil)
        #expect(await notifications.next()?.object as? String == "second")
    }

    @Test func responseBytesAreHandedOutInOrder() async throws {
        var received: [UInt8] = []
        for try await byte in URLSession.AsyncBytes(Data([1, 2, 3])) {
            received.append(byte)
        }
        #expect(received == [1, 2, 3])
    }
}

private struct ActivityIndicator: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

@MainActor
struct UIViewRepresentableTests {
    @Test func aWrappedUIKitViewShowsAsItsNameAmongTheOtherViews() {
        let host = ViewHost(VStack {
            Text("Loading")
            ActivityIndicator()
        })
        #expect(host.render().contains("UIView(ActivityIndicator)"))
        #expect(host.html().contains(#"<div class="cui-platform-view">UIView(ActivityIndicator)</div>"#))
    }
}
