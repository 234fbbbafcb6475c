/// Makes the ids of a page's headings: readable, stable while the heading text stays the same,
/// and unique on the page.
///
/// A slug is the heading text in lowercase with its letters and digits (of any script) kept
/// and every run of anything else (spaces, punctuation, symbols) turned into one `-`, with no
/// `-` at either end. A heading with no letters or digits is `section`. The second heading
/// with a slug already taken gets `-1`, the third `-2`, and so on.
///
/// ```text
/// var slugger = Slugger()
/// slugger.slug(for: "Scope & ifLet")   // "scope-iflet"
/// slugger.slug(for: "Scope & ifLet")   // "scope-iflet-1"
/// slugger.slug(for: "Größe 2")         // "größe-2"
/// slugger.slug(for: "???")             // "section"
/// ```
package struct Slugger: Sendable {
    /// The ids given out so far, and those reserved for other things on the page.
    private var taken: Set<String>

    /// A slugger for one page; `reserved` are ids the page uses for other things (such as
    /// `block-3`), which headings must not take.
    package init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// A unique id for a heading with this text, remembered so that the next is different.
    package mutating func slug(for text: String) -> String {
        let base = Self.baseSlug(text)
        var candidate = base
        var suffix = 0
        while taken.contains(candidate) {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        taken.insert(candidate)
        return candidate
    }

    /// The slug of `text` before making it unique.
    package static func baseSlug(_ text: String) -> String {
        if let slug = asciiBaseSlug(text) { return slug }
        var slug = ""
        var pendingDash = false
        for character in text {
            if character.isLetter || character.isNumber {
                if pendingDash, !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug += character.lowercased()
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// ``baseSlug(_:)`` of ASCII text, which most headings are, read byte by byte; `nil` for
    /// other text. In ASCII the letters and digits are `A`–`Z`, `a`–`z` and `0`–`9`, so this
    /// gives what the `Character` walk gives, without a Unicode lookup and a lowercased string
    /// per letter.
    private static func asciiBaseSlug(_ text: String) -> String? {
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for byte in text.utf8 {
            switch byte {
            case 0x80...:
                return nil
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                pendingDash = false
                slug.append(byte | (byte >= UInt8(ascii: "A") ? 0x20 : 0))
            default:
                pendingDash = true
            }
        }
        return slug.isEmpty ? "section" : String(decoding: slug, as: UTF8.self)
    }
}
