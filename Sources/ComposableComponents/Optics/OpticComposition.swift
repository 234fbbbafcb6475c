/// Lenses and prisms compose: a lens into a part followed by a lens into that part's part is
/// a lens into the inner part, and the same holds for prisms through nested cases. That is how
/// a grandchild's dispatcher is widened into a grandparent's in one step.
///
/// ```swift
/// // snippet.hide
/// import ComposableComponents
/// import ComposableUI
///
/// struct ChildState: Equatable {
///     var count = 0
/// }
///
/// struct ParentState: Equatable {
///     var childState = ChildState()
///
///     static let childLens = Lens<ParentState, ChildState>(
///         get: { $0.childState },
///         set: { parent, child in
///             var parent = parent
///             parent.childState = child
///             return parent
///         }
///     )
/// }
///
/// struct AppState: Equatable {
///     var parent = ParentState()
///
///     static let parentLens = Lens<AppState, ParentState>(
///         get: { $0.parent },
///         set: { app, parent in
///             var app = app
///             app.parent = parent
///             return app
///         }
///     )
/// }
///
/// enum ChildInput: Equatable {
///     case incrementTapped
/// }
///
/// enum ParentInput: AutoPrism {
///     case childInput(ChildInput)
/// }
///
/// enum AppInput: AutoPrism {
///     case parent(ParentInput)
/// }
/// // snippet.show
/// let grandchildState = AppState.parentLens.compose(ParentState.childLens)
/// let grandchildInput = AppInput.prism(for: AppInput.parent)
///     .compose(ParentInput.prism(for: ParentInput.childInput))
/// // snippet.hide
/// let app = grandchildState.set(AppState(), ChildState(count: 7))
/// precondition(app.parent.childState.count == 7)
/// precondition(grandchildInput.extract(from: .parent(.childInput(.incrementTapped))) == .incrementTapped)
/// ```
///
/// `+` is the same as `compose`: `AppState.parentLens + ParentState.childLens`.
extension Lens {
    /// The lens that goes through `self`, then through `next`.
    ///
    /// It reads the inner part by reading twice, and sets it by setting the inner part in the
    /// middle value and then the middle value in the whole, so it obeys the lens laws when
    /// both lenses do.
    public func compose<Inner>(_ next: Lens<Part, Inner>) -> Lens<Whole, Inner> {
        Lens<Whole, Inner>(
            get: { whole in next.get(self.get(whole)) },
            set: { whole, inner in self.set(whole, next.set(self.get(whole), inner)) }
        )
    }

    /// The lens that goes through `outer`, then through `inner`; see ``compose(_:)``.
    public static func + <Inner>(outer: Lens, inner: Lens<Part, Inner>) -> Lens<Whole, Inner> {
        outer.compose(inner)
    }
}

extension Prism {
    /// The prism that goes through `self`, then through `next`: it extracts only when the
    /// whole is `self`'s case and the middle value is `next`'s, and embeds through both.
    public func compose<Inner>(_ next: Prism<Part, Inner>) -> Prism<Whole, Inner> {
        Prism<Whole, Inner>(
            embed: { inner in self.embed(next.embed(inner)) },
            extract: { whole in self.extract(from: whole).flatMap(next.extract(from:)) }
        )
    }

    /// The prism that goes through `outer`, then through `inner`; see ``compose(_:)``.
    public static func + <Inner>(outer: Prism, inner: Prism<Part, Inner>) -> Prism<Whole, Inner> {
        outer.compose(inner)
    }
}
