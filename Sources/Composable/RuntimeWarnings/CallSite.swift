/// A place in your code, `File.swift:12`, captured where a reducer was composed or an effect
/// was made, so that a runtime warning can point at it.
public struct CallSite: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` spells it: `Module/File.swift`.
    public let fileID: String
    /// The line in that file.
    public let line: UInt
    /// The file as it was given, for handing on to ``reportIssue(_:severity:fileID:filePath:line:column:)``.
    let staticFileID: StaticString

    /// Captures a call site; pass `#fileID` and `#line` through from your caller.
    public init(fileID: StaticString, line: UInt) {
        self.fileID = "\(fileID)"
        self.line = line
        staticFileID = fileID
    }

    /// Whether two call sites name the same file and line.
    ///
    /// ```swift
    /// precondition(CallSite(fileID: "App/A.swift", line: 1) == CallSite(fileID: "App/A.swift", line: 1))
    /// ```
    public static func == (lhs: CallSite, rhs: CallSite) -> Bool {
        lhs.fileID == rhs.fileID && lhs.line == rhs.line
    }

    /// Hashes the file and line.
    ///
    /// ```swift
    /// let sites: Set = [CallSite(fileID: "App/A.swift", line: 1), CallSite(fileID: "App/A.swift", line: 1)]
    /// precondition(sites.count == 1)
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileID)
        hasher.combine(line)
    }

    /// `File.swift:12`, the way the warnings write it.
    public var description: String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return "\(file):\(line)"
    }
}
