import SwiftSource

/// Reads one top-level statement of a lexed block as a binding, once, whatever the module
/// around it: whether it could be a global (``HoistedBinding``), as written or as a name
/// declared again from an earlier layer's value, and the names it binds. `TopLevelBindings`
/// decides against the module with what it read (``BindingStatement``).
struct BindingScan {
    let lexed: LexedBlock
    let tokens: Range<Int>

    /// The statement as `TopLevelBindings.of(_:locals:)` reads it.
    func statement(firstLine: Int, lastLine: Int) -> BindingStatement {
        let candidate = hoisted(firstLine: firstLine, lastLine: lastLine, locals: [])
        let redeclaring = candidate == nil ? hoisted(firstLine: firstLine, lastLine: lastLine, locals: [], redeclaring: true) : nil
        var used: Set<String> = []
        var interpolated: [String] = []
        if candidate != nil || redeclaring != nil, let afterPattern = pattern(at: tokens.lowerBound + 1)?.end {
            for index in afterPattern..<tokens.upperBound {
                let token = lexed.tokens[index]
                if token.kind == .identifier || token.kind == .backtickedIdentifier {
                    used.insert(Self.usedName(token))
                }
                if token.kind == .stringLiteral, token.text.contains("\\") { interpolated.append(String(token.text)) }
            }
        }
        return BindingStatement(
            candidate: candidate,
            redeclaringCandidate: redeclaring,
            boundNames: boundNames(),
            usedNames: used,
            interpolatedStrings: interpolated,
            words: TopLevelBindings.words(in: lexed.tokens[tokens])
        )
    }

    /// The name an identifier uses: without backticks, and `settings` for `$settings` (the
    /// projection of a property wrapper's variable is a use of that variable).
    static func usedName(_ token: Token) -> String {
        let name = String(token.text.filter { $0 != "`" })
        return name.hasPrefix("$") && name.count > 1 && !name.dropFirst().allSatisfy(\.isNumber) ? String(name.dropFirst()) : name
    }

    /// The binding as a global, or `nil` when it must stay a statement. With `redeclaring`,
    /// only a binding of one name that uses that name (not in a string's interpolation), as
    /// one declared again in a later layer does: each such use is marked for the earlier
    /// layer's module (``HoistedBinding/earlierModulePlaceholder``).
    func hoisted(firstLine: Int, lastLine: Int, locals: Set<String>, redeclaring: Bool = false) -> HoistedBinding? {
        let first = tokens.lowerBound
        guard lexed.isToken(first, .keyword, "let") || lexed.isToken(first, .keyword, "var") else { return nil }
        let keyword = String(lexed.tokens[first].text)
        guard let (patternNames, afterPattern) = pattern(at: first + 1), !patternNames.isEmpty, locals.isDisjoint(with: patternNames),
            let tail = readTail(after: afterPattern, names: patternNames, locals: locals, redeclaring: redeclaring)
        else {
            return nil
        }
        var isComputed = false
        if !tail.initializer {
            // `var total: Int { ... }` is computed; `var x: Int { didSet {} }` has no value.
            guard keyword == "var", tail.names.count == 1, !tail.trying, let body = tail.body,
                !lexed.isToken(body + 1, .identifier, "didSet"), !lexed.isToken(body + 1, .identifier, "willSet")
            else { return nil }
            isComputed = true
        }
        // Only a binding declared again, using the earlier one, is read so.
        guard !redeclaring || !tail.ownUses.isEmpty, tail.ownUses.isEmpty || (tail.initializer && !isComputed) else { return nil }
        return binding(keyword: keyword, tail: tail, isComputed: isComputed, firstLine: firstLine, lastLine: lastLine)
    }

    /// What the tokens after a binding's pattern hold, read one at a time by ``readTail(after:names:locals:redeclaring:)``.
    private struct BindingTail {
        /// The names bound: the pattern's, then each after a comma (`var a = 1, b = 2`).
        var names: [String]
        /// The names the initializers may not use: the locals and the names bound.
        var unavailable: Set<String>
        /// Brackets open around the current token.
        var depth = 0
        /// Whether the current name has an initializer (`=`).
        var initializer = false
        /// The `{` of a body (a computed variable's, or observers'), outside any initializer.
        var body: Int?
        /// `String` for `let name: String! = ...`: the global is declared with the type unwrapped.
        var unwrappedType: String?
        /// Where each initializer starts (the token after its `=`).
        var initializerStarts: [Int] = []
        /// Whether an initializer holds a plain `try` (not `try?` or `try!`, which never throw).
        var trying = false
        /// The uses of the name it binds, for a binding declared again in a later layer.
        var ownUses: [Int] = []
    }

    /// Reads the tokens after the pattern, or `nil` as soon as one keeps the binding a statement.
    private func readTail(after afterPattern: Int, names: [String], locals: Set<String>, redeclaring: Bool) -> BindingTail? {
        // A binding that uses a name it binds (`let counter = counter + 1`) means the earlier
        // declaration of that name, which only a nested scope of the program can do.
        var tail = BindingTail(names: names, unavailable: locals.union(names))
        var index = afterPattern
        while index < tokens.upperBound {
            guard read(at: &index, into: &tail, afterPattern: afterPattern, locals: locals, redeclaring: redeclaring) else {
                return nil
            }
            index += 1
        }
        return tail
    }

    /// Reads the token at `index` into `tail` (moving `index` past a token it consumed too);
    /// `false` when it keeps the binding a statement.
    private func read(at index: inout Int, into tail: inout BindingTail, afterPattern: Int, locals: Set<String>, redeclaring: Bool) -> Bool {
        let token = lexed.tokens[index]
        if token.text == "await" { return false }
        if token.text == "try" {
            let next = index + 1 < tokens.upperBound ? lexed.tokens[index + 1].text : ""
            if next != "?" && next != "!" { tail.trying = true }
        }
        if token.kind == .identifier || token.kind == .backtickedIdentifier, tail.unavailable.contains(Self.usedName(token)) {
            let name = Self.usedName(token)
            // A member (`.total`) or an argument label (`f(total: 1)`) is not the binding.
            let isMember = lexed.isToken(index - 1, .punctuation, ".") || lexed.isToken(index - 1, .operator, ".")
            let isLabel = lexed.isToken(index + 1, .punctuation, ":")
                && (lexed.isToken(index - 1, .punctuation, "(") || lexed.isToken(index - 1, .punctuation, ","))
            if isMember || isLabel { return true }
            guard redeclaring, tail.names.count == 1, name == tail.names[0], !locals.contains(name) else { return false }
            tail.ownUses.append(index)
            return true
        }
        if token.kind == .stringLiteral, token.text.contains("\\"), tail.unavailable.contains(where: { token.text.contains($0) }) {
            return false
        }
        if tail.depth == 0, !readOutsideBrackets(at: &index, into: &tail, afterPattern: afterPattern) { return false }
        switch BracketKind(token) {
        case .opening: tail.depth += 1
        case .closing: tail.depth -= 1
        case nil: break
        }
        return true
    }

    /// Reads a token outside any bracket: where initializers and bodies start, and where a
    /// statement ends or goes on with another name; `false` when it keeps the binding a statement.
    private func readOutsideBrackets(at index: inout Int, into tail: inout BindingTail, afterPattern: Int) -> Bool {
        if lexed.isToken(index, .punctuation, ";") { return false }
        if lexed.isToken(index, .punctuation, ",") {
            // `var a = 1, b = 2`: each name with its initializer, all in one global class.
            guard tail.initializer, tail.body == nil, tail.unwrappedType == nil, !tail.trying, tail.ownUses.isEmpty,
                let next = name(at: index + 1), !tail.unavailable.contains(next),
                lexed.isToken(index + 2, .operator, "=") || lexed.isToken(index + 2, .punctuation, ":")
            else { return false }
            tail.names.append(next)
            tail.unavailable.insert(next)
            tail.unwrappedType = nil
            tail.initializer = false
            index += 1
            return true
        }
        // Observers (`var x = 0 { didSet { ... } }`) would not follow the value to a global.
        if lexed.isToken(index, .punctuation, "{"),
            lexed.isToken(index + 1, .identifier, "didSet") || lexed.isToken(index + 1, .identifier, "willSet")
        {
            return false
        }
        if !tail.initializer, lexed.isToken(index, .operator, "=") {
            tail.initializer = true
            tail.initializerStarts.append(index + 1)
            if tail.names.count == 1, lexed.isToken(afterPattern, .punctuation, ":"), index > afterPattern + 1,
                lexed.tokens[index - 1].text.hasSuffix("!")
            {
                let range = lexed.tokens[afterPattern + 1].range.lowerBound..<lexed.tokens[index - 1].range.upperBound
                tail.unwrappedType = String(lexed.code[range])
            }
        }
        if !tail.initializer, tail.body == nil, lexed.isToken(index, .punctuation, "{") { tail.body = index }
        return true
    }

    /// The global `tail` describes, on the statement's lines without the blank ones around it;
    /// its text is written again when uses of the earlier binding are marked or a `try` wrapped.
    private func binding(keyword: String, tail: BindingTail, isComputed: Bool, firstLine: Int, lastLine: Int) -> HoistedBinding? {
        func isBlank(_ line: Int) -> Bool { lexed.lines[line - 1].allSatisfy { $0 == " " || $0 == "\t" } }
        var top = firstLine
        var bottom = lastLine
        while top < bottom, isBlank(top) { top += 1 }
        while bottom > top, isBlank(bottom) { bottom -= 1 }
        var binding = HoistedBinding(
            keyword: keyword, names: tail.names, firstLine: top, lastLine: bottom, isComputed: isComputed, unwrappedType: tail.unwrappedType
        )
        var insertions: [(at: String.Index, text: String)] = tail.ownUses.map {
            (lexed.tokens[$0].range.lowerBound, HoistedBinding.earlierModulePlaceholder)
        }
        if tail.trying {
            guard tail.names.count == 1, let start = tail.initializerStarts.first, start < tokens.upperBound else { return nil }
            insertions.append((lexed.tokens[start].range.lowerBound, "__patterndocTrying { "))
            insertions.append((lexed.tokens[tokens.upperBound - 1].range.upperBound, " }"))
            binding.tries = true
        }
        if !insertions.isEmpty { binding.declaredText = text(inserting: insertions, top: top, bottom: bottom) }
        return binding
    }

    /// Lines `top` through `bottom` of the code with `insertions` made, on the same lines.
    private func text(inserting insertions: [(at: String.Index, text: String)], top: Int, bottom: Int) -> String {
        let code = lexed.code
        var result = ""
        var cursor = code.startIndex
        for insertion in insertions.sorted(by: { $0.at < $1.at }) {
            result += code[cursor..<insertion.at]
            result += insertion.text
            cursor = insertion.at
        }
        result += code[cursor...]
        let lines = LexedBlock.lines(of: result)
        return lines[(top - 1)...(bottom - 1)].joined(separator: "\n") + "\n"
    }

    /// The names a `let`, `var` (attributes and modifiers before it included, as in
    /// `@Dependency(\.uuid) var uuid`) or `guard` statement binds for the code after it.
    func boundNames() -> [String] {
        let first = tokens.lowerBound
        var names: [String] = []
        if let word = ItemClassifier(lexed).firstWordIndex(in: tokens),
            lexed.isToken(word, .keyword, "let") || lexed.isToken(word, .keyword, "var")
        {
            names += pattern(at: word + 1)?.names ?? []
            // `var a = 1, b = 2` binds each name after a comma outside brackets too.
            var depth = 0
            for index in (word + 1)..<tokens.upperBound {
                if depth == 0, lexed.isToken(index, .punctuation, ","), let name = name(at: index + 1),
                    lexed.isToken(index + 2, .operator, "=") || lexed.isToken(index + 2, .punctuation, ":")
                {
                    names.append(name)
                }
                switch BracketKind(lexed.tokens[index]) {
                case .opening: depth += 1
                case .closing: depth -= 1
                case nil: break
                }
            }
        }
        if lexed.isToken(first, .keyword, "guard") {
            var depth = 0
            for index in tokens {
                if depth == 0, lexed.isToken(index, .keyword, "let") || lexed.isToken(index, .keyword, "var") {
                    names += pattern(at: index + 1)?.names ?? []
                }
                switch BracketKind(lexed.tokens[index]) {
                case .opening: depth += 1
                case .closing: depth -= 1
                case nil: break
                }
            }
        }
        return names
    }

    /// The names of the pattern at `index` (a name, or a tuple of names and `_`) and the index
    /// after it, or `nil` for any other pattern.
    private func pattern(at index: Int) -> (names: [String], end: Int)? {
        if let name = name(at: index) { return ([name], index + 1) }
        guard lexed.isToken(index, .punctuation, "(") else { return nil }
        var names: [String] = []
        var cursor = index + 1
        while cursor < tokens.upperBound {
            if lexed.isToken(cursor, .punctuation, ")") { return (names, cursor + 1) }
            if let name = name(at: cursor) {
                names.append(name)
            } else if !lexed.isToken(cursor, .keyword, "_"), !lexed.isToken(cursor, .punctuation, ",") {
                return nil
            }
            cursor += 1
        }
        return nil
    }

    /// The name at `index`, without backticks, when the token there is one.
    private func name(at index: Int) -> String? {
        guard index < tokens.upperBound, lexed.isToken(index, .identifier) || lexed.isToken(index, .backtickedIdentifier) else {
            return nil
        }
        return String(lexed.tokens[index].text.filter { $0 != "`" })
    }
}
