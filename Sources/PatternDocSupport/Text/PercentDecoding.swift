import Foundation

extension StringProtocol {
    /// `removingPercentEncoding`, without Foundation's round trip through `NSString` for the
    /// text that holds no `%`, which is nearly every link: the link checks decode every link of
    /// every page, and on a large site that round trip was most of their time.
    ///
    /// `nil` where Foundation says `nil`: a `%` that starts no escape (`100% done.md`).
    package var percentDecoded: String? {
        utf8.contains(UInt8(ascii: "%")) ? removingPercentEncoding : String(self)
    }
}
