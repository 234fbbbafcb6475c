/// Writes what is on screen as an indented outline, one line per built-in view or modifier:
///
/// ```text
/// HStack
///   Button "minus"
///   .monospacedDigit()
///     Text "0"
///   Button "plus"
/// ```
@MainActor
enum TextTreeRenderer {
    static func render(_ root: ViewNode) -> String {
        var lines: [String] = []
        for child in Screen.visibleChildren(of: root) { write(child, depth: 0, into: &lines) }
        return lines.joined(separator: "\n")
    }

    private static func write(_ node: ViewNode, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        func line(_ text: String) { lines.append(indent + text) }
        func children(_ nodes: [ViewNode], depth: Int) {
            for child in nodes { write(child, depth: depth, into: &lines) }
        }
        let visible = Screen.visibleChildren(of: node)
        switch node.content {
        case .transparent:
            children(visible, depth: depth)
        case let .text(string):
            line("Text \(quoted(string))")
        case let .image(name):
            line("Image(systemName: \(quoted(name)))")
        case let .button(role, _):
            let suffix = role.map { " (\($0))" } ?? ""
            line("Button \(quoted(Screen.title(of: node.children.first)))\(suffix)\(node.isDisabled ? " disabled" : "")")
            // A label drawn by a `ButtonStyle` shows what the style made of it.
            if node.children.first?.key == .attachment { children(visible, depth: depth + 1) }
        case let .textField(title, text, isSecure):
            let shown = isSecure ? String(repeating: "•", count: text.wrappedValue.count) : text.wrappedValue
            line("\(isSecure ? "SecureField" : "TextField") \(quoted(title)) = \(quoted(shown))")
        case let .toggle(isOn):
            line("Toggle \(quoted(Screen.title(of: node.children.first))) \(isOn.wrappedValue ? "on" : "off")")
        case .stepper:
            line("Stepper \(quoted(Screen.title(of: node.children.first)))")
        case let .slider(value, bounds, step, _):
            let title = Screen.title(of: node.children.first)
            line("Slider " + (title.isEmpty ? "" : "\(quoted(title)) ") + "\(value) in \(bounds.lowerBound)...\(bounds.upperBound)"
                + (step.map { " step \($0)" } ?? ""))
        case .picker:
            let chosen = visible.dropFirst().map { Screen.title(of: $0) }.joined(separator: " ")
            line("Picker \(quoted(Screen.title(of: node.children.first))) = \(quoted(chosen))")
        case let .progress(fraction):
            line("ProgressView" + (fraction.map { " \(Int(($0 * 100).rounded()))%" } ?? ""))
            children(visible, depth: depth + 1)
        case let .stack(axis):
            line(axis == .horizontal ? "HStack" : axis == .vertical ? "VStack" : "ZStack")
            children(visible, depth: depth + 1)
        case .spacer:
            line("Spacer")
        case let .platformView(name):
            line("UIView(\(name))")
        case let .scrollView(horizontal):
            line(horizontal ? "ScrollView(.horizontal)" : "ScrollView")
            children(visible, depth: depth + 1)
        case .list:
            line("List")
            children(visible, depth: depth + 1)
        case .form:
            line("Form")
            children(visible, depth: depth + 1)
        case let .section(hasHeader):
            line("Section" + (hasHeader ? " \(quoted(Screen.title(of: node.children.first)))" : ""))
            children(hasHeader ? Array(visible.dropFirst()) : visible, depth: depth + 1)
        case .tabView:
            line("TabView")
            let tabs = Screen.items(of: node)
            let shown = visible.first
            for tab in tabs {
                let title = Screen.title(of: Screen.attachments(of: tab).item)
                if tab === shown {
                    lines.append(indent + "  Tab \(quoted(title)) (selected)")
                    write(tab, depth: depth + 2, into: &lines)
                } else {
                    lines.append(indent + "  Tab \(quoted(title))")
                }
            }
        case let .navigationStack(control):
            line("NavigationStack" + (Screen.navigationTop(of: node).pop == nil && control.pop == nil ? "" : " (back)"))
            children(visible, depth: depth + 1)
        case .navigationLink:
            line("NavigationLink \(quoted(Screen.title(of: node.children.first)))")
        case let .shape(description):
            line(description)
            children(visible, depth: depth + 1)
        case let .drawing(drawing):
            line(drawing.written)
        case let .disclosure(kind, isExpanded):
            let name = kind == .group ? "DisclosureGroup" : "Menu"
            line("\(name) \(quoted(Screen.title(of: node.children.first))) \(isExpanded.wrappedValue ? "expanded" : "collapsed")")
            children(Array(visible.dropFirst()), depth: depth + 1)
        case .label:
            let icon = node.children.dropFirst().first.map { Screen.title(of: $0) } ?? ""
            line("Label \(quoted(Screen.title(of: node.children.first)))" + (icon.isEmpty ? "" : " (\(icon))"))
        case let .modifier(modifier):
            writeModifier(modifier, node: node, visible: visible, depth: depth, into: &lines)
        }
    }

    private static func writeModifier(
        _ modifier: NodeContent.Modifier,
        node: ViewNode,
        visible: [ViewNode],
        depth: Int,
        into lines: inout [String]
    ) {
        let indent = String(repeating: "  ", count: depth)
        let name: String?
        switch modifier {
        case let .font(font): name = ".font(.\(font))"
        case .monospacedDigit: name = ".monospacedDigit()"
        case .bold: name = ".bold()"
        case .italic: name = ".italic()"
        case let .padding(edges): name = ".padding(\(edges))"
        case let .recorded(written): name = written
        case let .decoration(kind):
            for child in visible.prefix(1) { write(child, depth: depth, into: &lines) }
            for decoration in visible.dropFirst() {
                lines.append(indent + kind)
                write(decoration, depth: depth + 1, into: &lines)
            }
            return
        case let .focused(isFocused, _): name = isFocused ? ".focused (has focus)" : nil
        case .refreshable: name = ".refreshable"
        case .submit: name = ".onSubmit"
        case let .rowActions(actions):
            name = [actions.delete.map { _ in ".onDelete" }, actions.move.map { _ in ".onMove" }]
                .compactMap { $0 }.joined(separator: " ") + (actions.isEditing ? " (editing)" : "")
        case let .accessibilityIdentifier(identifier): name = ".accessibilityIdentifier(\(quoted(identifier)))"
        case .environment: name = nil
        case let .style(written, isRecorded, _): name = isRecorded ? written : nil
        case let .foregroundStyle(color): name = ".foregroundStyle(.\(color))"
        case let .navigationTitle(title): name = ".navigationTitle(\(quoted(title)))"
        case let .disabled(isDisabled): name = ".disabled(\(isDisabled))"
        case let .animation(animation): name = ".animation(\(animation.map { ".\($0)" } ?? "nil"))"
        case .tag, .tabItem, .navigationDestination, .toolbar: name = nil
        case let .alert(alert):
            for child in visible { write(child, depth: depth, into: &lines) }
            lines.append(indent + "\(alert.isDialog ? "ConfirmationDialog" : "Alert") \(quoted(alert.title))")
            if let message = alert.message { lines.append(indent + "  Message \(quoted(message))") }
            for button in alert.buttons {
                lines.append(indent + "  Button \(quoted(button.title))" + (button.role.map { " (\($0))" } ?? ""))
            }
            return
        case .lifecycle:
            let hooks = node.lifecycle
            var parts: [String] = []
            if hooks?.onAppear != nil { parts.append(".onAppear") }
            if hooks?.onDisappear != nil { parts.append(".onDisappear") }
            if hooks?.task != nil { parts.append(hooks?.taskID == nil ? ".task" : ".task(id: \(hooks!.taskID!.base))") }
            name = parts.isEmpty ? nil : parts.joined(separator: " ")
        case let .presentation(style, _, _):
            for child in visible.prefix(1) { write(child, depth: depth, into: &lines) }
            for sheet in visible.dropFirst() {
                lines.append(indent + style.rawValue.capitalizedFirst)
                write(sheet, depth: depth + 1, into: &lines)
            }
            return
        }
        if let name { lines.append(indent + name) }
        for child in visible { write(child, depth: name == nil ? depth : depth + 1, into: &lines) }
    }

    /// `string` in double quotes, with quotes, backslashes and line breaks escaped.
    private static func quoted(_ string: String) -> String {
        var result = "\""
        for character in string {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
