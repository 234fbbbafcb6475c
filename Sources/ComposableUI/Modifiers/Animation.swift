/// How a change is animated. The host does not move pixels; it records which change was
/// animated with which animation, so that a test can check it (``ViewHost/animatedChanges``).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The animation's name and parameters, as written: `spring()`, `easeInOut(duration: 0.3)`.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// The platform's default animation.
    public static let `default` = Animation("default")
    /// A linear animation.
    public static let linear = Animation("linear")
    /// An animation that starts slowly and ends slowly.
    public static let easeInOut = Animation("easeInOut")
    /// An animation that starts slowly.
    public static let easeIn = Animation("easeIn")
    /// An animation that ends slowly.
    public static let easeOut = Animation("easeOut")
    /// A spring with the default response.
    public static let spring = Animation("spring")
    /// A bouncy spring.
    public static let bouncy = Animation("bouncy")

    /// A spring with the given response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    /// A linear animation lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        Animation("linear(duration: \(duration))")
    }

    /// An ease-in-out animation lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation("easeInOut(duration: \(duration))")
    }

    /// Eases in over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        Animation("easeIn(duration: \(duration))")
    }

    /// Eases out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        Animation("easeOut(duration: \(duration))")
    }

    /// A quick spring, for changes that follow a finger.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    /// A spring of `stiffness` and `damping`.
    public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation {
        Animation("interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
    }

    /// This animation, starting after `delay` seconds.
    public func delay(_ delay: Double) -> Animation {
        Animation("\(description).delay(\(delay))")
    }

    /// This animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        Animation("\(description).speed(\(speed))")
    }
}

/// A change the host saw animated: by `withAnimation`, or by an `.animation(_:value:)` whose
/// value changed.
public struct AnimatedChange: Hashable, Sendable, CustomStringConvertible {
    /// The animation.
    public let animation: Animation
    /// What was animated: `withAnimation re-evaluated CounterView`, or
    /// `.animation(_:value:) saw 0 become 1`.
    public let change: String

    /// `spring: .animation(_:value:) saw 0 become 1`.
    public var description: String {
        "\(animation): \(change)"
    }
}

/// The animation in force for the changes being made now, set by ``withAnimation(_:_:)``.
public struct Transaction: Sendable {
    /// The animation of the changes, or `nil` for none.
    public var animation: Animation?

    /// Whether animations of the views the changes touch (`.animation(_:value:)`) are turned
    /// off for these changes.
    public var disablesAnimations = false

    /// A transaction that animates its changes with `animation`, or not at all.
    public init(animation: Animation? = nil) {
        self.animation = animation
    }

    /// The transaction of the code running now.
    @TaskLocal public static var current = Transaction()
}

/// Makes the changes in `body` animated with `animation`; views re-evaluated because of them
/// are recorded in ``ViewHost/animatedChanges``.
///
/// ```swift
/// // snippet.hide
/// struct Feature: Reducer {
///     struct State: Equatable {
///         var count = 0
///     }
///
///     enum Action {
///         case addTapped
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case .addTapped:
///                 state.count += 1
///                 return .none
///             }
///         }
///     }
/// }
///
/// struct FeatureView: View {
///     let store: StoreOf<Feature>
///
///     var body: some View {
///         VStack {
/// // snippet.show
/// Button("Add") { withAnimation { _ = store.send(.addTapped) } }
/// // snippet.hide
///         }
///     }
/// }
///
/// let store = Store(initialState: Feature.State()) { Feature() }
/// let host = ViewHost(FeatureView(store: store))
/// try host.tap("Add")
/// precondition(store.count == 1)
/// ```
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(Transaction(animation: animation)) {
        try body()
    }
}
