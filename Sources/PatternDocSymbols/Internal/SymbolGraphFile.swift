/// The part of a symbol graph file (`Module.symbols.json`, as `swift package dump-symbol-graph`
/// or the compiler's `-emit-symbol-graph` writes it) that the API reference reads. Everything
/// else in the file is ignored, so newer toolchains' additions do not break decoding.
struct SymbolGraphFile: Codable, Equatable {
    struct Module: Codable, Equatable {
        let name: String
    }

    struct Symbol: Codable, Equatable {
        struct Kind: Codable, Equatable {
            let identifier: String
            let displayName: String
        }

        struct Identifier: Codable, Equatable {
            let precise: String
        }

        struct Names: Codable, Equatable {
            let title: String
        }

        struct Fragment: Codable, Equatable {
            let kind: String
            let spelling: String
            let preciseIdentifier: String?
        }

        struct Position: Codable, Equatable {
            /// 0-based, as in the Language Server Protocol.
            let line: Int
        }

        struct LineRange: Codable, Equatable {
            let start: Position
        }

        struct DocCommentLine: Codable, Equatable {
            let text: String
            let range: LineRange?
        }

        struct DocComment: Codable, Equatable {
            let uri: String?
            let lines: [DocCommentLine]
        }

        struct Location: Codable, Equatable {
            let uri: String
            let position: Position
        }

        struct SwiftExtension: Codable, Equatable {
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

    struct Relationship: Codable, Equatable {
        let kind: String
        let source: String
        let target: String
        let targetFallback: String?
    }

    let module: Module
    let symbols: [Symbol]
    let relationships: [Relationship]
}
