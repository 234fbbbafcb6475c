/// The value of a string literal as written in source, for display names.
enum StringLiteralValue {
    /// The text between the quotes, with `\"`, `\\`, `\n`, `\t`, `\r`, `\0` and `\'` resolved;
    /// raw strings (`#"..."#`) are taken as written. Interpolations stay as written.
    static func decode(_ literal: Substring) -> String {
        var text = literal
        var hashes = 0
        while text.first == "#", text.last == "#", text.count > 1 {
            text = text.dropFirst().dropLast()
            hashes += 1
        }
        let quotes = text.hasPrefix("\"\"\"") && text.count >= 6 ? 3 : 1
        guard text.count >= 2 * quotes else { return String(text) }
        let body = text.dropFirst(quotes).dropLast(quotes)
        guard hashes == 0 else { return String(body) }
        var value = ""
        var escaping = false
        for character in body {
            if escaping {
                switch character {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "0": value.append("\0")
                case "(": value.append("\\(")
                default: value.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                value.append(character)
            }
        }
        return value
    }
}
