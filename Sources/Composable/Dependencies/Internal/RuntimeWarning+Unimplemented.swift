extension RuntimeWarning {
    /// An unimplemented closure or endpoint was called: what it stands for, where it was made,
    /// and the arguments it got.
    static func unimplemented(
        _ description: String,
        arguments: Any?,
        function: StaticString,
        fileID: StaticString,
        line: UInt
    ) -> RuntimeWarning {
        var message = "Unimplemented\(description.isEmpty ? "" : ": \(description)") …\n\n"
        message += "  Defined in '\(function)' at:\n    \(fileID):\(line)"
        if let arguments {
            var text = ""
            debugPrint(arguments, terminator: "", to: &text)
            message += "\n\n  Invoked with:\n    \(text)"
        }
        return RuntimeWarning(message: message, callSite: CallSite(fileID: fileID, line: line))
    }

    /// An endpoint of a ``DependencyClient`` that nobody implemented was called:
    /// `Unimplemented: 'APIClient.fetch'`.
    static func unimplementedEndpoint(_ endpoint: String, of client: Any.Type) -> RuntimeWarning {
        RuntimeWarning(
            message: "Unimplemented: '\(client).\(endpoint)'",
            callSite: CallSite(fileID: "unknown", line: 0)
        )
    }
}
