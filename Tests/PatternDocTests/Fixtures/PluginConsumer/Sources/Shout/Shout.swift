/// Says things loudly.
public enum Shout {
    /// `text` in capitals, with an exclamation mark.
    public static func loudly(_ text: String) -> String {
        text.uppercased() + "!"
    }
}
