/// `Never` is case-pathable, with no cases: an action type of `Never` (a feature that sends
/// nothing) can still be scoped and matched with key paths, and
/// ``Case/never`` leads into it.
///
/// ```swift output
/// print(Array(Never.allCasePaths).isEmpty)
/// ```
///
/// ```text
/// true
/// ```
extension Never: CasePathable, CasePathIterable {
    /// The case paths of `Never`: none, since no value has that type.
    public struct AllCasePaths: CasePathReflectable, Sequence, Sendable {
        /// Never called: there is no `Never` value to ask about.
        public subscript(root: Never) -> PartialCaseKeyPath<Never> {
            \.never
        }

        /// An iterator over no case paths.
        public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Never>]> {
            [].makeIterator()
        }
    }

    /// The case paths of `Never`.
    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }
}

extension Case where Value: CasePathable {
    /// A case path into `Never` from any case-pathable value: it extracts nothing, ever, and is
    /// what a reducer scopes to for a child that sends no actions.
    ///
    /// ```swift output
    /// enum Action { case tapped }
    ///
    /// let nothing = AnyCasePath<Action, Never>(\.never)
    /// print(nothing.extract(from: .tapped) as Any)
    /// ```
    ///
    /// ```text
    /// nil
    /// ```
    public var never: Case<Never> {
        Case<Never>(path: path.appending(neverCasePath(from: Value.self)))
    }
}

/// The case path from any root into `Never`, made where `Root` has no conformances, so that its
/// closures capture no metatype that Swift would ask to be `Sendable`.
private func neverCasePath<Root>(from _: Root.Type) -> AnyCasePath<Root, Never> {
    AnyCasePath(caseName: "never", embed: absurd, extract: { _ in nil })
}

private func absurd<T>(_ never: Never) -> T {}
