import Foundation

/// The command SwiftPM runs to compile one module of the workspace, as its build manifest
/// (`.build/debug.yaml`) states it: the arguments of the `swiftc` driver, and the files the
/// command reads and writes.
///
/// ``ModuleSweep`` runs these commands itself, unchanged, so that the driver's incremental
/// records are the ones SwiftPM keeps: a module the sweep compiled is not compiled again by the
/// next `swift build`, which only sees that it is up to date.
struct ModuleCompileCommand: Hashable, Sendable {
    /// The module's name (its `-module-name`): a doc module, `DocScoping`, or a test target,
    /// `DocScopingTests`.
    var module: String
    /// The driver and its arguments, exactly as SwiftPM runs them.
    var arguments: [String]
    /// The files the command reads: the module's sources, the response file listing them, the
    /// `.swiftmodule`s of the modules it imports.
    var inputs: [String]
    /// The files it writes: objects and the module's `.swiftmodule`.
    var outputs: [String]

    /// The modules among `modules` whose `.swiftmodule` this command reads, so that it may run
    /// only once they are compiled.
    func dependencies(among modules: Set<String>) -> Set<String> {
        Set(inputs.compactMap { input -> String? in
            guard input.hasSuffix(".swiftmodule") else { return nil }
            let name = String((input as NSString).lastPathComponent.dropLast(".swiftmodule".count))
            return name != module && modules.contains(name) ? name : nil
        })
    }

    /// Whether the files SwiftPM writes before running the command (the response file listing
    /// the sources, the output file map) exist, so that it can run outside a build.
    var canRunOutsideABuild: Bool {
        var required = arguments.filter { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
        if let index = arguments.firstIndex(of: "-output-file-map"), index + 1 < arguments.count {
            required.append(arguments[index + 1])
        }
        return !required.isEmpty && required.allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }

    /// Whether every output exists and is no older than every input: the module compiled, and
    /// nothing it reads changed since.
    var isUpToDate: Bool {
        let read = inputs.filter { $0.hasPrefix("/") }.map(Self.modified)
        let written = outputs.map(Self.modified)
        guard !written.isEmpty, !read.contains(nil), !written.contains(nil) else { return false }
        let newestInput = read.compactMap { $0 }.max() ?? .distantPast
        return written.compactMap { $0 }.allSatisfy { $0 >= newestInput }
    }

    /// When `path` was last modified, or `nil` when there is no such file.
    static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// The compile commands of every Swift module in the build manifest at `path`, by module
    /// name; empty when there is no manifest or it holds none.
    static func all(inManifest path: String) -> [String: ModuleCompileCommand] {
        guard let manifest = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var commands: [String: ModuleCompileCommand] = [:]
        var fields: [String: [String]]?
        func finish() {
            defer { fields = nil }
            guard let fields, let arguments = fields["args"],
                let nameIndex = arguments.firstIndex(of: "-module-name"), nameIndex + 1 < arguments.count
            else { return }
            let module = arguments[nameIndex + 1]
            commands[module] = ModuleCompileCommand(
                module: module, arguments: arguments, inputs: fields["inputs"] ?? [], outputs: fields["outputs"] ?? []
            )
        }
        for line in manifest.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("\"") {
                finish()
                if trimmed.hasPrefix("\"C."), trimmed.hasSuffix(".module\":") { fields = [:] }
                continue
            }
            guard fields != nil else { continue }
            for key in ["inputs", "outputs", "args"] where trimmed.hasPrefix("\(key): ") {
                let list = trimmed.dropFirst(key.count + 2)
                if let data = list.data(using: .utf8), let values = try? JSONDecoder().decode([String].self, from: data) {
                    fields?[key] = values
                }
            }
        }
        finish()
        return commands
    }
}
