import Foundation
import SwiftSource

/// Answers the compiler's requests until it closes the pipe: its capability, then one
/// expansion per macro use (attached, or the freestanding `#Preview`), each answered with the added source or an error at the
/// attribute.
enum MacroPluginServer {
    /// The plugin protocol version this server speaks (the compiler's own plugins speak 7).
    static let protocolVersion = 7

    static func run() {
        let channel = PluginChannel()
        let decoder = JSONDecoder()
        while let data = channel.receive() {
            guard let message = try? decoder.decode(HostMessage.self, from: data) else {
                channel.send(result(nil, error: "ComposableMacros could not read the compiler's request", at: nil))
                continue
            }
            if message.getCapability != nil {
                channel.send(#"{"getCapabilityResult":{"capability":{"protocolVersion":\#(protocolVersion)}}}"#)
            } else if let request = message.expandAttachedMacro {
                channel.send(expand(request))
            } else if let request = message.expandFreestandingMacro {
                channel.send(expand(request))
            } else if message.loadPluginLibrary != nil {
                channel.send(#"{"loadPluginLibraryResult":{"loaded":false,"diagnostics":[]}}"#)
            } else {
                channel.send(result(nil, error: "ComposableMacros cannot answer this request of the compiler", at: nil))
            }
        }
    }

    private static func expand(_ request: HostMessage.AttachedMacroRequest) -> String {
        guard let role = MacroExpansionRequest.Role(rawValue: request.macroRole) else {
            return result(nil, error: "ComposableMacros does not take the '\(request.macroRole)' role", at: request.attributeSyntax)
        }
        let expansion = MacroExpansionRequest(
            macro: request.macro.typeName,
            role: role,
            attribute: request.attributeSyntax.source.trimmingCharacters(in: .whitespacesAndNewlines),
            declaration: request.declSyntax.source,
            parent: request.parentDeclSyntax?.source,
            extendedType: request.extendedTypeSyntax?.source.trimmingCharacters(in: .whitespacesAndNewlines),
            missingConformances: request.conformanceListSyntax.map {
                MacroExpansionRequest.conformances(inPlaceholder: $0.source)
            } ?? []
        )
        switch MacroExpander.expand(expansion) {
        case .success(let source): return result(source, error: nil, at: nil)
        case .failure(let error): return result(nil, error: error.description, at: request.attributeSyntax)
        }
    }

    private static func expand(_ request: HostMessage.FreestandingMacroRequest) -> String {
        let expansion = MacroExpander.expandFreestanding(
            request.macro.typeName, syntax: request.syntax.source, discriminator: request.discriminator
        )
        switch expansion {
        case .success(let source): return result(source, error: nil, at: nil)
        case .failure(let error): return result(nil, error: error.description, at: request.syntax)
        }
    }

    /// An `expandMacroResult` message: the expanded source, or an error diagnostic at `syntax`.
    private static func result(_ source: String?, error: String?, at syntax: HostMessage.Syntax?) -> String {
        var diagnostics: [String] = []
        if let error {
            let position = syntax.map { #"{"fileName":\#(json($0.location.fileName)),"offset":\#($0.location.offset)}"# }
                ?? #"{"fileName":"","offset":0}"#
            diagnostics.append(
                #"{"message":\#(json(error)),"severity":"error","position":\#(position),"highlights":[],"notes":[],"fixIts":[]}"#
            )
        }
        let expanded = source.map { #""expandedSource":\#(json($0)),"# } ?? ""
        return #"{"expandMacroResult":{\#(expanded)"diagnostics":[\#(diagnostics.joined(separator: ","))]}}"#
    }

    /// `text` as a JSON string literal. Slashes stay as they are: the compiler's reader does not
    /// take `\/`.
    private static func json(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20: literal += String(format: "\\u%04x", scalar.value)
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
