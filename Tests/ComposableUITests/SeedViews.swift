import Composable
import ComposableUI

// The seeds' views, as the seeds write them, with `import ComposableUI` for `import SwiftUI`.

struct CounterView: View {
    let store: StoreOf<Counter>

    var body: some View {
        HStack {
            Button {
                store.send(.decrementButtonTapped)
            } label: {
                Image(systemName: "minus")
            }

            Text("\(store.count)")
                .monospacedDigit()

            Button {
                store.send(.incrementButtonTapped)
            } label: {
                Image(systemName: "plus")
            }
        }
    }
}

struct BindingFormView: View {
    @Bindable var store: StoreOf<BindingForm>

    var body: some View {
        Form {
            TextField("Type here", text: $store.text)

            Toggle("Disable other controls", isOn: $store.toggleIsOn)

            Stepper(
                "Max slider value: \(store.stepCount)",
                value: $store.stepCount,
                in: 0...100
            )

            Slider(value: $store.sliderValue, in: 0...Double(store.stepCount))
        }
    }
}

struct SettingsView: View {
    @Bindable var store: StoreOf<Settings>

    var body: some View {
        Toggle(
            "Notifications",
            isOn: $store.notificationsEnabled.sending(\.toggleNotifications)
        )

        Stepper(
            "\(store.count)",
            value: $store.count.sending(\.stepperChanged)
        )
    }
}

struct TodoRowView: View {
    let store: StoreOf<Todo>

    var body: some View {
        HStack {
            Button {
                store.send(.checkboxTapped)
            } label: {
                Image(systemName: store.isComplete ? "checkmark.square" : "square")
                Text(store.title)
            }
        }
    }
}

struct TodosView: View {
    let store: StoreOf<Todos>

    var body: some View {
        List {
            ForEach(
                store.scope(state: \.todos, action: \.todos)
            ) { store in
                TodoRowView(store: store)
            }
        }
    }
}

struct FilteredTodosView: View {
    let store: StoreOf<Todos>

    var body: some View {
        List {
            ForEach(
                store.scope(state: \.filteredTodos, action: \.todos)
            ) { store in
                TodoRowView(store: store)
            }
        }
    }
}

struct TwoCountersView: View {
    let store: StoreOf<TwoCounters>

    var body: some View {
        VStack {
            CounterView(
                store: store.scope(state: \.counter1, action: \.counter1)
            )

            CounterView(
                store: store.scope(state: \.counter2, action: \.counter2)
            )
        }
    }
}

struct OptionalCounterView: View {
    let store: StoreOf<OptionalCounter>

    var body: some View {
        VStack {
            if let store = store.scope(state: \.counter, action: \.counter) {
                CounterView(store: store)
            } else {
                Text("Counter not loaded")
            }

            Button("Toggle Counter") {
                store.send(.toggleCounterButtonTapped)
            }
        }
    }
}

struct AnimatedCounterView: View {
    let store: StoreOf<Counter>

    var body: some View {
        Text("\(store.count)")
            .font(.largeTitle)
            .animation(.spring(), value: store.count)
    }
}

struct FeatureView: View {
    let store: StoreOf<Feature>

    var body: some View {
        VStack {
            // Content
        }
        .task {
            await store.send(.view(.runTasks)).finish()
        }
        .onAppear {
            store.send(.view(.onAppear))
        }
    }
}

struct FileListView: View {
    let store: StoreOf<FileListFeature>

    var body: some View {
        List {
            ForEach(store.files, id: \.self) { name in
                Text(name)
            }
        }
    }
}

struct DiagnosticView: View {
    let store: StoreOf<DiagnosticFeature>

    var body: some View {
        VStack {
            Text(store.status)
            Button("Refresh") { store.send(.refreshTapped) }
        }
    }
}

struct MainView: View {
    @Bindable var store: StoreOf<MainFeature>

    var body: some View {
        TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
            FileListView(
                store: store.scope(state: \.fileList, action: \.fileList)
            )
            .tabItem { Label("Files", systemImage: "film.stack") }
            .tag(MainFeature.State.Tab.files)

            DiagnosticView(
                store: store.scope(state: \.diagnostic, action: \.diagnostic)
            )
            .tabItem { Label("Account", systemImage: "person.circle") }
            .tag(MainFeature.State.Tab.account)
        }
    }
}
