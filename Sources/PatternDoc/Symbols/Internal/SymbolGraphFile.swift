/// The part of a symbol graph file (`Module.symbols.json`, as `swift package dump-symbol-graph`
/// or the compiler's `-emit-symbol-graph` writes it) that the API reference reads. Everything
/// else in the file is ignored, so newer toolchains' additions do not break decoding.
struct SymbolGraphFile: Codable {
    struct Module: Codable {
        let name: String
    }

    struct Symbol: Codable {
        struct Kind: Codable {
            let identifier: String
            let displayName: String
        }

        struct Identifier: Codable {
            let precise: String
        }

        struct Names: Codable {
            let title: String
        }

        struct Fragment: Codable {
            let kind: String
            let spelling: String
            let preciseIdentifier: String?
        }

        struct Position: Codable {
            /// 0-based, as in the Language Server Protocol.
            let line: Int
        }

        struct LineRange: Codable {
            let start: Position
        }

        struct DocCommentLine: Codable {
            let text: String
            let range: LineRange?
        }

        struct DocComment: Codable {
            let uri: String?
            let lines: [DocCommentLine]
        }

        struct Location: Codable {
            let uri: String
            let position: Position
        }

        struct SwiftExtension: Codable {
            let extendedModule: String?
        }

        let kind: Kind
        let identifier: Identifier
        let pathComponents: [String]
        let names: Names
        let declarationFragments: [Fragment]?
        let docComment: DocComment?
        let accessLevel: String
        let location: Location?
        let swiftExtension: SwiftExtension?
    }

    struct Relationship: Codable {
        let kind: String
        let source: String
        let target: String
        let targetFallback: String?
    }

    let module: Module
    let symbols: [Symbol]
    let relationships: [Relationship]
}
