#!/usr/bin/env python3
"""Writes a generated pattern catalogue for measuring `patterndoc test` at scale.

    Scripts/doctest-catalogue.py OUT_DOCS [--pages 100] [--revision N]

OUT_DOCS gets SUMMARY.md and one page per pattern family. Each page holds ten compiling Swift
blocks against Composable, in the mix of this repository's Docs/: six plain blocks (reducers
with State and Action, Scope, forEach over an IdentifiedArray, cancellable effects, statements
with `// Prints`), three `test` blocks with a TestStore, and one `output` block with its text.
Some pages swap a plain block for a `hidden` or `norun` one; every eighth page adds a
`fails("...")` block and every 25th a `skip("...")` one, which do not count among the compiling
blocks. Every block passes.

`--revision N` changes exactly one block (the last block of the middle page) and nothing else,
so that a run after it measures a one-block edit. The output depends only on the arguments.
"""

import argparse
import os
import sys

NOUNS = [
    "Todo", "Timer", "Profile", "Inbox", "Cart", "Player", "Search", "Settings", "Counter",
    "Reminder", "Note", "Photo", "Contact", "Order", "Ticket", "Recipe", "Workout", "Track",
    "Invoice", "Booking", "Message", "Habit", "Budget", "Lesson", "Parcel",
]


def page_name(index):
    return f"{NOUNS[index % len(NOUNS)]}{index // len(NOUNS) + 1}"


def fence(attributes, code):
    head = "```swift" + (f" {attributes}" if attributes else "")
    return f"{head}\n{code.strip()}\n```\n"


def page(index, pages, revision):
    name = page_name(index)
    row = f"{name}Row"
    lst = f"{name}List"
    counter = f"{name}Counter"
    pair = f"{name}Pair"
    loader = f"{name}Loader"
    seed = index % 7 + 2
    out = [f"# {name} patterns\n",
           f"Page {index + 1} of {pages} of a generated catalogue: a row feature, a list of rows, "
           "two scoped children and an effect that loads, each verified the way the catalogue "
           "verifies its own pages.\n"]

    out.append("## The row\n\nEach row is `Identifiable`, so the list finds it by id.\n")
    out.append(fence("", f"""
import Composable

struct {row}: Reducer {{
    struct State: Equatable, Identifiable {{
        let id: Int
        var title: String
        var isDone = false
    }}

    enum Action {{
        case toggleTapped
        case renamed(String)
        case deleteTapped
        case delegate(Delegate)

        enum Delegate {{
            case deleteRequested
        }}
    }}

    var body: some ReducerOf<Self> {{
        Reduce {{ state, action in
            switch action {{
            case .toggleTapped:
                state.isDone.toggle()
                return .none
            case let .renamed(title):
                state.title = title
                return .none
            case .deleteTapped:
                return .send(.delegate(.deleteRequested))
            case .delegate:
                return .none
            }}
        }}
    }}
}}
"""))

    out.append("## The list\n\n`forEach` runs the row reducer for the row an action names.\n")
    out.append(fence("", f"""
struct {lst}: Reducer {{
    struct State: Equatable {{
        var rows: IdentifiedArrayOf<{row}.State> = []
        var showsDone = true
    }}

    enum Action {{
        case rows(IdentifiedActionOf<{row}>)
        case addTapped(String)
        case clearDoneTapped
    }}

    var body: some ReducerOf<Self> {{
        Reduce {{ state, action in
            switch action {{
            case let .rows(.element(id: id, action: .delegate(.deleteRequested))):
                state.rows.remove(id: id)
                return .none
            case .rows:
                return .none
            case let .addTapped(title):
                let id = (state.rows.ids.max() ?? 0) + 1
                state.rows.append({row}.State(id: id, title: title))
                return .none
            case .clearDoneTapped:
                state.rows.removeAll(where: \\.isDone)
                return .none
            }}
        }}
        .forEach(\\.rows, action: \\.rows) {{
            {row}()
        }}
    }}
}}
"""))

    titles = [f"{name} item {n}" for n in range(1, 4)]
    out.append("Sending to a row through the list:\n")
    out.append(fence("output", f"""
let list = Store(initialState: {lst}.State()) {{ {lst}() }}
list.send(.addTapped("{titles[0]}"))
list.send(.addTapped("{titles[1]}"))
list.send(.addTapped("{titles[2]}"))
list.send(.rows(.element(id: 2, action: .toggleTapped)))
list.send(.rows(.element(id: 1, action: .deleteTapped)))
for row in list.rows {{
    print(row.isDone ? "[x]" : "[ ]", row.title)
}}
"""))
    out.append(f"```text\n[x] {titles[1]}\n[ ] {titles[2]}\n```\n")

    out.append("The delete request comes back as a received action:\n")
    out.append(fence("test", f"""
@MainActor
@Test func deletingA{name}RowRemovesIt() async {{
    let store = TestStore(initialState: {lst}.State(rows: [
        {row}.State(id: 1, title: "first"),
        {row}.State(id: 2, title: "second"),
    ])) {{
        {lst}()
    }}

    await store.send(.rows(.element(id: 1, action: .toggleTapped))) {{
        $0.rows[id: 1]?.isDone = true
    }}
    await store.send(.rows(.element(id: 2, action: .deleteTapped)))
    await store.receive(\\.rows[id: 2].delegate.deleteRequested) {{
        $0.rows.remove(id: 2)
    }}
    await store.send(.clearDoneTapped) {{
        $0.rows = []
    }}
}}
"""))

    out.append("## Two scoped children\n\n`Scope` runs a child on a part of the parent's state.\n")
    out.append(fence("", f"""
struct {counter}: Reducer {{
    struct State: Equatable {{
        var count = {seed}
        var step = 1
    }}

    enum Action {{
        case incrementTapped
        case decrementTapped
        case stepChanged(Int)
    }}

    var body: some ReducerOf<Self> {{
        Reduce {{ state, action in
            switch action {{
            case .incrementTapped:
                state.count += state.step
            case .decrementTapped:
                state.count -= state.step
            case let .stepChanged(step):
                state.step = max(1, step)
            }}
            return .none
        }}
    }}
}}

struct {pair}: Reducer {{
    struct State: Equatable {{
        var left = {counter}.State()
        var right = {counter}.State()
        var total: Int {{ left.count + right.count }}
    }}

    enum Action {{
        case left({counter}.Action)
        case right({counter}.Action)
        case resetTapped
    }}

    var body: some ReducerOf<Self> {{
        Scope(state: \\.left, action: \\.left) {{ {counter}() }}
        Scope(state: \\.right, action: \\.right) {{ {counter}() }}
        Reduce {{ state, action in
            if case .resetTapped = action {{
                state.left = {counter}.State()
                state.right = {counter}.State()
            }}
            return .none
        }}
    }}
}}
"""))

    out.append(fence("test", f"""
@MainActor
@Test func the{name}PairScopesEachChild() async {{
    let store = TestStore(initialState: {pair}.State()) {{ {pair}() }}

    await store.send(.left(.incrementTapped)) {{ $0.left.count = {seed + 1} }}
    await store.send(.right(.stepChanged(3))) {{ $0.right.step = 3 }}
    await store.send(.right(.decrementTapped)) {{ $0.right.count = {seed - 3} }}
    await store.send(.resetTapped) {{
        $0.left.count = {seed}
        $0.right = {counter}.State()
    }}
}}
"""))

    out.append("## An effect that loads\n\nThe load is cancellable, so a second tap replaces the first.\n")
    out.append(fence("", f"""
struct {loader}: Reducer {{
    struct State: Equatable {{
        var isLoading = false
        var items: [String] = []
    }}

    enum Action {{
        case loadTapped
        case loaded([String])
        case cancelTapped
    }}

    enum CancelID {{ case load }}

    var body: some ReducerOf<Self> {{
        Reduce {{ state, action in
            switch action {{
            case .loadTapped:
                state.isLoading = true
                return .run {{ send in
                    let items = (1...{seed}).map {{ "{name} \\($0)" }}
                    await send(.loaded(items))
                }}
                .cancellable(id: CancelID.load, cancelInFlight: true)
            case let .loaded(items):
                state.isLoading = false
                state.items = items
                return .none
            case .cancelTapped:
                state.isLoading = false
                return .cancel(id: CancelID.load)
            }}
        }}
    }}
}}
"""))

    loaded = ", ".join(f'"{name} {n}"' for n in range(1, seed + 1))
    out.append(fence("test", f"""
@MainActor
@Test func the{name}LoaderReceivesItsItems() async {{
    let store = TestStore(initialState: {loader}.State()) {{ {loader}() }}

    await store.send(.loadTapped) {{ $0.isLoading = true }}
    await store.receive(\\.loaded) {{
        $0.isLoading = false
        $0.items = [{loaded}]
    }}
}}
"""))

    variant = index % 4
    total = seed * 2 + 1
    statements = f"""
let pair = Store(initialState: {pair}.State()) {{ {pair}() }}
pair.send(.left(.incrementTapped))
print(pair.total)  // Prints "{total}"
"""
    if variant == 0:
        out.append("Setup the reader does not need to see:\n")
        out.append(fence("hidden", statements))
    elif variant == 1:
        out.append("A program that would run until stopped is compiled, not run:\n")
        out.append(fence("norun", f"""
let ticking = Store(initialState: {pair}.State()) {{ {pair}() }}
while ticking.total < Int.max {{
    ticking.send(.left(.incrementTapped))
}}
"""))
    else:
        out.append("The total reads both children:\n")
        out.append(fence("", statements))

    if index % 8 == 3:
        out.append("A row has no such action, and the compiler says so:\n")
        out.append(fence('fails("has no member \'archiveTapped\'")', f"""
let broken = Store(initialState: {row}.State(id: 1, title: "x")) {{ {row}() }}
broken.send(.archiveTapped)
"""))
    if index % 25 == 7:
        out.append("Syncing needs a server:\n")
        out.append(fence('skip("needs a network connection")', f"""
let server = URL(string: "https://example.com/{name.lower()}")!
let (data, _) = try await URLSession.shared.data(from: server)
"""))

    edited = revision if index == pages // 2 else 0
    out.append("## Reading the list\n\nDerived state is a computed property over the rows.\n")
    out.append(fence("", f"""
extension {lst}.State {{
    static let revision = {edited}

    var openCount: Int {{ rows.filter {{ !$0.isDone }}.count }}
    var doneTitles: [String] {{ rows.filter(\\.isDone).map(\\.title) }}
}}
"""))
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("docs")
    parser.add_argument("--pages", type=int, default=100)
    parser.add_argument("--revision", type=int, default=0)
    args = parser.parse_args()
    if args.pages < 1:
        sys.exit("doctest-catalogue.py: --pages must be at least 1")
    os.makedirs(args.docs, exist_ok=True)
    summary = ["# Summary\n"]
    for index in range(args.pages):
        name = page_name(index)
        write_if_changed(os.path.join(args.docs, f"{name}.md"), page(index, args.pages, args.revision))
        summary.append(f"- [{name} patterns]({name}.md)")
    write_if_changed(os.path.join(args.docs, "SUMMARY.md"), "\n".join(summary) + "\n")


def write_if_changed(path, text):
    # A page rewritten with the same text keeps its modification time, as an editor that
    # saves one page leaves the others alone.
    try:
        with open(path, encoding="utf-8") as existing:
            if existing.read() == text:
                return
    except FileNotFoundError:
        pass
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


if __name__ == "__main__":
    main()
