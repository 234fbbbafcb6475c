/// A variant of the SF Symbols inside a view: `.symbolVariant(.fill)` shows `heart` as
/// `heart.fill`. The host applies it to the names of the symbols inside, so `render()`, `html()`
/// and a test tapping a symbol by name all see the variant.
///
/// ```swift
/// let host = ViewHost(Image(systemName: "heart").symbolVariant(.fill))
/// assert(host.render() == #"Image(systemName: "heart.fill")"#)
/// ```
public struct SymbolVariants: Hashable, Sendable {
    /// The suffixes the variant adds to a symbol's name, in order: `["circle", "fill"]`.
    let suffixes: [String]

    /// The symbol as named.
    public static let none = SymbolVariants(suffixes: [])
    /// Filled.
    public static let fill = SymbolVariants(suffixes: ["fill"])
    /// Inside a circle.
    public static let circle = SymbolVariants(suffixes: ["circle"])
    /// Inside a square.
    public static let square = SymbolVariants(suffixes: ["square"])
    /// Inside a rectangle.
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    /// Struck through.
    public static let slash = SymbolVariants(suffixes: ["slash"])

    /// This variant, filled: `.circle.fill`.
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    /// This variant, inside a circle.
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }
    /// This variant, inside a square.
    public var square: SymbolVariants { SymbolVariants(suffixes: suffixes + ["square"]) }
    /// This variant, struck through.
    public var slash: SymbolVariants { SymbolVariants(suffixes: suffixes + ["slash"]) }

    /// `name` with this variant's suffixes that it does not already end with.
    func applied(to name: String) -> String {
        suffixes.reduce(name) { name, suffix in name.hasSuffix("." + suffix) ? name : name + "." + suffix }
    }
}

private enum SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}

extension EnvironmentValues {
    /// The variant the symbols inside are shown in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Shows the SF Symbols inside this view in `variant`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }
}
