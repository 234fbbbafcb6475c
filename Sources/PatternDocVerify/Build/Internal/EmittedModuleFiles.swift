import Foundation

/// The files a module's compile writes for the modules that import it (its `.swiftmodule`,
/// `.swiftdoc`, `.swiftsourceinfo`, generated header, the emitting job's `.d` and `.dia`) and
/// the object that wraps the module for the debugger, as `ModuleSweep` leaves them after a
/// compile that succeeded.
///
/// The compiler keeps such a file as it was, modification date included, when what it would
/// write is the same: a module whose sources changed without changing what it declares (a
/// block's statements left out, the list of the page's blocks in its header) keeps a
/// `.swiftmodule` older than its sources. The driver takes that for a module still to emit,
/// and emits it again on every later run, the next `swift build`'s included, each time
/// printing "Emitting module" and wrapping it again, though nothing changed. So after the
/// sweep's compile of a module succeeds, these files are dated now: they are what the current
/// sources give, and the next driver run finds the module up to date.
///
/// ```text
/// EmittedModuleFiles(command).markCurrent()   // after `command` compiled the module
/// ```
struct EmittedModuleFiles {
    /// The files, those that exist.
    let paths: [String]

    /// The files `command` writes for importers and the debugger, read from its arguments: the
    /// `-emit-module-path` folder's `<module>.*` files, the `-emit-objc-header-path`, and the
    /// output file map's folder's `<module>.emit-module.*` files.
    init(_ command: ModuleCompileCommand) {
        let manager = FileManager.default
        func argument(after flag: String) -> String? {
            guard let index = command.arguments.firstIndex(of: flag), index + 1 < command.arguments.count else { return nil }
            return command.arguments[index + 1]
        }
        func files(in folder: String, startingWith prefix: String) -> [String] {
            ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(prefix) }.sorted().map { "\(folder)/\($0)" }
        }
        var paths: [String] = []
        if let modulePath = argument(after: "-emit-module-path") {
            paths += files(in: (modulePath as NSString).deletingLastPathComponent, startingWith: "\(command.module).")
        }
        if let header = argument(after: "-emit-objc-header-path"), manager.fileExists(atPath: header) {
            paths.append(header)
        }
        if let map = argument(after: "-output-file-map") {
            paths += files(in: (map as NSString).deletingLastPathComponent, startingWith: "\(command.module).emit-module.")
        }
        self.paths = paths
    }

    /// Whether a file is older than the newest of `inputs` (the files the compile read; those
    /// that do not exist, or are not absolute paths, are not counted): the driver would emit
    /// the module again. Files that are not are left with their dates, so that what imports
    /// the module, or wraps it, does not see it change.
    func areOlder(thanNewestOf inputs: [String]) -> Bool {
        let modified = ModuleCompileCommand.modified
        guard let newestInput = inputs.filter({ $0.hasPrefix("/") }).compactMap(modified).max() else { return false }
        return paths.compactMap(modified).contains { $0 < newestInput }
    }

    /// Dates every file `now`, all alike, so that none is older than another (the wrapping
    /// object, older than the `.swiftmodule` it wraps, would be made again).
    func markCurrent(now: Date = Date()) {
        for path in paths {
            try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: path)
        }
    }
}
