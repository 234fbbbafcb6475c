import Foundation
import PatternDocPackage
import PatternDocSite
import PatternDocVerify

/// Reads the values of one parsed `patterndoc` command into the library's option types, each
/// option by its declaration in ``PatternDocOptions`` and each mistake a ``CommandLineError``
/// that names the option and points at the command's help. It remembers which options it read,
/// so that a command that declares an option and never reads it is caught
/// (``unreadOptions``).
struct OptionReader {
    /// The command whose options are read: an option no declaration gives it reads as its
    /// default.
    let command: PatternDocCommand
    var parsed: ParsedCommand
    var environment: [String: String]
    /// The names of the options read so far.
    private var read: Set<String> = []

    init(command: PatternDocCommand, parsed: ParsedCommand, environment: [String: String]) {
        self.command = command
        self.parsed = parsed
        self.environment = environment
    }

    func error(_ message: String) -> CommandLineError {
        CommandLineError(message, program: PatternDocCommandLine.declaration.program, command: parsed.command)
    }

    static func absolute(_ path: String) -> String {
        PatternDocOptions.absolute(path)
    }

    /// The value of `key`'s option: read from the text given, else its default (also when the
    /// command does not take it).
    mutating func value<Value>(
        _ key: KeyPath<PatternDocOptions, PatternDocOption<Value>>
    ) throws(CommandLineError) -> Value {
        let option = PatternDocOptions.all[keyPath: key]
        let name = option.option.name
        let takesIt = option.commands.contains(command)
        if takesIt { read.insert(name) }
        let given = option.option.isFlag ? (parsed.isSet(name) ? "" : nil) : parsed.value(name)
        guard takesIt, let given else { return option.defaultValue(environment) }
        do {
            return try option.read(given)
        } catch {
            throw self.error(error.message)
        }
    }

    /// The options `command` declares that nothing read: none, unless a declaration is wrong.
    func unreadOptions() -> [String] {
        command.declaration.options.map(\.name).filter { !read.contains($0) }
    }

    /// The package the command works on: `--package`; else, given `--docs`, the nearest
    /// folder at or above the docs that holds a `Package.swift` (the docs' own package, wherever
    /// the command runs); else the current folder.
    mutating func packageRoot() throws(CommandLineError) -> String {
        if let given = try value(\.package) { return given }
        if let docs = try value(\.docs), let enclosing = Self.enclosingPackage(of: docs) { return enclosing }
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
    mutating func verifiedPackageRoot() throws(CommandLineError) -> String {
        let root = try packageRoot()
        guard try value(\.package) == nil, let docs = try value(\.docs),
            !FileManager.default.fileExists(atPath: "\(root)/Package.swift")
        else { return root }
        do {
            return try StandaloneDocs.prepare(forDocs: docs)
        } catch {
            throw self.error("--docs \(docs) has no package around it, and no package could be made for it: \(error)")
        }
    }

    mutating func verifyOptions(progress: @escaping @Sendable (String) -> Void) throws(CommandLineError) -> VerifyOptions {
        var options = VerifyOptions(
            packageRoot: try verifiedPackageRoot(),
            docs: try value(\.docs),
            filter: try value(\.filter),
            timeout: try value(\.timeout),
            waitForOtherRuns: !(try value(\.noWait)),
            progress: progress
        )
        if let imports = try value(\.implicitImports) { options.implicitImports = imports }
        if let traits = try value(\.traits) { options.traits = traits }
        options.docComments = !(try value(\.noDocComments))
        options.languageMode = try value(\.languageMode)
        options.shard = try value(\.shard)
        return options
    }

    mutating func siteOptions(progress: @escaping @Sendable (String) -> Void) throws(CommandLineError) -> SitePublisher.Options {
        SitePublisher.Options(
            verify: try verifyOptions(progress: progress),
            output: try value(\.siteOut),
            refusesRemoteImages: try value(\.noRemoteImages),
            includesAPI: !(try value(\.noAPI))
        )
    }

    mutating func outputs() throws(CommandLineError) -> PatternDocRequest.RunOutputs {
        let format = try value(\.format)
        return PatternDocRequest.RunOutputs(reportPath: try value(\.report), junitPath: try value(\.junit), format: format)
    }
}
