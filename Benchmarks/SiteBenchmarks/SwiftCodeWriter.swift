import Foundation

/// Writes Swift code blocks shaped like the docs' own: features with state, actions and a
/// reducer body, tests that step a `TestStore` through them, and short programs that print.
/// The code is never compiled; it only has to look, and highlight, like real code.
struct SwiftCodeWriter {
    /// One property of a feature's state, with the action that changes it and how a test
    /// and a program exercise that action.
    struct Field {
        var name: String
        var type: String
        var initial: String
        var actionCase: String
        var pattern: String
        var mutation: String
        var sent: String
        var expectation: String
        var printed: String
        var output: String
    }

    static let fields: [Field] = [
        Field(
            name: "count", type: "Int", initial: "0", actionCase: "incrementTapped",
            pattern: "case .incrementTapped:", mutation: "state.count += 1", sent: ".incrementTapped",
            expectation: "$0.count = 1", printed: "store.count", output: "1"
        ),
        Field(
            name: "title", type: "String", initial: "\"Untitled\"", actionCase: "titleChanged(String)",
            pattern: "case let .titleChanged(title):", mutation: "state.title = title",
            sent: ".titleChanged(\"Draft\")", expectation: "$0.title = \"Draft\"", printed: "store.title",
            output: "Draft"
        ),
        Field(
            name: "isEnabled", type: "Bool", initial: "false", actionCase: "toggleTapped",
            pattern: "case .toggleTapped:", mutation: "state.isEnabled.toggle()", sent: ".toggleTapped",
            expectation: "$0.isEnabled = true", printed: "store.isEnabled", output: "true"
        ),
        Field(
            name: "items", type: "[String]", initial: "[]", actionCase: "itemAdded(String)",
            pattern: "case let .itemAdded(item):", mutation: "state.items.append(item)",
            sent: ".itemAdded(\"Milk\")", expectation: "$0.items = [\"Milk\"]", printed: "store.items",
            output: "[\"Milk\"]"
        ),
        Field(
            name: "progress", type: "Double", initial: "0.25", actionCase: "progressReported(Double)",
            pattern: "case let .progressReported(progress):", mutation: "state.progress = min(1, max(0, progress))",
            sent: ".progressReported(0.5)", expectation: "$0.progress = 0.5", printed: "store.progress",
            output: "0.5"
        ),
        Field(
            name: "selection", type: "Int?", initial: "nil", actionCase: "rowSelected(Int)",
            pattern: "case let .rowSelected(row):", mutation: "state.selection = row",
            sent: ".rowSelected(3)", expectation: "$0.selection = 3", printed: "store.selection ?? -1",
            output: "3"
        ),
        Field(
            name: "isLoading", type: "Bool", initial: "false", actionCase: "refreshPulled",
            pattern: "case .refreshPulled:", mutation: "state.isLoading = true", sent: ".refreshPulled",
            expectation: "$0.isLoading = true", printed: "store.isLoading", output: "true"
        ),
        Field(
            name: "query", type: "String", initial: "\"\"", actionCase: "queryChanged(String)",
            pattern: "case let .queryChanged(query):",
            mutation: "state.query = query.trimmingCharacters(in: .whitespaces)",
            sent: ".queryChanged(\"swift \")", expectation: "$0.query = \"swift\"", printed: "store.query",
            output: "swift"
        ),
        Field(
            name: "errorMessage", type: "String?", initial: "nil", actionCase: "failed(String)",
            pattern: "case let .failed(message):", mutation: "state.errorMessage = \"Failed: \\(message)\"",
            sent: ".failed(\"offline\")", expectation: "$0.errorMessage = \"Failed: offline\"",
            printed: "store.errorMessage ?? \"\"", output: "Failed: offline"
        ),
        Field(
            name: "volume", type: "Int", initial: "5", actionCase: "volumeLowered",
            pattern: "case .volumeLowered:", mutation: "state.volume = max(0, state.volume - 1)",
            sent: ".volumeLowered", expectation: "$0.volume = 4", printed: "store.volume", output: "4"
        ),
    ]

    static let featureNames = [
        "Counter", "Scoreboard", "Match", "FileBrowser", "Editor", "Settings", "Inbox", "Timer",
        "Playlist", "SearchBar", "Profile", "Checkout", "TodoList", "Player", "Downloads", "Sidebar",
    ]

    /// A feature and the fields it was made of, so that later blocks can exercise it.
    struct Feature {
        var name: String
        var fields: [Field]
    }

    /// A reducer with 2 to 4 state properties and their actions.
    static func feature(_ random: inout SeededGenerator) -> (feature: Feature, code: String) {
        let suffix = random.chance(0.5) ? "" : random.pick(["Feature", "Row", "Panel", "Screen"])
        let name = random.pick(featureNames) + suffix
        let chosen = Array(fields.shuffled(using: &random).prefix(random.number(in: 2...4)))
        var code = ""
        if random.chance(0.4) {
            code += "/// \(random.pick(["Holds", "Runs", "Owns"])) the \(name.lowercased()) on its own.\n"
        }
        code += "struct \(name): Reducer {\n    struct State: Equatable {\n"
        for field in chosen { code += "        var \(field.name): \(field.type) = \(field.initial)\n" }
        code += "    }\n\n    enum Action {\n"
        for field in chosen { code += "        case \(field.actionCase)\n" }
        let hasEffect = random.chance(0.2)
        if hasEffect { code += "        case timerTicked\n" }
        code += "    }\n\n"
        if hasEffect { code += "    enum CancelID { case timer }\n\n" }
        code += "    var body: some ReducerOf<Self> {\n        Reduce { state, action in\n            switch action {\n"
        for field in chosen {
            code += "            \(field.pattern)\n"
            if random.chance(0.15) { code += "                // Only the \(field.name) changes here.\n" }
            code += "                \(field.mutation)\n                return .none\n"
        }
        if hasEffect {
            code += """
                            case .timerTicked:
                                return .run { send in
                                    try await Task.sleep(for: .milliseconds(\(random.number(in: 1...9) * 100)))
                                    await send(\(chosen[0].sent))
                                }
                                .cancellable(id: CancelID.timer, cancelInFlight: true)

                """
        }
        code += "            }\n        }\n    }\n}\n"
        return (Feature(name: name, fields: chosen), code)
    }

    /// A Swift Testing test sending each of the feature's actions; returns the test's name as
    /// Swift Testing prints it.
    static func test(of feature: Feature, _ random: inout SeededGenerator) -> (name: String, code: String) {
        let first = feature.fields[0].name
        let function = feature.name.prefix(1).lowercased() + feature.name.dropFirst()
            + "Updates" + first.prefix(1).uppercased() + first.dropFirst()
        var code = "@MainActor\n@Test func \(function)() async {\n"
        code += "    let store = TestStore(initialState: \(feature.name).State()) { \(feature.name)() }\n"
        for field in feature.fields.prefix(random.number(in: 1...feature.fields.count)) {
            code += "    await store.send(\(field.sent)) {\n        \(field.expectation)\n    }\n"
        }
        if random.chance(0.3) { code += "    #expect(store.state.\(first) == store.state.\(first))\n" }
        code += "}\n"
        return ("\(function)()", code)
    }

    /// A program that sends one action and prints what changed, with the text it prints.
    static func program(of feature: Feature, _ random: inout SeededGenerator) -> (code: String, output: String) {
        let field = random.pick(feature.fields)
        let store = feature.name.prefix(1).lowercased() + feature.name.dropFirst()
        let code = """
            let \(store) = Store(initialState: \(feature.name).State()) { \(feature.name)() }
            \(store).send(\(field.sent))
            print(\(field.printed.replacingOccurrences(of: "store.", with: "\(store)."))

            """
        return (code, field.output + "\n")
    }

    /// A line or a few: the kind of fragment prose points at between whole examples.
    static func snippet(of feature: Feature, _ random: inout SeededGenerator) -> String {
        let field = random.pick(feature.fields)
        let property = feature.name.prefix(1).lowercased() + feature.name.dropFirst()
        switch random.number(in: 0...3) {
        case 0:
            return "Scope(state: \\.\(property), action: \\.\(property)) {\n    \(feature.name)()\n}\n"
        case 1:
            return ".ifLet(\\.\(property), action: \\.\(property)) {\n    \(feature.name)()\n}\n"
        case 2:
            return "store.send(\(field.sent))\n"
        default:
            return "var state = \(feature.name).State()\nstate.\(field.name) = \(field.initial)\n"
        }
    }
}
