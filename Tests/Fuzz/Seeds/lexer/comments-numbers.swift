/* block /* nested */ still comment */
/** doc block */
// line comment
/// doc line
let n = 0x1F + 0b1010 + 0o17 + 1_000.5e-3 + 0x1.8p3 + 12abc
let t = pair.0.1
let path = \Feature.State.count, other = \.child?.name
let regex = #/[a-z]+\/(\d)/#
let op = a ..< b ... c ?? d
func f() async throws -> some View { `class` + $0 }
@MainActor @available(macOS 14, *) func g() {}
/* unterminated
