import Foundation

/// Reads the values of one parsed `patterndoc` command into the library's option types, each
/// mistake a ``CommandLineError`` that names the option and points at the command's help.
struct OptionReader {
    var parsed: ParsedCommand
    var environment: [String: String]

    func error(_ message: String) -> CommandLineError {
        CommandLineError(message, program: PatternDocCommandLine.declaration.program, command: parsed.command)
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The package the command works on: `--package`; else, given `--docs`, the nearest
    /// folder at or above the docs that holds a `Package.swift` (the docs' own package, wherever
    /// the command runs); else the current folder.
    var packageRoot: String {
        if let given = parsed.value("package") { return Self.absolute(given) }
        if let docs = path("docs"), let enclosing = Self.enclosingPackage(of: docs) { return enclosing }
        return Self.absolute(".")
    }

    /// The nearest folder at or above `path` that holds a `Package.swift`.
    static func enclosingPackage(of path: String) -> String? {
        var folder = absolute(path)
        while true {
            let manifest = folder.hasSuffix("/") ? folder + "Package.swift" : folder + "/Package.swift"
            if FileManager.default.fileExists(atPath: manifest) { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != folder else { return nil }
            folder = parent
        }
    }

    /// The package the docs are verified against: `packageRoot`, else, for `test`, `build` and
    /// `preview` given `--docs` with no `Package.swift` around them or in the current folder (a
    /// book, a blog), an empty package in the cache folder (``StandaloneDocs``), never among the
    /// docs.
    func verifiedPackageRoot() throws(CommandLineError) -> String {
        let root = packageRoot
        guard parsed.value("package") == nil, let docs = path("docs"),
            !FileManager.default.fileExists(atPath: "\(root)/Package.swift")
        else { return root }
        do {
            return try StandaloneDocs.prepare(forDocs: docs)
        } catch {
            throw self.error("--docs \(docs) has no package around it, and no package could be made for it: \(error)")
        }
    }

    func path(_ option: String) -> String? { parsed.value(option).map(Self.absolute) }

    func verifyOptions(progress: @escaping @Sendable (String) -> Void) throws(CommandLineError) -> VerifyOptions {
        var options = VerifyOptions(
            packageRoot: try verifiedPackageRoot(),
            docs: path("docs"),
            filter: parsed.value("filter"),
            timeout: try timeout(),
            waitForOtherRuns: !parsed.isSet("no-wait"),
            progress: progress
        )
        if let text = parsed.value("implicit-imports") {
            do {
                options.implicitImports = try ImplicitImports(parsing: text)
            } catch let problem as DocError {
                throw error(problem.message + (problem.hint.map { " \($0)" } ?? ""))
            } catch {
                throw self.error("--implicit-imports '\(text)': \(error)")
            }
        }
        if let text = parsed.value("traits") {
            let traits = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard !traits.contains(where: \.isEmpty) else {
                throw error("--traits takes trait names separated by commas, or all, not '\(text)'.")
            }
            options.traits = traits
        }
        options.docComments = !parsed.isSet("no-doc-comments")
        if let text = parsed.value("language-mode") {
            guard text == "5" || text == "6" else {
                throw error("--language-mode takes 5 or 6, not '\(text)'.")
            }
            options.languageMode = text
        }
        if let text = parsed.value("shard") {
            do {
                options.shard = try Shard(parsing: text)
            } catch {
                throw self.error("--shard takes K/N with 1 <= K <= N, such as 1/4, not '\(text)'.")
            }
        }
        return options
    }

    func siteOptions(progress: @escaping @Sendable (String) -> Void) throws(CommandLineError) -> SitePublisher.Options {
        SitePublisher.Options(
            verify: try verifyOptions(progress: progress),
            output: path("out"),
            refusesRemoteImages: parsed.isSet("no-remote-images"),
            includesAPI: !parsed.isSet("no-api")
        )
    }

    func outputs() throws(CommandLineError) -> PatternDocRequest.RunOutputs {
        var format = FailureFormat.default(environment: environment)
        if let text = parsed.value("format") {
            guard let chosen = FailureFormat(rawValue: text) else {
                throw error("--format takes \(FailureFormat.allCases.map(\.rawValue).joined(separator: " or ")), not '\(text)'.")
            }
            format = chosen
        }
        return PatternDocRequest.RunOutputs(reportPath: try outputFile("report"), junitPath: try outputFile("junit"), format: format)
    }

    func timeout() throws(CommandLineError) -> Double {
        guard let text = parsed.value("timeout") else { return TimeLimit.defaultSeconds }
        guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
            throw error("--timeout takes a number of seconds greater than 0, not '\(text)'.")
        }
        return seconds
    }

    func port() throws(CommandLineError) -> Int? {
        guard let text = parsed.value("port") else { return nil }
        guard let port = Int(text), (1...65535).contains(port) else {
            throw error("--port takes a port number from 1 to 65535, not '\(text)'.")
        }
        return port
    }

    /// The absolute path of the file `option` names, checked before the run, so that a typo
    /// does not cost a whole verification only to fail at the end: its folder must exist, and
    /// it may not be a folder itself.
    func outputFile(_ option: String) throws(CommandLineError) -> String? {
        guard let given = parsed.value(option) else { return nil }
        let url = URL(fileURLWithPath: given).standardizedFileURL
        var isFolder: ObjCBool = false
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw error("--\(option) \(given): the folder \(folder) does not exist. Create it first, or name a file in an existing folder.")
        }
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw error("--\(option) \(given) is a folder. Name a file, for example \(url.path)/report.\(option == "junit" ? "xml" : "json").")
        }
        return url.path
    }

    /// The absolute path of the file `option` names, which must exist.
    func existingFile(_ option: String) throws(CommandLineError) -> String? {
        guard let given = path(option) else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: given, isDirectory: &isFolder), !isFolder.boolValue else {
            throw error("--\(option) \(parsed.value(option)!): there is no such file.")
        }
        return given
    }
}
