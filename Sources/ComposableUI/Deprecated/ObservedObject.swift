import Composable

/// A class whose changes views observe: SwiftUI's protocol, which a ``ViewStore`` conforms to
/// in the original. Here views observe through Observation (a store knows what each view
/// read), so the protocol asks nothing; it is here so that `@ObservedObject var viewStore`
/// compiles.
///
/// ```swift
/// final class Model: ObservableObject {}
/// ```
public protocol ObservableObject: AnyObject {}

@available(*, deprecated)
extension ViewStore: ObservableObject {}

/// A view's property holding an ``ObservableObject`` it did not create: in the original,
/// `@ObservedObject var viewStore: ViewStoreOf<Feature>`, kept so that views written that way
/// compile and run.
///
/// ```swift
/// final class Profile: ObservableObject {
///     var name = "Blob"
/// }
///
/// struct ProfileView: View {
///     @ObservedObject var profile: Profile
///
///     var body: some View {
///         TextField("Name", text: $profile.name)
///     }
/// }
/// ```
///
/// The view is built again when what its body read of the object changes, as for any other
/// value it reads; holding the object in the property adds nothing to that.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject> {
    /// The object.
    public var wrappedValue: ObjectType

    /// Holds `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Holds `initialValue`, SwiftUI's older spelling.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings of the object's properties: `$model.name`.
    public var projectedValue: Self { self }

    /// A binding of the property at `keyPath` of the object.
    @MainActor
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Value>) -> Binding<Value> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
