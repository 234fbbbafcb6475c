/// A read-write reference to a value, for code outside SwiftUI: a UIKit control, a headless
/// renderer, a test. It is what ``UIBindable`` hands out (`$model.text`), and what
/// `@UIBinding var` declares when a value of its own is enough. Reading it inside
/// `observe(_:)` tracks it.
///
/// ```swift output
/// struct Settings { var name = "Blob"; var volume = 5 }
///
/// @UIBinding var settings = Settings()
/// let volume = $settings.volume
/// volume.wrappedValue = 7
/// print(settings.volume, $settings.name.wrappedValue)
/// ```
///
/// ```text
/// 7 Blob
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct UIBinding<Value>: Sendable {
    let location: UIBindingLocation<Value>

    /// The transaction the binding's changes are made in, when the caller sets none: an
    /// `observe(_:)` closure sees it with the change.
    public var transaction = UITransaction()

    init(location: UIBindingLocation<Value>, transaction: UITransaction) {
        self.location = location
        self.transaction = transaction
    }

    /// A binding that owns its value: `@UIBinding var isOn = false`.
    ///
    /// ```swift
    /// @UIBinding var isOn = false
    /// isOn = true
    /// ```
    public init(wrappedValue value: Value) {
        let box = UIBindingBox(value)
        self.init(location: UIBindingLocation(get: { box.value }, set: { box.value = $0 }), transaction: UITransaction())
    }

    /// The same binding: what lets `@UIBinding var text: String` be initialized with `$text`.
    ///
    /// ```swift
    /// @UIBinding var text = ""
    /// let same = UIBinding(projectedValue: $text)
    /// ```
    public init(projectedValue: UIBinding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes: writes are ignored. For previews and tests.
    ///
    /// ```swift output
    /// let fixed = UIBinding.constant(3)
    /// fixed.wrappedValue = 4
    /// print(fixed.wrappedValue)
    /// ```
    ///
    /// ```text
    /// 3
    /// ```
    public static func constant(_ value: Value) -> Self {
        Self(location: UIBindingLocation(get: { value }, set: { _ in }), transaction: UITransaction())
    }

    /// Unwraps a binding to an optional: `nil` while it is `nil`; otherwise a binding that
    /// writes through while the base is not `nil` (and keeps the last value once it is).
    ///
    /// ```swift output
    /// @UIBinding var draft: String? = "Hi"
    /// if let text = UIBinding($draft) {
    ///     text.wrappedValue = "Hello"
    /// }
    /// print(draft ?? "none")
    /// ```
    ///
    /// ```text
    /// Hello
    /// ```
    public init?(_ base: UIBinding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        let last = UIBindingBox(initial)
        self.init(
            location: UIBindingLocation(
                get: {
                    if let value = base.location.get() { last.value = value }
                    return last.value
                },
                set: { newValue in
                    last.value = newValue
                    if base.location.get() != nil { base.location.set(newValue) }
                }
            ),
            transaction: base.transaction
        )
    }

    /// A `Bool` binding that says whether an optional is present, for a presentation's
    /// `isPresented`: writing `false` sets the optional to `nil`; writing `true` changes nothing
    /// and reports an issue, since there is no value to present.
    ///
    /// ```swift output
    /// @UIBinding var alert: String? = "Delete?"
    /// let isPresented = UIBinding<Bool>($alert)
    /// isPresented.wrappedValue = false
    /// print(alert ?? "dismissed")
    /// ```
    ///
    /// ```text
    /// dismissed
    /// ```
    public init<V>(
        _ base: UIBinding<V?>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where Value == Bool {
        self.init(
            location: UIBindingLocation(
                get: { base.location.get() != nil },
                set: { isPresent in
                    if !isPresent {
                        base.location.set(nil)
                    } else if base.location.get() == nil {
                        reportIssue(
                            "A binding to whether a \(V.self) is present was set to true while it is nil; set the optional itself to present it.",
                            fileID: fileID, filePath: filePath, line: line, column: column
                        )
                    }
                }
            ),
            transaction: base.transaction
        )
    }

    /// An optional view of a binding: writing `nil` is ignored.
    ///
    /// ```swift output
    /// @UIBinding var count = 1
    /// let optional = UIBinding<Int?>($count)
    /// optional.wrappedValue = 2
    /// optional.wrappedValue = nil
    /// print(count)
    /// ```
    ///
    /// ```text
    /// 2
    /// ```
    public init<V>(_ base: UIBinding<V>) where Value == V? {
        self.init(
            location: UIBindingLocation(
                get: { base.location.get() },
                set: { newValue in if let newValue { base.location.set(newValue) } }
            ),
            transaction: base.transaction
        )
    }

    /// A type-erased view of a binding to a hashable value, for a tag or a selection: writing
    /// a value of another type is ignored.
    ///
    /// ```swift output
    /// @UIBinding var tab = 1
    /// let erased = UIBinding<AnyHashable>($tab)
    /// erased.wrappedValue = 2
    /// erased.wrappedValue = "two"
    /// print(tab)
    /// ```
    ///
    /// ```text
    /// 2
    /// ```
    public init<V: Hashable>(_ base: UIBinding<V>) where Value == AnyHashable {
        self.init(
            location: UIBindingLocation(
                get: { AnyHashable(base.location.get()) },
                set: { newValue in if let value = newValue.base as? V { base.location.set(value) } }
            ),
            transaction: base.transaction
        )
    }

    /// The value. Setting it writes through to where the binding points, inside the binding's
    /// ``transaction`` unless the caller is already inside one.
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set {
            guard UITransaction.current.isEmpty else {
                location.set(newValue)
                return
            }
            withUITransaction(transaction) { location.set(newValue) }
        }
    }

    /// The binding itself, for `$value`.
    public var projectedValue: Self {
        self
    }

    /// A binding to a property of the value: `$settings.volume`.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> UIBinding<Member> {
        let location = location
        return UIBinding<Member>(
            location: UIBindingLocation(
                get: { location.get()[keyPath: keyPath] },
                set: { newValue in
                    var value = location.get()
                    value[keyPath: keyPath] = newValue
                    location.set(value)
                }
            ),
            transaction: transaction
        )
    }

    /// A binding to a property of an optional value: `nil` while the value is; writing goes
    /// through only while it is present, and writing `nil` is ignored.
    ///
    /// ```swift output
    /// struct Profile { var name = "Blob" }
    ///
    /// @UIBinding var profile: Profile? = Profile()
    /// $profile.name.wrappedValue = "Blob Jr."
    /// print(profile?.name ?? "none")
    /// ```
    ///
    /// ```text
    /// Blob Jr.
    /// ```
    public subscript<Wrapped, Member>(dynamicMember keyPath: WritableKeyPath<Wrapped, Member>) -> UIBinding<Member?>
    where Value == Wrapped? {
        let location = location
        return UIBinding<Member?>(
            location: UIBindingLocation(
                get: { location.get()?[keyPath: keyPath] },
                set: { newValue in
                    guard let newValue, var value = location.get() else { return }
                    value[keyPath: keyPath] = newValue
                    location.set(value)
                }
            ),
            transaction: transaction
        )
    }

    /// The same binding, making its changes in `transaction`.
    ///
    /// ```swift
    /// enum Animated: UITransactionKey { static let defaultValue = false }
    ///
    /// var animated = UITransaction()
    /// animated[Animated.self] = true
    /// @UIBinding var isOn = false
    /// let toggle = $isOn.transaction(animated)
    /// ```
    public func transaction(_ transaction: UITransaction) -> Self {
        var binding = self
        binding.transaction = transaction
        return binding
    }
}

extension UIBinding: Identifiable where Value: Identifiable {
    /// The value's id, so that a binding to an identifiable item can drive a presentation.
    ///
    /// ```swift output
    /// struct Item: Identifiable { let id: Int }
    ///
    /// print(UIBinding.constant(Item(id: 4)).id)
    /// ```
    ///
    /// ```text
    /// 4
    /// ```
    public var id: Value.ID {
        wrappedValue.id
    }
}
