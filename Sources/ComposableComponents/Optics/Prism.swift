import Composable

/// A focus on one case of a value that may be in another case: a way to build the whole from
/// the part, and a way to get the part back when the whole is that case.
///
/// A dispatcher written for a child's inputs is widened into its parent's inputs through a
/// prism: the prism says which case of the parent's input carries the child's, and a component
/// made with ``StoreComponent/using(_:transformInput:)`` wraps its inputs into the parent's
/// with it.
///
/// ```swift
/// // snippet.hide
/// import ComposableComponents
/// import ComposableUI
///
/// enum ChildInput: Equatable {
///     case increment
///     case decrement
/// }
/// // snippet.show
/// enum ParentInput {
///     case childInput(ChildInput)
///     case resetTapped
/// }
///
/// let child = Prism<ParentInput, ChildInput>(\.childInput)   // from a case key path
/// child.embed(.increment)                          // ParentInput.childInput(.increment)
/// child.extract(from: .childInput(.increment))     // Optional(ChildInput.increment)
/// child.extract(from: .resetTapped)                // nil
/// // snippet.hide
/// precondition(child.extract(from: .childInput(.increment)) == .increment && child.extract(from: .resetTapped) == nil)
/// ```
///
/// For an enum without generated case paths, ``AutoPrism`` makes one from the case's
/// constructor: `ParentInput.prism(for: ParentInput.childInput)`.
///
/// A prism is expected to obey two laws, which the prisms this module makes do:
/// - **extract-embed**: what you embed comes back out: `extract(embed(p)) == p`;
/// - **embed-extract**: a whole you can extract from is rebuilt by embedding what came out:
///   if `extract(w) == p` then `embed(p) == w`.
public struct Prism<Whole, Part>: Sendable {
    private let build: @Sendable (Part) -> Whole
    private let match: @Sendable (Whole) -> Part?

    /// Creates a prism from a function that builds the whole from the part, and one that
    /// returns the part when the whole is the case, `nil` otherwise.
    ///
    /// ```swift
    /// let child = Prism<ParentInput, ChildInput>(
    ///     embed: { .childInput($0) },
    ///     extract: { if case let .childInput(input) = $0 { input } else { nil } }
    /// )
    /// // snippet.hide
    /// precondition(child.extract(from: child.embed(.decrement)) == .decrement)
    /// ```
    public init(
        embed: @escaping @Sendable (_ part: Part) -> Whole,
        extract: @escaping @Sendable (_ whole: Whole) -> Part?
    ) {
        self.build = embed
        self.match = extract
    }

    /// Creates a prism from a case path.
    public init(_ casePath: AnyCasePath<Whole, Part>) {
        self.init(embed: casePath.embed, extract: casePath.extract(from:))
    }

    /// Creates a prism from a case key path, such as `\.childInput`, of an enum that has case
    /// paths (its target applies the `CasePathsPlugin`).
    ///
    /// ```swift
    /// let child = Prism<ParentInput, ChildInput>(\.childInput)
    /// // snippet.hide
    /// precondition(child.extract(from: .resetTapped) == nil)
    /// ```
    ///
    /// The key path is resolved once, here, so using the prism costs two closure calls.
    public init(_ keyPath: CaseKeyPath<Whole, Part>) {
        self.init(AnyCasePath(keyPath))
    }

    /// Builds the whole from `part`.
    public func embed(_ part: Part) -> Whole {
        build(part)
    }

    /// Returns the part when `whole` is this prism's case, and `nil` otherwise.
    public func extract(from whole: Whole) -> Part? {
        match(whole)
    }

    /// Returns `whole` with its part changed by `transform` when `whole` is this prism's case,
    /// and `whole` unchanged otherwise.
    ///
    /// ```swift
    /// child.modify(.childInput(.increment)) { _ in .decrement }  // .childInput(.decrement)
    /// // snippet.hide
    /// precondition(child.extract(from: child.modify(.childInput(.increment)) { _ in .decrement }) == .decrement)
    /// ```
    public func modify(_ whole: Whole, _ transform: (Part) throws -> Part) rethrows -> Whole {
        guard let part = match(whole) else { return whole }
        return build(try transform(part))
    }
}

extension Prism where Whole == Part {
    /// The prism from a value to the whole of itself: every value is its case. Widening a
    /// dispatcher through it leaves the input type as it is.
    public static var identity: Self {
        Self(embed: { $0 }, extract: { $0 })
    }
}
