/// The part of a symbol graph file (`Module.symbols.json`, as `swift package dump-symbol-graph`
/// or the compiler's `-emit-symbol-graph` writes it) that the API reference reads. Everything
/// else in the file is ignored, so newer toolchains' additions do not break decoding.
struct SymbolGraphFile: Decodable {
    struct Module: Decodable {
        let name: String
    }

    struct Symbol: Decodable {
        struct Kind: Decodable {
            let identifier: String
            let displayName: String
        }

        struct Identifier: Decodable {
            let precise: String
        }

        struct Names: Decodable {
            let title: String
        }

        struct Fragment: Decodable {
            let kind: String
            let spelling: String
            let preciseIdentifier: String?
        }

        struct Position: Decodable {
            /// 0-based, as in the Language Server Protocol.
            let line: Int
        }

        struct LineRange: Decodable {
            let start: Position
        }

        struct DocCommentLine: Decodable {
            let text: String
            let range: LineRange?
        }

        struct DocComment: Decodable {
            let uri: String?
            let lines: [DocCommentLine]
        }

        struct Location: Decodable {
            let uri: String
            let position: Position
        }

        struct SwiftExtension: Decodable {
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

    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
        let targetFallback: String?
    }

    let module: Module
    let symbols: [Symbol]
    let relationships: [Relationship]
}
