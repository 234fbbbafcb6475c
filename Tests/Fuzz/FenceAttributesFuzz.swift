// libFuzzer target `fence-attributes`: `FenceAttributeParser`, which reads the info string of
// a code fence (`swift fails("cannot find \"x\"")`).
//
// Invariants checked on every input:
// - parsing never traps, and the public `parse` agrees with the internal `attributes(of:at:)`;
// - an error holds at least one problem, each at the given position, with a message and a hint;
// - on success the language is the info string's first word; a fence other than `swift` has
//   no attributes; `warns` and `skip` have non-blank arguments, `fails` an empty or non-blank
//   fragment; no two attributes that exclude each other are both set;
// - on success, writing the attributes back as an info string (arguments quoted, `"` and `\`
//   escaped) and parsing that gives the same attributes.
//
// Compiled into one module with Sources/PatternDoc and Sources/SwiftSource, so internal API
// is visible and nothing is imported.


private let position = SourcePosition(file: "Docs/Fuzz.md", line: 7)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFenceAttributes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let info = fuzzString(data, size)
    let result = parse(info)
    let publicResult: Result<FenceAttributes, DocErrors>
    do {
        publicResult = .success(try FenceAttributeParser.parse(info, at: position))
    } catch let error as DocErrors {
        publicResult = .failure(error)
    } catch {
        require(false, "parse threw \(type(of: error)), not DocErrors")
        return 0
    }
    require(publicResult == result, "parse(_:at:) and attributes(of:at:) disagree on \(shown(info))")

    switch result {
    case .failure(let error):
        require(!error.errors.isEmpty, "DocErrors without errors for \(shown(info))")
        for problem in error.errors {
            require(problem.position == position, "problem at \(String(describing: problem.position))")
            require(!problem.message.isEmpty, "problem without a message")
            require(!(problem.hint ?? "").isEmpty, "problem \(shown(problem.message)) without a hint")
        }
    case .success(let attributes):
        checkAttributes(attributes, info: info)
        let written = infoString(for: attributes)
        let reparsed = parse(written)
        require(
            reparsed == .success(attributes),
            "\(shown(info)) gave \(attributes); written back as \(shown(written)) it gives \(reparsed)"
        )
    }
    return 0
}

private func parse(_ info: String) -> Result<FenceAttributes, DocErrors> {
    do throws(DocErrors) {
        return .success(try FenceAttributeParser.attributes(of: info, at: position))
    } catch {
        return .failure(error)
    }
}

private func checkAttributes(_ attributes: FenceAttributes, info: String) {
    let firstWord = String(info.drop(while: \.isWhitespace).prefix { !$0.isWhitespace })
    require(attributes.language == firstWord, "language \(shown(attributes.language)) is not \(shown(firstWord))")
    guard attributes.isSwift else {
        require(attributes == FenceAttributes(language: attributes.language), "a non-swift fence has attributes")
        return
    }
    func isBlank(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }
    if let warning = attributes.expectedWarning { require(!isBlank(warning), "blank warns fragment") }
    if let reason = attributes.skipReason { require(!isBlank(reason), "blank skip reason") }
    if let fragment = attributes.expectedFailure {
        require(fragment.isEmpty || !isBlank(fragment), "blank fails fragment")
    }
    let set: [(String, Bool)] = [
        ("test", attributes.isTest), ("hidden", attributes.isHidden), ("output", attributes.checksOutput),
        ("reset", attributes.startsNewModule), ("fails", attributes.expectedFailure != nil),
        ("warns", attributes.expectedWarning != nil), ("skip", attributes.skipReason != nil),
    ]
    let present = Set(set.filter(\.1).map(\.0))
    if present.contains("skip") { require(present == ["skip"], "skip with \(present)") }
    if present.contains("fails") {
        require(present.isDisjoint(with: ["test", "output", "warns"]), "fails with \(present)")
    }
    if present.contains("test") { require(present.isDisjoint(with: ["output", "warns"]), "test with \(present)") }
}

/// The info string that asks for `attributes`, in the documented syntax.
private func infoString(for attributes: FenceAttributes) -> String {
    func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }
    var words = [attributes.language]
    if attributes.isTest { words.append("test") }
    if attributes.isHidden { words.append("hidden") }
    if attributes.checksOutput { words.append("output") }
    if attributes.startsNewModule { words.append("reset") }
    if let fragment = attributes.expectedFailure {
        words.append(fragment.isEmpty ? "fails" : "fails(\(quoted(fragment)))")
    }
    if let fragment = attributes.expectedWarning { words.append("warns(\(quoted(fragment)))") }
    if let reason = attributes.skipReason { words.append("skip(\(quoted(reason)))") }
    return words.joined(separator: " ")
}
