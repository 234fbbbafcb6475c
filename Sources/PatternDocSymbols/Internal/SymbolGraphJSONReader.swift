import Foundation
import PatternDocSupport

/// Reads a ``SymbolGraphFile`` field by field with ``JSONFieldReader``: `JSONDecoder` took
/// about 0.25 s of every build of this package's API pages, for 7 MB of kept graphs.
///
/// It reads the fields ``SymbolGraphFile`` holds, in any key order, and skips the rest, as
/// decoding does. It returns `nil` for anything it does not expect, and the caller then decodes
/// with `JSONDecoder`, which stays the reference (and says what is wrong).
enum SymbolGraphJSONReader {
    /// The graph in `data`, or `nil` when this reader cannot read it.
    static func graph(from data: Data) -> SymbolGraphFile? {
        JSONFieldReader.value(in: data) { $0.symbolGraph() }
    }
}

/// The records of a symbol graph.
extension JSONFieldReader {
    fileprivate mutating func symbolGraph() -> SymbolGraphFile? {
        var module: SymbolGraphFile.Module?
        var symbols: [SymbolGraphFile.Symbol]?
        var relationships: [SymbolGraphFile.Relationship]?
        let read = object { reader, key in
            switch key {
            case "module":
                reader.read(&module) { reader in
                    var name: String?
                    let read = reader.object { reader, key in
                        key == "name" ? reader.read(&name) { $0.string() } : reader.skipValue()
                    }
                    return read ? name.map(SymbolGraphFile.Module.init(name:)) : nil
                }
            case "symbols": reader.read(&symbols) { $0.array { $0.graphSymbol() } }
            case "relationships": reader.read(&relationships) { $0.array { $0.relationship() } }
            default: reader.skipValue()
            }
        }
        guard read, let module, let symbols, let relationships else { return nil }
        return SymbolGraphFile(module: module, symbols: symbols, relationships: relationships)
    }

    private mutating func graphSymbol() -> SymbolGraphFile.Symbol? {
        typealias Symbol = SymbolGraphFile.Symbol
        var kind: Symbol.Kind?, identifier: Symbol.Identifier?, pathComponents: [String]?, names: Symbol.Names?
        var fragments: [Symbol.Fragment]??, docComment: Symbol.DocComment??, accessLevel: String?
        var location: Symbol.Location??, swiftExtension: Symbol.SwiftExtension??
        let read = object { reader, key in
            switch key {
            case "kind":
                reader.read(&kind) { reader in
                    reader.fields("identifier", "displayName").map { Symbol.Kind(identifier: $0, displayName: $1) }
                }
            case "identifier":
                reader.read(&identifier) { reader in reader.field("precise").map(Symbol.Identifier.init(precise:)) }
            case "pathComponents": reader.read(&pathComponents) { $0.array { $0.string() } }
            case "names": reader.read(&names) { reader in reader.field("title").map(Symbol.Names.init(title:)) }
            case "declarationFragments": reader.read(&fragments) { $0.optional { $0.array { $0.fragment() } } }
            case "docComment": reader.read(&docComment) { $0.optional { $0.docComment() } }
            case "accessLevel": reader.read(&accessLevel) { $0.string() }
            case "location": reader.read(&location) { $0.optional { $0.location() } }
            case "swiftExtension":
                reader.read(&swiftExtension) { reader in
                    reader.optional { reader in
                        var module: String??
                        let read = reader.object { reader, key in
                            key == "extendedModule" ? reader.read(&module) { $0.optional { $0.string() } } : reader.skipValue()
                        }
                        return read ? Symbol.SwiftExtension(extendedModule: module ?? nil) : nil
                    }
                }
            default: reader.skipValue()
            }
        }
        guard read, let kind, let identifier, let pathComponents, let names, let accessLevel else { return nil }
        return Symbol(
            kind: kind, identifier: identifier, pathComponents: pathComponents, names: names,
            declarationFragments: fragments ?? nil, docComment: docComment ?? nil, accessLevel: accessLevel,
            location: location ?? nil, swiftExtension: swiftExtension ?? nil
        )
    }

    private mutating func fragment() -> SymbolGraphFile.Symbol.Fragment? {
        var kind: String?, spelling: String?, preciseIdentifier: String??
        let read = object { reader, key in
            switch key {
            case "kind": reader.read(&kind) { $0.string() }
            case "spelling": reader.read(&spelling) { $0.string() }
            case "preciseIdentifier": reader.read(&preciseIdentifier) { $0.optional { $0.string() } }
            default: reader.skipValue()
            }
        }
        guard read, let kind, let spelling else { return nil }
        return SymbolGraphFile.Symbol.Fragment(kind: kind, spelling: spelling, preciseIdentifier: preciseIdentifier ?? nil)
    }

    private mutating func docComment() -> SymbolGraphFile.Symbol.DocComment? {
        var uri: String??, lines: [SymbolGraphFile.Symbol.DocCommentLine]?
        let read = object { reader, key in
            switch key {
            case "uri": reader.read(&uri) { $0.optional { $0.string() } }
            case "lines": reader.read(&lines) { $0.array { $0.docCommentLine() } }
            default: reader.skipValue()
            }
        }
        guard read, let lines else { return nil }
        return SymbolGraphFile.Symbol.DocComment(uri: uri ?? nil, lines: lines)
    }

    private mutating func docCommentLine() -> SymbolGraphFile.Symbol.DocCommentLine? {
        var text: String?, range: SymbolGraphFile.Symbol.LineRange??
        let read = object { reader, key in
            switch key {
            case "text": reader.read(&text) { $0.string() }
            case "range":
                reader.read(&range) { reader in
                    reader.optional { reader in
                        var start: SymbolGraphFile.Symbol.Position?
                        let read = reader.object { reader, key in
                            key == "start" ? reader.read(&start) { $0.position() } : reader.skipValue()
                        }
                        return read ? start.map(SymbolGraphFile.Symbol.LineRange.init(start:)) : nil
                    }
                }
            default: reader.skipValue()
            }
        }
        guard read, let text else { return nil }
        return SymbolGraphFile.Symbol.DocCommentLine(text: text, range: range ?? nil)
    }

    private mutating func location() -> SymbolGraphFile.Symbol.Location? {
        var uri: String?, position: SymbolGraphFile.Symbol.Position?
        let read = object { reader, key in
            switch key {
            case "uri": reader.read(&uri) { $0.string() }
            case "position": reader.read(&position) { $0.position() }
            default: reader.skipValue()
            }
        }
        guard read, let uri, let position else { return nil }
        return SymbolGraphFile.Symbol.Location(uri: uri, position: position)
    }

    private mutating func position() -> SymbolGraphFile.Symbol.Position? {
        var line: Int?
        let read = object { reader, key in
            key == "line" ? reader.read(&line) { $0.int() } : reader.skipValue()
        }
        return read ? line.map(SymbolGraphFile.Symbol.Position.init(line:)) : nil
    }

    private mutating func relationship() -> SymbolGraphFile.Relationship? {
        var kind: String?, source: String?, target: String?, targetFallback: String??
        let read = object { reader, key in
            switch key {
            case "kind": reader.read(&kind) { $0.string() }
            case "source": reader.read(&source) { $0.string() }
            case "target": reader.read(&target) { $0.string() }
            case "targetFallback": reader.read(&targetFallback) { $0.optional { $0.string() } }
            default: reader.skipValue()
            }
        }
        guard read, let kind, let source, let target else { return nil }
        return SymbolGraphFile.Relationship(kind: kind, source: source, target: target, targetFallback: targetFallback ?? nil)
    }

    /// The string field `name` of an object, the others skipped.
    private mutating func field(_ name: String) -> String? {
        var value: String?
        let read = object { reader, key in
            key == name ? reader.read(&value) { $0.string() } : reader.skipValue()
        }
        return read ? value : nil
    }

    /// The string fields `first` and `second` of an object, the others skipped.
    private mutating func fields(_ first: String, _ second: String) -> (String, String)? {
        var one: String?, two: String?
        let read = object { reader, key in
            switch key {
            case first: reader.read(&one) { $0.string() }
            case second: reader.read(&two) { $0.string() }
            default: reader.skipValue()
            }
        }
        guard read, let one, let two else { return nil }
        return (one, two)
    }
}
