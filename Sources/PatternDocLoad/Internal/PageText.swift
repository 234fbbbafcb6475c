import Foundation

/// A page's bytes read as text, whatever encoding it was saved in, so that one page saved in
/// another encoding costs neither the run nor itself its verification.
///
/// UTF-8 (with or without a byte order mark) is read as it is; UTF-16 and UTF-32 with a byte
/// order mark are read as such; anything else is read as Windows-1252 (Latin-1 with the
/// printable characters Windows puts in 0x80–0x9F), which gives every byte a character, with a
/// note saying so.
enum PageText {
    /// The text of `data`, and the name of the encoding it was read in when that is not UTF-8.
    static func decode(_ data: Data) -> (text: String, otherEncoding: String?) {
        let bytes = [UInt8](data.prefix(4))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]), let text = String(data: data.dropFirst(3), encoding: .utf8) {
            return (text, nil)
        }
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]),
            let text = String(data: data, encoding: .utf32)
        {
            return (text, "UTF-32")
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]), let text = String(data: data, encoding: .utf16) {
            return (text, "UTF-16")
        }
        if let text = String(data: data, encoding: .utf8) { return (text, nil) }
        return (String(data.map { windows1252[Int($0)] }.map(Character.init)), "Windows-1252 (Latin-1)")
    }

    /// The character of each byte in Windows-1252: Latin-1 but for 0x80–0x9F, where the five
    /// bytes Windows leaves undefined keep their Latin-1 (control) meaning.
    private static let windows1252: [Unicode.Scalar] = (0...255).map { byte in
        let high: [UInt32] = [
            0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
            0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
        ]
        let value = (0x80...0x9F).contains(byte) ? high[byte - 0x80] : UInt32(byte)
        return Unicode.Scalar(value)!
    }
}
