import Foundation
import Testing

@testable import PatternDocSupport

/// `Internal/` is a boundary, not a habit: a type declared in some `X/Internal/` folder of
/// patterndoc's targets is used by code under `X/` only. What another stage or folder needs
/// lives beside `Internal/`, where its folder says it is shared. The compiler keeps the
/// targets apart; this keeps the folders inside them honest.
@Suite struct InternalFoldersTests {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Each patterndoc `.swift` file, relative to `Sources/`, with its code: comment lines and
    /// the comment at the end of a line left out, so that a type named in prose does not count.
    private static func files() throws -> [(path: String, code: String)] {
        let root = sources.path
        return try FileTree.files(at: root).filter { $0.hasSuffix(".swift") }.compactMap { path in
            let relative = String(path.dropFirst(root.count + 1))
            guard relative.hasPrefix("PatternDoc") else { return nil }
            let code = try String(contentsOfFile: path, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .map { line in line.range(of: " // ").map { String(line[..<$0.lowerBound]) } ?? String(line) }
                .joined(separator: "\n")
            return (relative, code)
        }
    }

    /// The types a file declares at its top level (`struct`, `enum`, `class`, `actor`,
    /// `protocol`, `typealias`, with any modifiers before).
    private static func declaredTypes(in code: String) -> [String] {
        let declaration = #/^(?:(?:package|public|internal|fileprivate|private|final)\s+)*(?:struct|enum|class|actor|protocol|typealias)\s+([A-Z]\w*)/#
        return code.split(separator: "\n").compactMap { line in
            (try? declaration.prefixMatch(in: line)).map { String($0.output.1) }
        }
    }

    @Test func aTypeInAnInternalFolderIsUsedOnlyBesideIt() throws {
        let files = try Self.files()
        var internalTypes: [(name: String, owner: String, file: String)] = []
        for file in files {
            let folders = file.path.split(separator: "/").dropLast()
            guard let internalAt = folders.firstIndex(of: "Internal") else { continue }
            let owner = folders[..<internalAt].joined(separator: "/") + "/"
            internalTypes += Self.declaredTypes(in: file.code).map { ($0, owner, file.path) }
        }
        // The check has something to check: every stage keeps some types to itself.
        #expect(internalTypes.count > 50)

        // Each file's words: what its code names.
        let words = files.map { file in
            Set(file.code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        }
        var leaks: [String] = []
        for type in internalTypes {
            let users = files.indices.filter { !files[$0].path.hasPrefix(type.owner) && words[$0].contains(type.name) }
                .map { files[$0] }
            if !users.isEmpty {
                leaks.append("\(type.file): \(type.name) is used outside \(type.owner) by \(users.map(\.path).joined(separator: ", "))")
            }
        }
        #expect(leaks.isEmpty, "\(leaks.joined(separator: "\n"))")
    }
}
