import Composable
import ComposableTesting
import ComposableUI
import Testing

/// A destination enum presented in several styles, reached with `\.destination?.case` in the
/// view, as the original spells it.
@MainActor
struct DestinationTests {
    struct Editor: Reducer {
        struct State: Equatable {
            var text = ""
        }

        enum Action: Equatable {
            case typed(String)
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .typed(text):
                    state.text = text
                    return .none
                }
            }
        }
    }

    struct Inbox: Reducer {
        struct Destination: Reducer {
            @dynamicMemberLookup
            enum State: Equatable {
                case detail(Editor.State)
                case compose(Editor.State)
                case preview(Editor.State)
                case share(ConfirmationDialogState<Share>)
            }

            enum Action: Equatable {
                case detail(Editor.Action)
                case compose(Editor.Action)
                case preview(Editor.Action)
                case share(Share)
            }

            enum Share: Equatable {
                case copyLink
            }

            var body: some ReducerOf<Self> {
                Scope(state: \.detail, action: \.detail) { Editor() }
                Scope(state: \.compose, action: \.compose) { Editor() }
                Scope(state: \.preview, action: \.preview) { Editor() }
            }
        }

        struct State: Equatable {
            @Presents var destination: Destination.State?
            var log: [String] = []
        }

        enum Action: Equatable {
            case destination(PresentationAction<Destination.Action>)
            case openTapped
            case composeTapped
            case previewTapped
            case shareTapped
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .openTapped:
                    state.destination = .detail(Editor.State(text: "Hello"))
                case .composeTapped:
                    state.destination = .compose(Editor.State())
                case .previewTapped:
                    state.destination = .preview(Editor.State(text: "Draft"))
                case .shareTapped:
                    state.destination = .share(
                        ConfirmationDialogState(titleVisibility: .visible) {
                            TextState("Share")
                        } actions: {
                            ButtonState(action: .copyLink) { TextState("Copy link") }
                        }
                    )
                case .destination(.presented(.share(.copyLink))):
                    state.log.append("copied")
                case .destination:
                    break
                }
                return .none
            }
            .ifLet(\.$destination, action: \.destination) { Destination() }
        }
    }

    struct EditorView: View {
        @Bindable var store: StoreOf<Editor>

        var body: some View {
            TextField("Text", text: $store.text.sending(\.typed))
        }
    }

    struct InboxView: View {
        @Bindable var store: StoreOf<Inbox>

        var body: some View {
            NavigationStack {
                VStack {
                    Button("Open") { store.send(.openTapped) }
                    Button("Compose") { store.send(.composeTapped) }
                    Button("Preview") { store.send(.previewTapped) }
                    Button("Share") { store.send(.shareTapped) }
                }
                .navigationDestination(item: $store.scope(state: \.destination?.detail, action: \.destination.detail)) { store in
                    EditorView(store: store)
                }
                .fullScreenCover(item: $store.scope(state: \.destination?.compose, action: \.destination.compose)) { store in
                    EditorView(store: store)
                }
                .popover(item: $store.scope(state: \.destination?.preview, action: \.destination.preview)) { store in
                    EditorView(store: store)
                }
                .confirmationDialog($store.scope(state: \.destination?.share, action: \.destination.share))
            }
        }
    }

    @Test func eachDestinationShowsInItsStyleAndGoesAwayThroughTheStore() throws {
        let store = Store(initialState: Inbox.State()) { Inbox() }
        let host = ViewHost(InboxView(store: store))

        try host.tap("Open")
        #expect(host.render() == "NavigationStack (back)\n  TextField \"Text\" = \"Hello\"")
        try host.type("Hello, world", into: "Text")
        #expect(store.withState(\.destination) == .detail(Editor.State(text: "Hello, world")))
        try host.back()
        #expect(store.withState(\.destination) == nil)

        try host.tap("Compose")
        #expect(host.render().contains("  FullScreenCover\n    TextField \"Text\" = \"\""))
        try host.dismiss()
        #expect(store.withState(\.destination) == nil)

        try host.tap("Preview")
        #expect(host.render().contains("Popover"))
        try host.dismiss()
        #expect(store.withState(\.destination) == nil)

        try host.tap("Share")
        #expect(host.texts.suffix(2) == ["Share", "Copy link"])
        try host.tap("Copy link")
        #expect(store.withState(\.destination) == nil, "a dialog goes away once answered")
        #expect(store.withState(\.log) == ["copied"])
    }

    @Test func aDestinationEnumReadsItsCasesByName() {
        let state = Inbox.Destination.State.detail(Editor.State(text: "x"))
        #expect(state.detail == Editor.State(text: "x"))
        #expect(state.compose == nil)
    }
}
