/// Reads the value an enum case holds, by the case's name: how a destination's alert case is
/// found from the name of its action case (both cases are named as the user wrote them).
enum EnumPayload {
    static func value<Payload>(of value: Any, inCase name: String?) -> Payload? {
        guard let name, let child = Mirror(reflecting: value).children.first, child.label == name else {
            return nil
        }
        return child.value as? Payload
    }
}
