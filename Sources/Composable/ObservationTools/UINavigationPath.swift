import Foundation

/// A type-erased list of the values pushed onto a navigation stack, for code outside SwiftUI:
/// what SwiftUI's `NavigationPath` is to a `NavigationStack`. Its elements can be of different
/// hashable types, and when all are `Codable` the path can be saved with ``codable`` and
/// restored with `init(_:)`.
///
/// ```swift output
/// var path = UINavigationPath()
/// path.append(42)
/// path.append("detail")
/// print(path.count, path.isEmpty)
/// path.removeLast()
/// print(path == UINavigationPath([42]))
/// ```
///
/// ```text
/// 2 false
/// true
/// ```
public struct UINavigationPath: Equatable {
    private var elements: [Element] = []

    /// How many values are on the path.
    public var count: Int {
        elements.count
    }

    /// Whether the path is empty (only the root is shown).
    public var isEmpty: Bool {
        elements.isEmpty
    }

    /// The path in a form that `Codable` can write, or `nil` when one of its values is not
    /// `Codable`.
    ///
    /// ```swift output
    /// let path = UINavigationPath([1, 2])
    /// let data = try! JSONEncoder().encode(path.codable!)
    /// let decoded = try! JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
    /// print(UINavigationPath(decoded) == path)
    /// ```
    ///
    /// ```text
    /// true
    /// ```
    public var codable: CodableRepresentation? {
        var encoded: [CodableRepresentation.Element] = []
        for element in elements {
            switch element {
            case .value(let value):
                guard let element = CodableRepresentation.Element(value) else { return nil }
                encoded.append(element)
            case .encoded(let element):
                encoded.append(element)
            }
        }
        return CodableRepresentation(elements: encoded)
    }

    /// An empty path.
    ///
    /// ```swift
    /// let path = UINavigationPath()
    /// ```
    public init() {}

    /// A path holding the values of `elements`, first at the bottom.
    ///
    /// ```swift
    /// let path = UINavigationPath(["inbox", "message"])
    /// ```
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { .value(AnyHashable($0)) }
    }

    /// A path restored from its ``codable`` form; each value is decoded when it is compared.
    ///
    /// ```swift
    /// let restored = UINavigationPath(UINavigationPath([1]).codable!)
    /// ```
    public init(_ codable: CodableRepresentation) {
        self.elements = codable.elements.map { .encoded($0) }
    }

    /// Pushes a value.
    ///
    /// ```swift
    /// var path = UINavigationPath()
    /// path.append("settings")
    /// ```
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(.value(AnyHashable(value)))
    }

    /// Pops `k` values, 1 unless told.
    ///
    /// ```swift
    /// var path = UINavigationPath([1, 2, 3])
    /// path.removeLast(2)
    /// ```
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }

    /// Paths are equal when their values are, decoded values compared with the ones they came
    /// from.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elements.count == rhs.elements.count
            && zip(lhs.elements, rhs.elements).allSatisfy { $0.value == $1.value }
    }

    /// The path written with `Codable`: each value's type name and its JSON.
    ///
    /// ```swift
    /// let representation: UINavigationPath.CodableRepresentation? = UINavigationPath([1]).codable
    /// ```
    public struct CodableRepresentation: Codable, Equatable {
        fileprivate var elements: [Element]

        fileprivate init(elements: [Element]) {
            self.elements = elements
        }

        /// Reads the type names and values, in the order ``encode(to:)`` wrote them.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            elements = []
            while !container.isAtEnd {
                let tag = try container.decode(String.self)
                let item = try container.decode(String.self)
                elements.append(Element(tag: tag, item: item))
            }
        }

        /// Writes each value as its type name followed by its JSON.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements {
                try container.encode(element.tag)
                try container.encode(element.item)
            }
        }

        fileprivate struct Element: Hashable {
            let tag: String
            let item: String

            init(tag: String, item: String) {
                self.tag = tag
                self.item = item
            }

            init?(_ value: AnyHashable) {
                guard let encodable = value.base as? any Encodable,
                    let tag = _mangledTypeName(type(of: value.base))
                else { return nil }
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                guard let data = try? encoder.encode(encodable) else { return nil }
                self.init(tag: tag, item: String(decoding: data, as: UTF8.self))
            }

            func decoded() -> AnyHashable? {
                guard let type = _typeByName(tag) as? any Decodable.Type,
                    let value = try? JSONDecoder().decode(type, from: Data(item.utf8))
                else { return nil }
                return value as? AnyHashable
            }
        }
    }

    private enum Element {
        case value(AnyHashable)
        case encoded(CodableRepresentation.Element)

        /// The value, decoded if it came from a ``CodableRepresentation``.
        var value: AnyHashable? {
            switch self {
            case .value(let value): value
            case .encoded(let element): element.decoded()
            }
        }
    }
}
