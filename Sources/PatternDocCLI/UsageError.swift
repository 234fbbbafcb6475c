/// A command line patterndoc cannot act on, with what was wrong.
struct UsageError: Error {
    let message: String
}
