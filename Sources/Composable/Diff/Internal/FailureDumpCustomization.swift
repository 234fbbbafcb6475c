/// A value that failure texts write as a short text of its own rather than field by field, as
/// the original writes a stack element id: `#3`.
protocol FailureDumpText {
    var failureDumpText: String { get }
}

/// A collection that failure texts write as `key: element` entries, in its own order, as the
/// original writes a navigation stack: `#0: Detail.State(…)`.
protocol FailureDumpEntries {
    var failureDumpEntries: [FailureChild] { get }
}

extension StackElementID: FailureDumpText {
    var failureDumpText: String { description }
}

extension StackState: FailureDumpEntries {
    var failureDumpEntries: [FailureChild] {
        ids.map { FailureChild(label: $0.description, value: self[id: $0]!) }
    }
}
