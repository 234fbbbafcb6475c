/// An app's entry point, as SwiftUI spells it: a type whose `body` lists its scenes, usually
/// one ``WindowGroup`` showing the root view.
///
/// There are no windows on Linux, so nothing launches an `App`: it is here so that an app's
/// entry file compiles unchanged. A ``ViewHost`` mounts what a window would show: hand it the
/// window group's root view, or the group itself (`ViewHost(CounterApp().body)`).
///
/// ```swift
/// struct CounterView: View {
///     var body: some View {
///         Text("Hello")
///     }
/// }
///
/// struct CounterApp: App {
///     var body: some Scene {
///         WindowGroup {
///             CounterView()
///         }
///     }
/// }
///
/// let host = ViewHost(CounterApp().body)
/// assert(host.texts == ["Hello"])
/// ```
@MainActor
public protocol App {
    /// The type of scene ``body`` returns.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder var body: Body { get }

    /// Makes the app; the system calls it at launch.
    init()
}

/// A part of an app's interface the system shows, such as a window: what an ``App``'s `body`
/// returns.
///
/// ```swift
/// struct Settings: Scene {
///     var body: some Scene {
///         WindowGroup { Text("Settings") }
///     }
/// }
/// ```
@MainActor
public protocol Scene {
    /// The type of scene ``body`` returns; `Never` for the built-in scenes.
    associatedtype Body: Scene

    /// What this scene shows, built from other scenes.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Built-in scenes have no body of their own; reading it is a programming error.
    public var body: Never {
        fatalError("'\(Self.self)' is a built-in scene and has no body.")
    }
}

/// Builds an ``App``'s or a ``Scene``'s `body` from the scenes written in it.
@resultBuilder
public enum SceneBuilder {
    /// One scene, as it is.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }
}

/// A window showing `content`, the root view of an app: `WindowGroup { AppView(store: store) }`.
///
/// A ``ViewHost`` mounts a window group's content as it mounts a view: `ViewHost(MyApp().body)`.
///
/// ```swift
/// let window = WindowGroup { Text("Hello") }
/// let host = ViewHost(window)
/// assert(host.texts == ["Hello"])
/// ```
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// A window showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// `Never`: a built-in scene, which the host shows as its content.
    public typealias Body = Never
}

/// A scene whose root view a host can mount.
@MainActor
protocol RootViewScene {
    var rootView: any View { get }
}

extension WindowGroup: RootViewScene {
    var rootView: any View { content }
}

extension ViewHost {
    /// Mounts what `scene` shows: the content of a ``WindowGroup``, or of the scene its body
    /// returns. A scene that shows no view mounts an empty screen.
    ///
    /// ```swift
    /// struct HelloApp: App {
    ///     var body: some Scene {
    ///         WindowGroup { Text("Hello") }
    ///     }
    /// }
    ///
    /// assert(ViewHost(HelloApp().body).texts == ["Hello"])
    /// ```
    public convenience init(_ scene: some Scene) {
        self.init(AnyView(erasing: Self.rootView(of: scene)))
    }

    private static func rootView<S: Scene>(of scene: S) -> any View {
        if let root = scene as? any RootViewScene { return root.rootView }
        if S.Body.self == Never.self { return EmptyView() }
        return rootView(of: scene.body)
    }
}
