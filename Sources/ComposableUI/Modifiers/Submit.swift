/// Runs an action when the person presses return in a text field inside the modified view.
struct SubmitModifier: ViewModifier, DescribingModifier {
    /// `nil` for triggers that never fire here (search fields).
    let action: (@MainActor () -> Void)?
    var description: NodeContent.Modifier {
        action.map { .submit($0) } ?? .recorded(".onSubmit(of: .search)")
    }
    typealias Body = Never
}

/// Which controls' submissions an `.onSubmit` action hears: text fields (`.text`), or search
/// fields (`.search`).
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw bits of the set.
    public let rawValue: Int

    /// A set from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Pressing return in a `TextField` or `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Submitting a search field; there are no search fields here, so it never fires.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The word on the return key while a text field has the focus: `.submitLabel(.next)`. It is
/// recorded, and shows in ``ViewHost/render()``.
public struct SubmitLabel: Sendable, CustomStringConvertible {
    /// The label's name, as written after the dot.
    public let description: String

    /// "Done".
    public static let done = SubmitLabel(description: "done")
    /// "Go".
    public static let go = SubmitLabel(description: "go")
    /// "Send".
    public static let send = SubmitLabel(description: "send")
    /// "Join".
    public static let join = SubmitLabel(description: "join")
    /// "Route".
    public static let route = SubmitLabel(description: "route")
    /// "Search".
    public static let search = SubmitLabel(description: "search")
    /// "Return".
    public static let `return` = SubmitLabel(description: "return")
    /// "Next", for a field followed by another.
    public static let next = SubmitLabel(description: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(description: "continue")
}

extension View {
    /// Runs `action` when the person presses return in a text field or secure field inside
    /// this view: the usual way to move the focus to the next field of a form, or to send it
    /// from its last field.
    ///
    /// In a ``ViewHost``, ``ViewHost/submit(_:)`` presses return in a field. Every `onSubmit`
    /// around the field runs, the nearest first.
    ///
    /// ```swift
    /// struct Search: View {
    ///     @State var query = ""
    ///     @State var searches: [String] = []
    ///
    ///     var body: some View {
    ///         VStack {
    ///             TextField("Search", text: $query)
    ///                 .submitLabel(.search)
    ///                 .onSubmit { searches.append(query) }
    ///             Text("Searched: \(searches.joined(separator: ", "))")
    ///         }
    ///     }
    /// }
    ///
    /// let host = ViewHost(Search())
    /// try host.type("otters", into: "Search")
    /// try host.submit("Search")
    /// assert(host.texts.last == "Searched: otters")
    /// ```
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(SubmitModifier(action: triggers.contains(.text) ? action : nil))
    }

    /// The word on the return key while a text field inside this view has the focus; recorded.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        recorded("submitLabel", [("", ".\(submitLabel)")])
    }
}
