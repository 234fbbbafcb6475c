import Composable
import Foundation

/// Mounts a view without a screen: evaluates bodies into a tree of nodes, keeps `@State`, runs
/// `onAppear`, `onDisappear` and `.task`, and re-evaluates a view only when something its body
/// read has changed. Tests tap, type and read through it; the site renders its HTML.
///
/// ```swift
/// struct Counter: Reducer {
///     struct State: Equatable {
///         var count = 0
///     }
///
///     enum Action {
///         case incrementTapped
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             state.count += 1
///             return .none
///         }
///     }
/// }
///
/// struct CounterView: View {
///     let store: StoreOf<Counter>
///
///     var body: some View {
///         VStack {
///             Text("\(store.count)")
///             Button("plus") { store.send(.incrementTapped) }
///         }
///     }
/// }
/// ```
///
/// ```swift test
/// @MainActor
/// @Test func tappingPlusShowsTheNewCount() throws {
///     let store = Store(initialState: Counter.State()) { Counter() }
///     let host = ViewHost(CounterView(store: store))
///
///     try host.tap("plus")
///
///     #expect(host.texts == ["1", "plus"])
/// }
/// ```
///
/// Changes made outside the host (an effect, a `store.send`) are brought to screen when the
/// host is next asked something, or on the main actor's next turn, whichever comes first.
///
/// Use a `ViewHost` to test what a view shows and what its controls send; test a feature's
/// logic without a view, with a `TestStore`, which also checks each state change and effect.
/// A host keeps the view mounted, with its `@State`, for as long as it lives or until
/// ``disappear()``. To show a view on a page of the docs, drive a host and call `preview(_:)`
/// on it.
///
/// See <doc:Views>, whose every view is tested with a host, and [tapping through
/// it](doc:ChecklistScreen#Tapping-through-it) in <doc:ChecklistScreen>, which drives a whole
/// screen.
@MainActor
public final class ViewHost {
    let root: ViewNode
    /// The titles of the parts of the screen a ``ViewHostScope`` narrows lookups to, outermost
    /// first; empty for the whole screen.
    var scopeChain: [String] = []
    /// The URLs views opened through `@Environment(\.openURL)`, oldest first.
    public private(set) var openedURLs: [URL] = []
    /// Where views asked their scroll views to scroll, through a ``ScrollViewProxy``, oldest
    /// first.
    public private(set) var scrollTargets: [ScrollTarget] = []
    private let reconciler: Reconciler
    private let invalidations: InvalidationQueue
    /// The changes seen animated so far, oldest first: by `withAnimation`, or by an
    /// `.animation(_:value:)` whose value changed. Reading it brings the screen up to date first.
    public var animatedChanges: [AnimatedChange] {
        update()
        return recordedAnimations
    }

    private var recordedAnimations: [AnimatedChange] = []

    /// How many times one update may find views invalidated by what the previous round's
    /// `onAppear` did before the host gives up: a view that changes what it reads every time
    /// it appears would otherwise never settle.
    private static let maximumRounds = 100

    /// Mounts `root`: evaluates it and everything it shows, then runs the appear hooks and
    /// starts the tasks.
    public init(_ root: some View) {
        let scheduler = UpdateScheduler()
        invalidations = InvalidationQueue(onFirstReport: { scheduler.schedule() })
        reconciler = Reconciler(invalidations: invalidations)
        self.root = ViewNode(key: .content, viewType: ViewHost.self, parent: nil)
        scheduler.host = self
        let opened = OpenedURLs()
        self.root.content = .modifier(.environment {
            $0.openURL = OpenURLAction { opened.host?.openedURLs.append($0) }
            $0.recordScroll = { opened.host?.scrollTargets.append($0) }
        })
        opened.host = self
        reconciler.reconcile(self.root, children: [(.content, root)])
        finishRound()
        update()
    }

    isolated deinit {
        if root.isMounted { reconciler.unmount(root) }
    }

    // MARK: Reading the screen

    /// The strings of every `Text` on screen, in reading order, including those that titled
    /// initializers make (`Button("Save")`, `Toggle("On", ...)`, `Label("Files", ...)`).
    public var texts: [String] {
        update()
        var texts: [String] = []
        var alerts: [AlertContent] = []
        Screen.walk((try? scopeRoot()) ?? root) { node in
            switch node.content {
            case let .text(string):
                texts.append(string)
            case let .modifier(.alert(alert)):
                alerts.append(alert)
            default:
                break
            }
        }
        // An alert shows over everything else, so it reads last.
        for alert in alerts {
            texts.append(alert.title)
            if let message = alert.message { texts.append(message) }
            texts += alert.buttons.map(\.title)
        }
        return texts
    }

    /// How many times bodies of views of type `type` were evaluated since the host was created.
    public func evaluations<V: View>(of type: V.Type) -> Int {
        update()
        return reconciler.evaluations[ObjectIdentifier(type), default: 0]
    }

    /// What is on screen as an indented outline, one line per built-in view or modifier.
    public func render() -> String {
        update()
        return TextTreeRenderer.render(root)
    }

    /// What is on screen as semantic, escaped HTML, for the site's previews.
    public func html() -> String {
        update()
        return HTMLRenderer.render(root)
    }

    // MARK: Interacting

    /// Taps the one `Button`, `NavigationLink` or alert button whose label reads `title` (an
    /// image label reads as its symbol's name).
    public func tap(_ title: String) throws {
        update()
        var alertButtons: [(title: String, value: @MainActor () -> Void)] = []
        Screen.walk(root) { node in
            if case let .modifier(.alert(alert)) = node.content {
                alertButtons += alert.buttons.map { ($0.title, $0.tap) }
            }
        }
        // While an alert is up, only its buttons can be tapped, as on a screen.
        if !alertButtons.isEmpty {
            try Self.single(title, kind: "button", among: alertButtons)()
            update()
            return
        }
        let control = try find("button", title: title) { node -> String? in
            switch node.content {
            case .button, .navigationLink, .disclosure: Screen.title(of: node.children.first)
            default: nil
            }
        }
        guard !control.isDisabled else {
            throw ViewHostError("The button \"\(title)\" is disabled, so it cannot be tapped. Enable it first, or assert that it is disabled.")
        }
        switch control.content {
        case let .button(_, action):
            action()
            closeMenus(around: control)
        case let .navigationLink(target): try Self.follow(target, from: control, title: title)
        case let .disclosure(_, isExpanded): isExpanded.wrappedValue.toggle()
        default: break
        }
        update()
    }

    /// Pushes what a link leads to onto the stack around it.
    private static func follow(_ target: NavigationLinkTarget, from link: ViewNode, title: String) throws {
        if case let .activate(activate) = target {
            activate()
            return
        }
        var node = link.parent
        while let current = node {
            if case let .navigationStack(control) = current.content {
                switch target {
                case let .view(view):
                    guard let push = control.pushView else {
                        throw ViewHostError("The link \"\(title)\" pushes a view, but its NavigationStack is driven by a store's path. Use NavigationLink(state:) with a path stack.")
                    }
                    push(view)
                case .activate:
                    break
                case let .state(state):
                    guard let push = control.pushState, push(state) else {
                        throw ViewHostError("The link \"\(title)\" pushes a state its NavigationStack's path does not hold (\(Swift.type(of: state))). Give the stack a path of that state, or link to a view.")
                    }
                }
                return
            }
            node = current.parent
        }
        throw ViewHostError("The link \"\(title)\" is not inside a NavigationStack, so it leads nowhere. Put the view in a NavigationStack.")
    }

    /// Goes back from the top screen of the top-most navigation stack on screen, as its back
    /// button does: pops the pushed screen (a store-driven stack receives `.popFrom(id:)`), or
    /// dismisses a destination pushed by `.navigationDestination`.
    public func back() throws {
        update()
        var stacks: [ViewNode] = []
        Screen.walk(root) { node in
            if case .navigationStack = node.content { stacks.append(node) }
        }
        guard !stacks.isEmpty else {
            throw ViewHostError("No NavigationStack is on screen, so there is nothing to go back from.")
        }
        guard let pop = stacks.reversed().lazy.compactMap({ Screen.navigationTop(of: $0).pop }).first else {
            throw ViewHostError("Every NavigationStack on screen shows its root screen, so there is nothing to go back from.")
        }
        pop()
        update()
    }

    /// Dismisses the top-most sheet, full-screen cover, popover, alert or dialog on screen,
    /// through its binding (a presented feature receives `.dismiss`).
    public func dismiss() throws {
        update()
        var dismissals: [@MainActor () -> Void] = []
        Screen.walk(root) { node in
            switch node.content {
            case let .modifier(.presentation(_, true, dismiss)): dismissals.append(dismiss)
            case let .modifier(.alert(alert)): dismissals.append(alert.dismiss)
            default: break
            }
        }
        guard let dismiss = dismissals.last else {
            throw ViewHostError("Nothing is presented (no sheet, cover, popover, alert or dialog), so there is nothing to dismiss.")
        }
        dismiss()
        update()
    }

    /// Replaces the text of the one `TextField` or `SecureField` titled `title` with `text`,
    /// as a person typing it would.
    public func type(_ text: String, into title: String) throws {
        let field = try find("text field", title: title) { node -> String? in
            guard case let .textField(fieldTitle, _, _) = node.content else { return nil }
            return fieldTitle
        }
        guard case let .textField(_, binding, _) = field.content else { return }
        try requireEnabled(field, "text field", title)
        focus(field)
        binding.wrappedValue = text
        update()
    }

    /// Flips the one `Toggle` titled `title`.
    public func toggle(_ title: String) throws {
        let toggle = try find("toggle", title: title) { node -> String? in
            guard case .toggle = node.content else { return nil }
            return Screen.title(of: node.children.first)
        }
        guard case let .toggle(isOn) = toggle.content else { return }
        try requireEnabled(toggle, "toggle", title)
        isOn.wrappedValue.toggle()
        update()
    }

    /// Presses + on the one `Stepper` titled `title`.
    public func increment(_ title: String) throws {
        try step(title, up: true)
    }

    /// Presses − on the one `Stepper` titled `title`.
    public func decrement(_ title: String) throws {
        try step(title, up: false)
    }

    /// Selects the tab whose tab item reads `title`.
    public func selectTab(_ title: String) throws {
        var tabs: [(title: String, value: (tabView: ViewNode, tag: AnyHashable?))] = []
        Screen.walk(root) { node in
            guard case .tabView = node.content else { return }
            for tab in Screen.items(of: node) {
                let found = Screen.attachments(of: tab)
                tabs.append((Screen.title(of: found.item), (node, found.tag)))
            }
        }
        let match = try Self.single(title, kind: "tab", among: tabs)
        guard let tag = match.tag else {
            throw ViewHostError("The tab \"\(title)\" has no .tag(...), so it cannot be selected. Give each tab a tag.")
        }
        guard case let .tabView(_, select) = match.tabView.content else { return }
        if let select {
            guard select(tag) else {
                throw ViewHostError("The tag of the tab \"\(title)\" (\(tag.base)) is not of the type of the tab view's selection. Tag it with a value of that type.")
            }
        } else {
            match.tabView.content = .tabView(selection: tag, select: nil)
        }
        update()
    }

    /// Chooses the option reading `option` in the one `Picker` titled `title`.
    public func select(_ option: String, in title: String) throws {
        let picker = try find("picker", title: title) { node -> String? in
            guard case .picker = node.content else { return nil }
            return Screen.title(of: node.children.first)
        }
        guard case let .picker(_, select) = picker.content else { return }
        try requireEnabled(picker, "picker", title)
        let options = picker.children.dropFirst().flatMap(Screen.items(of:))
        let match = try Self.single(option, kind: "option", among: options.map { (Screen.title(of: $0), $0) })
        guard let tag = Screen.attachments(of: match).tag, select(tag) else {
            throw ViewHostError("The option \"\(option)\" has no .tag(...) of the picker's selection type. Tag each option with a value of that type.")
        }
        update()
    }

    /// Closes the top-most sheet or other presentation on screen; the same as ``dismiss()``.
    public func dismissSheet() throws {
        try dismiss()
    }

    /// Takes the view off screen: `onDisappear` hooks run and tasks are cancelled.
    public func disappear() {
        update()
        reconciler.unmount(root)
        finishRound()
    }

    // MARK: Updating

    /// Re-evaluates the views whose reads changed, top down, and runs the lifecycle hooks that
    /// follows from it, until nothing is left to do.
    func update() {
        guard root.isMounted else { return }
        for _ in 0..<Self.maximumRounds {
            let reports = invalidations.drain()
            var dirty: [ViewNode] = []
            for report in reports {
                guard let node = report.node, node.isMounted, node.generation == report.generation else { continue }
                if let animation = report.animation {
                    recordedAnimations.append(
                        AnimatedChange(animation: animation, change: "withAnimation re-evaluated \(typeName(of: node))")
                    )
                }
                if !node.isDirty {
                    node.isDirty = true
                    dirty.append(node)
                }
            }
            guard !dirty.isEmpty else { return }
            dirty.sort { $0.depth < $1.depth }
            for node in dirty where node.isDirty && node.isMounted {
                node.reevaluate?(reconciler)
            }
            finishRound()
        }
        RuntimeWarning(
            message: """
                A ViewHost re-evaluated its views \(Self.maximumRounds) times in a row and they still \
                changed what they read: a view's onAppear or body keeps changing state it depends on.
                """,
            callSite: CallSite(fileID: #fileID, line: #line)
        ).report()
    }

    /// Runs the hooks of the nodes mounted and unmounted in this round.
    private func finishRound() {
        let disappeared = reconciler.disappeared
        let appeared = reconciler.appeared
        let restarted = reconciler.restartedTasks
        reconciler.disappeared = []
        reconciler.appeared = []
        reconciler.restartedTasks = []
        recordedAnimations += reconciler.animatedChanges
        reconciler.animatedChanges = []
        for node in disappeared { node.lifecycle?.onDisappear?() }
        for node in appeared where node.isMounted {
            node.lifecycle?.onAppear?()
            startTask(of: node)
        }
        for node in restarted where node.isMounted { startTask(of: node) }
    }

    private func startTask(of node: ViewNode) {
        guard let hooks = node.lifecycle, let action = hooks.task, node.isMounted else { return }
        node.task = Task(priority: hooks.taskPriority) { @MainActor in await action() }
    }

    private func step(_ title: String, up: Bool) throws {
        let stepper = try find("stepper", title: title) { node -> String? in
            guard case .stepper = node.content else { return nil }
            return Screen.title(of: node.children.first)
        }
        guard case let .stepper(increment, decrement) = stepper.content else { return }
        try requireEnabled(stepper, "stepper", title)
        guard let action = up ? increment : decrement else {
            throw ViewHostError("The stepper \"\(title)\" cannot go \(up ? "up" : "down"): it is at the end of its range.")
        }
        action()
        update()
    }

    /// The one visible node of `kind` whose title (as `title(of:)` reads it) is `title`.
    func find(_ kind: String, title: String, titleOf: (ViewNode) -> String?) throws -> ViewNode {
        update()
        var found: [(title: String, value: ViewNode)] = []
        var identifiers: [String?] = []
        Screen.walk(try scopeRoot()) { node in
            if let nodeTitle = titleOf(node) {
                found.append((nodeTitle, node))
                identifiers.append(Self.accessibilityIdentifier(of: node))
            }
        }
        // A control is found by its title, or else by its `.accessibilityIdentifier`.
        if !found.contains(where: { $0.title == title }), identifiers.contains(title) {
            found = zip(found, identifiers).map { candidate, identifier in
                (identifier == title ? title : candidate.title, candidate.value)
            }
        }
        // While a sheet (or a cover, or a popover) is up, only what it shows can be reached.
        let presented = topPresentation()
        do {
            return try Self.single(title, kind: kind, among: found.filter { Self.isReachable($0.value, under: presented) })
        } catch let error as ViewHostError where !scopeChain.isEmpty {
            throw error.inside(scopeChain)
        }
    }

    /// The one value titled `title` among `candidates`; none, or more than one, is an error
    /// that lists every candidate's title.
    static func single<Value>(_ title: String, kind: String, among candidates: [(title: String, value: Value)]) throws -> Value {
        let matches = candidates.filter { $0.title == title }
        guard matches.count == 1, let match = matches.first else {
            throw ViewHostError.lookup(kind: kind, title: title, matches: matches.count, onScreen: candidates.map(\.title))
        }
        return match.value
    }

    /// Whether a person could reach `node` now: it is inside `presented` (the top-most sheet,
    /// cover or popover), or nothing is presented.
    private static func isReachable(_ node: ViewNode, under presented: ViewNode?) -> Bool {
        guard let presented else { return true }
        return isInside(node, presented)
    }

    /// What the top-most presented sheet, cover or popover shows, if one is up.
    func topPresentation() -> ViewNode? {
        var presented: ViewNode?
        Screen.walk(root) { node in
            if case .modifier(.presentation(_, true, _)) = node.content, node.children.count > 1 {
                presented = node.children[1]
            }
        }
        return presented
    }

    static func isInside(_ node: ViewNode, _ ancestor: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.parent
        }
        return false
    }

    func requireEnabled(_ node: ViewNode, _ kind: String, _ title: String) throws {
        guard !node.isDisabled else {
            throw ViewHostError("The \(kind) \"\(title)\" is disabled, so it cannot be changed. Enable it first, or assert that it is disabled.")
        }
    }

    private func typeName(of node: ViewNode) -> String {
        node.view.map { String(describing: Swift.type(of: $0)) } ?? "a view"
    }
}

/// Runs the host's update on the main actor's next turn after a change was reported, so that
/// appear hooks and tasks of newly shown views start even when no test asks the host anything.
@MainActor
final class UpdateScheduler: Sendable {
    weak var host: ViewHost?

    nonisolated func schedule() {
        Task { @MainActor [weak self] in self?.host?.update() }
    }
}
