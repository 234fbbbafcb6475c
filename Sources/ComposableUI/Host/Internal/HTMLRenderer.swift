/// Writes what is on screen as semantic HTML with `cui-` classes, every text escaped, for the
/// site's previews to style: buttons are `<button>`, a list is a `<ul>`, a toggle is a checkbox
/// with the switch role, a sheet is a dialog after the view it covers.
@MainActor
enum HTMLRenderer {
    static func render(_ root: ViewNode) -> String {
        var html = "<div class=\"cui-screen\">"
        for child in Screen.visibleChildren(of: root) { write(child, into: &html) }
        return html + "</div>"
    }

    private static func write(_ node: ViewNode, into html: inout String) {
        let visible = Screen.visibleChildren(of: node)
        func children(_ nodes: [ViewNode]) {
            for child in nodes { write(child, into: &html) }
        }
        let disabled = node.isDisabled ? " disabled" : ""
        switch node.content {
        case .transparent:
            children(visible)
        case let .text(string):
            html += "<span class=\"cui-text\">\(escaped(string))</span>"
        case let .image(name):
            html += "<span class=\"cui-image\" role=\"img\" aria-label=\"\(escaped(name))\">\(escaped(symbol(name)))</span>"
        case let .button(role, _):
            let roleClass = role.map { " cui-button-\($0)" } ?? ""
            html += "<button type=\"button\" class=\"cui-button\(roleClass)\"\(disabled)>"
            children(visible)
            html += "</button>"
        case let .textField(title, text, isSecure):
            html += "<input class=\"cui-text-field\" type=\"\(isSecure ? "password" : "text")\" "
                + "placeholder=\"\(escaped(title))\" aria-label=\"\(escaped(title))\" value=\"\(escaped(text.wrappedValue))\"\(disabled)>"
        case let .toggle(isOn):
            html += "<label class=\"cui-toggle\"><span class=\"cui-toggle-label\">"
            children(visible)
            html += "</span><input type=\"checkbox\" role=\"switch\"\(isOn.wrappedValue ? " checked" : "")\(disabled)></label>"
        case let .stepper(increment, decrement):
            html += "<div class=\"cui-stepper\"><span class=\"cui-stepper-label\">"
            children(visible)
            html += "</span><span class=\"cui-stepper-buttons\">"
            html += "<button type=\"button\" aria-label=\"Decrement\"\(decrement == nil || node.isDisabled ? " disabled" : "")>−</button>"
            html += "<button type=\"button\" aria-label=\"Increment\"\(increment == nil || node.isDisabled ? " disabled" : "")>+</button>"
            html += "</span></div>"
        case let .slider(value, bounds, step, _):
            let title = Screen.title(of: node.children.first)
            html += "<input class=\"cui-slider\" type=\"range\" min=\"\(bounds.lowerBound)\" max=\"\(bounds.upperBound)\" "
                + "step=\"\(step.map { "\($0)" } ?? "any")\" value=\"\(value)\""
                + (title.isEmpty ? "" : " aria-label=\"\(escaped(title))\"") + "\(disabled)>"
        case .picker:
            html += "<label class=\"cui-picker\"><span class=\"cui-picker-label\">"
            children(Array(visible.prefix(1)))
            html += "</span><span class=\"cui-picker-value\">"
            children(Array(visible.dropFirst()))
            html += "</span></label>"
        case let .progress(fraction):
            if let fraction {
                html += "<progress class=\"cui-progress\" max=\"1\" value=\"\(fraction)\"></progress>"
            } else {
                html += "<progress class=\"cui-progress\"></progress>"
            }
            children(visible)
        case let .stack(axis):
            let name = axis == .horizontal ? "hstack" : axis == .vertical ? "vstack" : "zstack"
            html += "<div class=\"cui-\(name)\">"
            children(visible)
            html += "</div>"
        case let .scrollView(horizontal):
            html += "<div class=\"cui-scroll-view\(horizontal ? " cui-scroll-horizontal" : "")\">"
            children(visible)
            html += "</div>"
        case .spacer:
            html += "<span class=\"cui-spacer\"></span>"
        case let .platformView(name):
            html += "<div class=\"cui-platform-view\">UIView(\(escaped(name)))</div>"
        case .list, .form:
            let isList: Bool
            if case .list = node.content { isList = true } else { isList = false }
            html += isList ? "<ul class=\"cui-list\">" : "<div class=\"cui-form\"><ul class=\"cui-list\">"
            for row in Screen.items(of: node) {
                if case .section = row.content {
                    write(row, into: &html)
                } else {
                    html += "<li class=\"cui-row\">"
                    write(row, into: &html)
                    html += "</li>"
                }
            }
            html += isList ? "</ul>" : "</ul></div>"
        case let .section(hasHeader):
            html += "<li class=\"cui-section\">"
            if hasHeader, let header = visible.first {
                html += "<h3 class=\"cui-section-header\">"
                write(header, into: &html)
                html += "</h3>"
            }
            html += "<ul class=\"cui-list\">"
            for row in (hasHeader ? Array(visible.dropFirst()) : visible).flatMap(rows(in:)) {
                html += "<li class=\"cui-row\">"
                write(row, into: &html)
                html += "</li>"
            }
            html += "</ul></li>"
        case .tabView:
            html += "<div class=\"cui-tab-view\"><div class=\"cui-tab-content\">"
            children(Array(visible.prefix(1)))
            html += "</div><nav class=\"cui-tab-bar\">"
            let shown = visible.first
            for tab in Screen.items(of: node) {
                let selected = tab === shown
                html += "<span class=\"cui-tab\(selected ? " cui-tab-selected" : "")\" aria-selected=\"\(selected)\">"
                if let item = Screen.attachments(of: tab).item { write(item, into: &html) }
                html += "</span>"
            }
            html += "</nav></div>"
        case .navigationStack:
            let top = Screen.navigationTop(of: node)
            html += "<div class=\"cui-navigation-stack\"><div class=\"cui-navigation-bar\">"
            if top.pop != nil { html += "<span class=\"cui-back\" role=\"button\">‹ Back</span>" }
            html += "</div>"
            children(visible)
            html += "</div>"
        case .navigationLink:
            html += "<span class=\"cui-navigation-link\" role=\"link\">"
            children(visible)
            html += "<span class=\"cui-chevron\" aria-hidden=\"true\">›</span></span>"
        case .label:
            html += "<span class=\"cui-label\">"
            children(Array(visible.dropFirst()))
            children(Array(visible.prefix(1)))
            html += "</span>"
        case let .drawing(drawing):
            html += drawing.svg
        case let .shape(description):
            html += "<div class=\"cui-shape\" data-shape=\"\(escaped(description))\">"
            children(visible)
            html += "</div>"
        case let .disclosure(kind, isExpanded):
            let name = kind == .group ? "disclosure-group" : "menu"
            html += "<details class=\"cui-\(name)\"\(isExpanded.wrappedValue ? " open" : "")><summary>"
            children(Array(visible.prefix(1)))
            html += "</summary>"
            children(Array(visible.dropFirst()))
            html += "</details>"
        case let .modifier(modifier):
            writeModifier(modifier, visible: visible, into: &html)
        }
    }

    private static func writeModifier(_ modifier: NodeContent.Modifier, visible: [ViewNode], into html: inout String) {
        func wrapped(_ classes: String) {
            html += "<div class=\"\(classes)\">"
            for child in visible { write(child, into: &html) }
            html += "</div>"
        }
        switch modifier {
        case let .font(font): wrapped("cui-font cui-font-\(cssName(font.description))")
        case .monospacedDigit: wrapped("cui-monospaced-digit")
        case .bold: wrapped("cui-bold")
        case .italic: wrapped("cui-italic")
        case .padding: wrapped("cui-padding")
        case let .decoration(kind):
            for child in visible.prefix(1) { write(child, into: &html) }
            for decoration in visible.dropFirst() {
                html += "<div class=\"cui-\(cssName(String(kind.dropFirst())))\">"
                write(decoration, into: &html)
                html += "</div>"
            }
        case let .accessibilityIdentifier(identifier):
            html += "<div data-accessibility-identifier=\"\(escaped(identifier))\">"
            for child in visible { write(child, into: &html) }
            html += "</div>"
        case let .foregroundStyle(color): wrapped("cui-color cui-color-\(cssName(color.description))")
        case let .navigationTitle(title):
            html += "<h2 class=\"cui-navigation-title\">\(escaped(title))</h2>"
            for child in visible { write(child, into: &html) }
        case let .presentation(style, _, _):
            for child in visible.prefix(1) { write(child, into: &html) }
            for sheet in visible.dropFirst() {
                let name = style == .sheet ? "sheet" : style == .popover ? "popover" : "full-screen-cover"
                html += "<div class=\"cui-\(name)\" role=\"dialog\">"
                write(sheet, into: &html)
                html += "</div>"
            }
        case let .alert(alert):
            for child in visible { write(child, into: &html) }
            let kind = alert.isDialog ? "confirmation-dialog" : "alert"
            html += "<div class=\"cui-\(kind)\" role=\"alertdialog\"><h3 class=\"cui-alert-title\">\(escaped(alert.title))</h3>"
            if let message = alert.message { html += "<p class=\"cui-alert-message\">\(escaped(message))</p>" }
            html += "<div class=\"cui-alert-buttons\">"
            for button in alert.buttons {
                let role = button.role.map { " cui-button-\($0)" } ?? ""
                html += "<button type=\"button\" class=\"cui-button\(role)\">\(escaped(button.title))</button>"
            }
            html += "</div></div>"
        case .toolbar:
            html += "<div class=\"cui-toolbar\">"
            for item in visible.prefix(visible.count - 1) { write(item, into: &html) }
            html += "</div>"
            for child in visible.suffix(1) { write(child, into: &html) }
        case .disabled, .tag, .tabItem, .lifecycle, .animation, .navigationDestination, .recorded, .environment, .style,
            .focused, .refreshable, .submit, .rowActions:
            for child in visible { write(child, into: &html) }
        }
    }

    /// The rows of a section's content: each view it shows, looking through `ForEach` and groups.
    private static func rows(in node: ViewNode) -> [ViewNode] {
        if case .transparent = node.content { return Screen.items(of: node) }
        return [node]
    }

    /// A character that reads like the SF Symbol `name`, for the symbols apps use most; other
    /// symbols show their name.
    private static func symbol(_ name: String) -> String {
        let symbols: [String: String] = [
            "plus": "+", "minus": "−", "xmark": "✕", "checkmark": "✓", "trash": "🗑", "star": "☆",
            "star.fill": "★", "heart": "♡", "heart.fill": "♥", "gear": "⚙", "gearshape": "⚙",
            "person": "👤", "person.circle": "👤", "folder": "📁", "film.stack": "🎞", "bell": "🔔",
            "magnifyingglass": "🔍", "chevron.right": "›", "chevron.left": "‹", "square": "☐",
            "checkmark.square": "☑", "circle": "○", "checkmark.circle": "✓", "checkmark.circle.fill": "✓",
            "house": "⌂", "info.circle": "ⓘ", "exclamationmark.triangle": "⚠", "arrow.clockwise": "↻",
            "pencil": "✎", "square.and.pencil": "✎", "ellipsis": "…", "play.fill": "▶", "pause.fill": "⏸",
            "stop.fill": "■",
        ]
        return symbols[name] ?? name
    }

    /// A class-name-safe version of a style name: letters and digits kept, the rest dashes.
    private static func cssName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// `text` with the characters HTML gives meaning to escaped.
    nonisolated static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
