import Foundation

extension TextState {
    /// This text in bold. `Text(TextState)` shows it bold; two texts that differ only in
    /// boldness are not equal.
    ///
    /// ```swift output
    /// let warning = TextState("Careful").bold()
    /// print(warning.string, warning == TextState("Careful"))
    /// ```
    ///
    /// ```text
    /// Careful false
    /// ```
    public func bold() -> Self {
        adding(.bold(isActive: true))
    }

    /// This text in bold when `isActive`.
    ///
    /// ```swift
    /// let title = TextState("Inbox").bold(isActive: true)
    /// ```
    public func bold(isActive: Bool) -> Self {
        adding(.bold(isActive: isActive))
    }

    /// This text in italics.
    ///
    /// ```swift
    /// let aside = TextState("optional").italic()
    /// ```
    public func italic() -> Self {
        adding(.italic(isActive: true))
    }

    /// This text in italics when `isActive`.
    ///
    /// ```swift
    /// let aside = TextState("optional").italic(isActive: false)
    /// ```
    public func italic(isActive: Bool) -> Self {
        adding(.italic(isActive: isActive))
    }

    /// This text with digits of equal width, for numbers that change in place.
    ///
    /// ```swift
    /// let count = TextState("42").monospacedDigit()
    /// ```
    public func monospacedDigit() -> Self {
        adding(.monospacedDigit)
    }

    /// This text with `kerning` points between characters. Kept and compared; the headless
    /// `Text` does not lay out characters, so it shows no difference.
    ///
    /// ```swift
    /// let spaced = TextState("WIDE").kerning(2)
    /// ```
    public func kerning(_ kerning: CGFloat) -> Self {
        adding(.kerning(Double(kerning)))
    }

    /// This text with `tracking` points added after each character (kept and compared).
    ///
    /// ```swift
    /// let tracked = TextState("WIDE").tracking(1)
    /// ```
    public func tracking(_ tracking: CGFloat) -> Self {
        adding(.tracking(Double(tracking)))
    }

    /// This text raised by `baselineOffset` points (kept and compared).
    ///
    /// ```swift
    /// let superscript = TextState("2").baselineOffset(4)
    /// ```
    public func baselineOffset(_ baselineOffset: CGFloat) -> Self {
        adding(.baselineOffset(Double(baselineOffset)))
    }
}
