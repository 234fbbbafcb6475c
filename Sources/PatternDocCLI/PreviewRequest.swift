import Foundation
import PatternDoc

extension CommandLineRequest {
    /// `patterndoc preview`: the options of `build`, and `--port`.
    static func parsePreview(_ arguments: [String]) throws -> CommandLineRequest {
        var port: Int?
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            guard arguments[index] == "--port" else {
                rest.append(arguments[index])
                index += 1
                continue
            }
            guard index + 1 < arguments.count, let number = Int(arguments[index + 1]), (0...65_535).contains(number) else {
                let given = index + 1 < arguments.count ? "'\(arguments[index + 1])'" : "nothing"
                throw UsageError(message: "--port takes a port number from 0 to 65535 (0: any free port), not \(given).")
            }
            port = number
            index += 2
        }
        let build: CommandLineRequest
        do {
            build = try parse(["build"] + rest)
        } catch let error as UsageError {
            throw UsageError(message: error.message.replacingOccurrences(of: "for 'build'", with: "for 'preview'"))
        }
        guard case let .build(options) = build else { return build }
        return .preview(options, port: port)
    }
}
