/// The words the generated pages are written with, drawn from what our docs talk about.
enum Vocabulary {
    /// Chapter names, one per chapter (numbered when there are more chapters than names).
    static let topics = [
        "Scoping", "Effects", "Bindings", "Collections", "Navigation", "Testing", "Dependencies",
        "Cancellation", "Optionals", "Composition", "Stores", "Reducers", "Actions", "State",
        "Lifecycle", "Timers", "Persistence", "Networking", "Forms", "Performance",
    ]

    static let verbs = [
        "Scoping", "Testing", "Sending", "Reading", "Composing", "Cancelling", "Binding",
        "Presenting", "Dismissing", "Observing", "Deriving", "Storing", "Loading", "Sharing",
        "Replacing", "Splitting", "Merging", "Debouncing",
    ]

    static let objects = [
        "child state", "an effect", "the parent's actions", "a collection", "optional state",
        "a timer", "the store", "identified rows", "navigation", "bindings", "dependencies",
        "long-running work", "a test store", "the reducer body", "case paths", "an alert",
        "a sheet", "search results", "a form", "the selection",
    ]

    static let plainHeadings = [
        "Overview", "Usage", "Going further", "Common mistakes", "How it works", "When to use it",
        "Testing it", "Performance", "Summary", "See also",
    ]

    static let prose = [
        "the", "a", "store", "state", "action", "reducer", "parent", "child", "feature", "runs",
        "sends", "returns", "effect", "test", "every", "each", "when", "its", "own", "value",
        "changes", "once", "then", "which", "keeps", "holds", "wraps", "case", "path", "key",
        "list", "row", "element", "identifier", "scope", "body", "view", "screen", "button",
        "timer", "tick", "cancel", "in", "of", "to", "and", "so", "that", "is", "are", "with",
        "from", "into", "only", "never", "always", "after", "before", "while", "without",
        "composed", "small", "larger", "whole", "slice", "exactly", "order", "same", "different",
        "page", "block", "compiled", "checked", "output", "printed", "warning", "runtime",
        "optional", "present", "dismissed", "binding", "field", "text", "count", "title",
        "selection", "navigation", "stack", "destination", "presentation", "dependency", "clock",
        "request", "response", "result", "failure", "retry", "debounce", "search", "query",
    ]

    static let codeTerms = [
        "Scope", "ifLet", "forEach", "Reduce", "Store", "TestStore", "Effect.run", "send(_:)",
        "IdentifiedArray", "\\.child", ".none", "@Test", "BindingReducer", "CancelID", "State",
        "Action", "body", "cancellable(id:)", "ReducerOf<Self>", "Equatable", "@MainActor",
        "store.state", "await store.send", "IdentifiedActionOf", "Task.sleep(for:)",
    ]

    static let listLeads = [
        "The parent", "A child", "The store", "Each row", "The test", "An effect", "The reducer",
        "Every action", "The binding", "A timer",
    ]
}
