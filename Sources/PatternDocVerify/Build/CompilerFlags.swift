import Foundation

/// The compiler flags SwiftPM used for one module of the workspace, so that a block expected
/// to fail can be type-checked on its own against exactly the same modules.
///
/// They come from the build manifest SwiftPM writes (`.build/debug.yaml`): the `args` of the
/// command that compiled the module, minus what only makes sense for that command (its sources,
/// outputs and incremental-build bookkeeping).
struct CompilerFlags: Sendable {
    /// The `swiftc` to run.
    var compiler: String
    /// Search paths, module maps, defines, language mode and target.
    var arguments: [String]

    /// Reads the flags of `module` from the manifest at `manifestPath`; `nil` when the manifest
    /// has no command for that module.
    static func read(module: String, manifestPath: String) -> CompilerFlags? {
        guard let manifest = try? String(contentsOfFile: manifestPath, encoding: .utf8) else { return nil }
        var inCommand = false
        for line in manifest.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("\"C.\(module)-"), trimmed.hasSuffix(".module\":") {
                inCommand = true
                continue
            }
            guard inCommand else { continue }
            if trimmed.hasPrefix("\"") { inCommand = false; continue }
            guard trimmed.hasPrefix("args: "),
                let data = trimmed.dropFirst("args: ".count).data(using: .utf8),
                let args = try? JSONDecoder().decode([String].self, from: data),
                let compiler = args.first
            else { continue }
            return CompilerFlags(compiler: compiler, arguments: keep(Array(args.dropFirst())))
        }
        return nil
    }

    /// The flags that describe the environment of a compile, not its inputs and outputs.
    static func keep(_ args: [String]) -> [String] {
        let withValue: Set<String> = ["-I", "-F", "-Xcc", "-module-cache-path", "-swift-version", "-target", "-sdk", "-resource-dir", "-Xfrontend", "-package-name"]
        let alone: Set<String> = ["-enable-testing", "-Onone"]
        var kept: [String] = []
        var index = 0
        while index < args.count {
            let arg = args[index]
            if withValue.contains(arg), index + 1 < args.count {
                let value = args[index + 1]
                // The frontend flag pairs SwiftPM adds name the module's entry point; a
                // type-check has none.
                if arg == "-Xfrontend", value.hasPrefix("-entry-point") || value.hasSuffix("_main") {
                    index += 2
                    continue
                }
                kept += [arg, value]
                index += 2
            } else {
                if alone.contains(arg) || arg.hasPrefix("-D") { kept.append(arg) }
                index += 1
            }
        }
        return kept
    }
}
