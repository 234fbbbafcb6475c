import Foundation

/// A color for text and symbols: `.foregroundStyle(.secondary)`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The color's name, as the HTML preview's CSS class uses it.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// The text color of the current theme.
    public static let primary = Color("primary")
    /// The color of secondary text.
    public static let secondary = Color("secondary")
    /// The accent color, as links and buttons use it.
    public static let accentColor = Color("accent")
    /// Red.
    public static let red = Color("red")
    /// Orange.
    public static let orange = Color("orange")
    /// Yellow.
    public static let yellow = Color("yellow")
    /// Green.
    public static let green = Color("green")
    /// Blue.
    public static let blue = Color("blue")
    /// Purple.
    public static let purple = Color("purple")
    /// Gray.
    public static let gray = Color("gray")
    /// Black.
    public static let black = Color("black")
    /// White.
    public static let white = Color("white")
    /// Pink.
    public static let pink = Color("pink")
    /// Brown.
    public static let brown = Color("brown")
    /// Cyan.
    public static let cyan = Color("cyan")
    /// Indigo.
    public static let indigo = Color("indigo")
    /// Mint.
    public static let mint = Color("mint")
    /// Teal.
    public static let teal = Color("teal")
    /// No color at all.
    public static let clear = Color("clear")

    /// The color with these components, each from 0 to 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init("rgb(\(red), \(green), \(blue)" + (opacity == 1 ? ")" : ", \(opacity))"))
    }

    /// The color with this hue, saturation and brightness, each from 0 to 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init("hsb(\(hue), \(saturation), \(brightness)" + (opacity == 1 ? ")" : ", \(opacity))"))
    }

    /// The gray of `white`, from 0 (black) to 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init("white(\(white)" + (opacity == 1 ? ")" : ", \(opacity))"))
    }

    /// A color from the app's asset catalog, by name: `Color("poppy")`. There is no catalog on
    /// Linux: the color is its name, which `render()` shows.
    ///
    /// ```swift
    /// let theme = Color("periwinkle")
    /// assert(theme.description == "periwinkle")
    /// ```
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(name)
    }

    /// A platform color by its semantic name: `Color(.systemBackground)`.
    public init(_ platformColor: UIColor) {
        self.init(platformColor.name)
    }

    /// This color, `opacity` from 0 (clear) to 1 (as it is).
    public func opacity(_ opacity: Double) -> Color {
        Color("\(description).opacity(\(opacity))")
    }
}

/// The platform's semantic colors, for `Color(.systemBackground)` as code written for iOS
/// spells it; on Linux each is only a name the host records.
public struct UIColor: Hashable, Sendable {
    /// The color's name.
    public let name: String

    /// The background of a screen.
    public static let systemBackground = UIColor(name: "systemBackground")
    /// The background of a grouped list.
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    /// The background of content over the system background.
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    /// The color of labels.
    public static let label = UIColor(name: "label")
    /// The color of secondary labels.
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    /// A gray for fills and separators.
    public static let systemGray = UIColor(name: "systemGray")
    /// A lighter gray.
    public static let systemGray2 = UIColor(name: "systemGray2")
    /// A lighter gray still.
    public static let systemGray3 = UIColor(name: "systemGray3")
    /// A light gray.
    public static let systemGray4 = UIColor(name: "systemGray4")
    /// A very light gray, as behind a selected row.
    public static let systemGray5 = UIColor(name: "systemGray5")
    /// The lightest gray, as behind a grouped row.
    public static let systemGray6 = UIColor(name: "systemGray6")
    /// The system's red.
    public static let systemRed = UIColor(name: "systemRed")
    /// The system's orange.
    public static let systemOrange = UIColor(name: "systemOrange")
    /// The system's yellow.
    public static let systemYellow = UIColor(name: "systemYellow")
    /// The system's green.
    public static let systemGreen = UIColor(name: "systemGreen")
    /// The system's blue.
    public static let systemBlue = UIColor(name: "systemBlue")
    /// The system's purple.
    public static let systemPurple = UIColor(name: "systemPurple")
    /// The system's pink.
    public static let systemPink = UIColor(name: "systemPink")
    /// The color of tertiary labels.
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    /// The color of separators.
    public static let separator = UIColor(name: "separator")
    /// The background of content over the secondary background.
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
}
