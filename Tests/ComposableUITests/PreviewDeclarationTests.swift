import Composable
import ComposableUI
import Testing

/// `#Preview` is spelled `private let preview = Preview { … }` here: the value keeps its title,
/// builds its views only when mounted, and may declare local state as SwiftUI's macro allows.
private let counterPreview = Preview("Counter at three") {
    @Shared(.inMemory("previewCount")) var count = 3
    PreviewCounter(count: count)
}

private let untitledPreview = Preview {
    Text("Untitled")
}

private struct PreviewCounter: View {
    let count: Int

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") {}
        }
    }
}

private struct GreeterApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Welcome")
        }
    }
}

@MainActor
struct PreviewDeclarationTests {
    @Test func aPreviewKeepsItsTitleAndMountsWhatItsBodyBuilds() throws {
        #expect(counterPreview.name == "Counter at three")
        #expect(untitledPreview.name == nil)

        let host = counterPreview.host()
        #expect(host.texts == ["Count: 3", "Increment"])
        try host.tap("Increment")
        #expect(untitledPreview.host().texts == ["Untitled"])
    }

    @Test func eachHostOfAPreviewBuildsItsViewsAnew() {
        let first = counterPreview.host()
        let second = counterPreview.host()
        #expect(first !== second)
        #expect(first.texts == second.texts)
    }

    @Test func anAppsWindowIsWhatItsSceneMounts() {
        let host = ViewHost(GreeterApp().body)
        #expect(host.texts == ["Welcome"])
    }
}
