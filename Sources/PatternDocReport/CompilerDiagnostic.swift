/// One diagnostic line of the Swift compiler, `path:line:column: error: message`.
package struct CompilerDiagnostic: Hashable, Sendable, Codable {
    /// How serious the compiler says it is.
    package enum Severity: String, Sendable, Codable {
        /// The code does not compile.
        case error
        /// It compiles, with something worth fixing.
        case warning
        /// More about the error or warning before it.
        case note
    }

    /// The file as the compiler printed it; for doc code, the Markdown path given to
    /// `#sourceLocation`.
    package var file: String
    /// The 1-based line.
    package var line: Int
    /// The 1-based column.
    var column: Int
    /// Error, warning or note.
    package var severity: Severity
    /// The compiler's text.
    package var message: String

    /// Creates a diagnostic.
    init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `file:line:column: severity: message`.
    package var rendered: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message)"
    }

    /// Every diagnostic line in a tool's output, each once, in order; the source excerpts the
    /// compiler prints around them are left out.
    package static func parse(_ output: String) -> [CompilerDiagnostic] {
        var seen = Set<CompilerDiagnostic>()
        var found: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = parseLine(Substring(line)), seen.insert(diagnostic).inserted else { continue }
            found.append(diagnostic)
        }
        return found
    }

    /// Reads `path:line:column: severity: message`, or `nil` for any other line.
    static func parseLine(_ line: Substring) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note] {
            let marker = ": \(severity.rawValue): "
            guard let markerRange = line.range(of: marker) else { continue }
            let place = line[..<markerRange.lowerBound]
            let parts = place.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3,
                let column = Int(parts[parts.count - 1]),
                let lineNumber = Int(parts[parts.count - 2])
            else { continue }
            let file = parts[..<(parts.count - 2)].joined(separator: ":")
            guard !file.isEmpty, !file.contains(" ") || file.hasPrefix("/") else { continue }
            return CompilerDiagnostic(
                file: file,
                line: lineNumber,
                column: column,
                severity: severity,
                message: String(line[markerRange.upperBound...])
            )
        }
        return nil
    }
}
