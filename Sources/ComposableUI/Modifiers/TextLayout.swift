import Foundation

/// How the lines of a multi-line text line up: `.multilineTextAlignment(.center)`.
///
/// ```swift
/// let alignment: TextAlignment = .center
/// assert(alignment != .leading)
/// ```
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Along the leading edge, centered, or along the trailing edge.
    case leading, center, trailing
}

extension Text {
    /// The case text shows in, whatever it was written in: `.textCase(.uppercase)`.
    ///
    /// ```swift
    /// let upper: Text.Case = .uppercase
    /// assert(upper != .lowercase)
    /// ```
    public enum Case: Hashable, Sendable {
        /// All capitals, or all small letters.
        case uppercase, lowercase
    }
}

extension View {
    /// Shows at most `number` lines of the text inside, `nil` for as many as it needs;
    /// recorded, as the host wraps no text.
    ///
    /// ```swift
    /// struct Summary: View {
    ///     var body: some View {
    ///         Text("A long summary").lineLimit(1)
    ///     }
    /// }
    ///
    /// assert(ViewHost(Summary()).render().contains(".lineLimit(1)"))
    /// ```
    public func lineLimit(_ number: Int?) -> some View {
        recorded("lineLimit", [("", number.map(String.init) ?? "nil")])
    }

    /// How the lines of the text inside line up; recorded.
    ///
    /// ```swift
    /// struct Banner: View {
    ///     var body: some View {
    ///         Text("Centered").multilineTextAlignment(.center)
    ///     }
    /// }
    ///
    /// assert(ViewHost(Banner()).render().contains(".multilineTextAlignment(.center)"))
    /// ```
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        recorded("multilineTextAlignment", [("", ".\(alignment)")])
    }

    /// How much the text inside may shrink to fit, as a fraction of its size; recorded.
    ///
    /// ```swift
    /// struct Score: View {
    ///     var body: some View {
    ///         Text("1,000,000").minimumScaleFactor(0.5)
    ///     }
    /// }
    ///
    /// assert(ViewHost(Score()).render().contains(".minimumScaleFactor(0.5)"))
    /// ```
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        recorded("minimumScaleFactor", [("", factor)])
    }

    /// Shows the text inside in capitals or small letters; `texts` still reads it as written,
    /// and `render()` records the case.
    ///
    /// ```swift
    /// struct Header: View {
    ///     var body: some View {
    ///         Text("Settings").textCase(.uppercase)
    ///     }
    /// }
    ///
    /// let host = ViewHost(Header())
    /// assert(host.texts == ["Settings"])
    /// assert(host.render().contains(".textCase(.uppercase)"))
    /// ```
    public func textCase(_ textCase: Text.Case?) -> some View {
        recorded("textCase", [("", textCase.map { ".\($0)" } ?? "nil")])
    }

    /// Keeps this view at the size it wants along both axes, not the size offered; recorded.
    ///
    /// ```swift
    /// struct Badge: View {
    ///     var body: some View {
    ///         Text("New").fixedSize()
    ///     }
    /// }
    ///
    /// assert(ViewHost(Badge()).render().contains(".fixedSize()"))
    /// ```
    public func fixedSize() -> some View {
        recorded("fixedSize")
    }

    /// Keeps this view at the size it wants along the axes given; recorded.
    ///
    /// ```swift
    /// struct Caption: View {
    ///     var body: some View {
    ///         Text("Wraps, never truncates").fixedSize(horizontal: false, vertical: true)
    ///     }
    /// }
    ///
    /// assert(ViewHost(Caption()).render().contains(".fixedSize(horizontal: false, vertical: true)"))
    /// ```
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        recorded("fixedSize", [("horizontal", horizontal), ("vertical", vertical)])
    }

    /// Rounds the corners of this view by `radius` points; recorded.
    ///
    /// ```swift
    /// struct Tag: View {
    ///     var body: some View {
    ///         Text("Swift").padding().background(Color.orange).cornerRadius(8)
    ///     }
    /// }
    ///
    /// assert(ViewHost(Tag()).render().contains(".cornerRadius(8)"))
    /// ```
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        recorded("cornerRadius", [("", radius)])
    }

    /// Multiplies the colors of this view by `color`, tinting it; recorded.
    ///
    /// ```swift
    /// struct Recording: View {
    ///     var body: some View {
    ///         Text("Recording").colorMultiply(Color(.systemRed))
    ///     }
    /// }
    ///
    /// assert(ViewHost(Recording()).render().contains(".colorMultiply(Color.systemRed)"))
    /// ```
    public func colorMultiply(_ color: Color) -> some View {
        recorded("colorMultiply", [("", color.writtenStyle)])
    }
}
