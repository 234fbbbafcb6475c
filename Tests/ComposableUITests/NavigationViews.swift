import Composable
import ComposableUI

struct PageView: View {
    let store: StoreOf<Page>

    var body: some View {
        VStack {
            Text("\(store.title): \(store.ticks) ticks")
            NavigationLink("Next after \(store.title)", state: Page.State(id: store.id + 1, title: "Page \(store.id + 1)"))
            Button("Close \(store.title)") { store.send(.closeTapped) }
        }
        .navigationTitle(store.title)
        .onAppear { store.send(.onAppear) }
    }
}

struct LibraryView: View {
    @Bindable var store: StoreOf<Library>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            VStack {
                NavigationLink("Open page 1", state: Page.State(id: 1, title: "Page 1"))
                Button("Reset") { store.send(.resetTapped) }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Settings") { store.send(.settingsTapped) }
                }
            }
        } destination: { store in
            PageView(store: store)
        }
        .sheet(item: $store.scope(state: \.settings, action: \.settings)) { store in
            PageView(store: store)
        }
        .alert($store.scope(state: \.alert, action: \.alert))
    }
}
