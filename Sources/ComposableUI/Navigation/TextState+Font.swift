import Composable

extension TextState {
    /// This text in `font`, as `Text(TextState)` shows it.
    ///
    /// ```swift
    /// let host = ViewHost(Text(TextState("Title").font(.title)))
    /// precondition(host.render().contains(".font(.title)"))
    /// ```
    public func font(_ font: Font?) -> TextState {
        adding(.font(font.map { AnyHashableSendable($0) }))
    }

    /// This text in `color`, as `Text(TextState)` shows it.
    ///
    /// ```swift
    /// let host = ViewHost(Text(TextState("Error").foregroundColor(.red)))
    /// precondition(host.render().contains("red"))
    /// ```
    public func foregroundColor(_ color: Color?) -> TextState {
        adding(.foregroundColor(color.map { AnyHashableSendable($0) }))
    }

    /// This text in `weight`: `Text(TextState)` shows it as the text's font (`.body` unless one
    /// is set) of that weight.
    ///
    /// ```swift
    /// let heavy = TextState("Heavy").fontWeight(.heavy)
    /// ```
    public func fontWeight(_ weight: Font.Weight?) -> TextState {
        adding(.fontWeight(weight.map { AnyHashableSendable($0) }))
    }

    /// This text underlined when `isActive`, in `color` if given (kept and compared; the
    /// headless `Text` shows no underline).
    ///
    /// ```swift
    /// let link = TextState("Terms").underline()
    /// ```
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> TextState {
        adding(.underline(isActive: isActive, color: color.map { AnyHashableSendable($0) }))
    }

    /// This text struck through when `isActive`, in `color` if given (kept and compared).
    ///
    /// ```swift
    /// let done = TextState("Milk").strikethrough()
    /// ```
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> TextState {
        adding(.strikethrough(isActive: isActive, color: color.map { AnyHashableSendable($0) }))
    }
}
