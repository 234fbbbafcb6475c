/// The look of the pickers inside a view: `.pickerStyle(.segmented)`. Recorded by the host.
public protocol PickerStyle {}

/// The platform's usual picker look.
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    public init() {}
}

/// The options side by side, as one segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
}

/// The chosen option, with the others in a menu.
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
}

/// The options in place, as rows.
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
}

/// The options on a turning wheel.
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's usual picker look.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options side by side, as one segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The chosen option, with the others in a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options in place, as rows.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// The options on a turning wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// The look of the text fields inside a view: `.textFieldStyle(.roundedBorder)`. Recorded.
public protocol TextFieldStyle {}

/// The platform's usual text field look.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
}

/// A text field inside a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded border style.
    public init() {}
}

/// A text field with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's usual text field look.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field inside a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// How a navigation bar shows its title: large under the bar, or inline in it.
public enum NavigationBarItem {
    /// Where the title shows.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The platform's choice, inline in the bar, or large under it.
        case automatic, inline, large
    }
}

/// The style name a style's type reads as in code: `BorderedProminentButtonStyle` is
/// `.borderedProminent`.
func writtenStyle(_ style: Any, suffix: String) -> String {
    var name = String(describing: type(of: style))
    if name.hasSuffix(suffix) { name.removeLast(suffix.count) }
    if name.hasPrefix("Default") { name = "automatic" }
    return "." + name.prefix(1).lowercased() + name.dropFirst()
}

extension View {
    /// Gives the pickers inside this view `style`; recorded, every picker selects the same.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        recorded("pickerStyle", [("", writtenStyle(style, suffix: "PickerStyle"))])
    }

    /// Gives the text fields inside this view `style`; recorded.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        recorded("textFieldStyle", [("", writtenStyle(style, suffix: "TextFieldStyle"))])
    }

    /// Colors the controls inside this view with `tint`; recorded.
    public func tint(_ tint: Color?) -> some View {
        recorded("tint", [("", tint.map { ".\($0)" } ?? "nil")])
    }

    /// Turns autocorrection off (or on) for the text fields inside this view; recorded.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        recorded("disableAutocorrection", [("", disable.map { "\($0)" } ?? "nil")])
    }

    /// Turns autocorrection off for the text fields inside this view; recorded.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        recorded("autocorrectionDisabled", [("", disable)])
    }

    /// How the navigation bar shows this screen's title; recorded.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        recorded("navigationBarTitleDisplayMode", [("", ".\(displayMode)")])
    }
}
