/// The keyboard a text field asks for: `.keyboardType(.emailAddress)`. Recorded by the host,
/// which types any text into any field.
///
/// ```swift
/// struct CodeView: View {
///     @State var code = ""
///     var body: some View {
///         TextField("Code", text: $code)
///             .keyboardType(.numberPad)
///     }
/// }
///
/// let host = ViewHost(CodeView())
/// assert(host.render().contains(".keyboardType(.numberPad)"))
/// ```
public enum UIKeyboardType: Hashable, Sendable {
    /// The keyboards UIKit offers, by name.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
        emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a text field holds, so the keyboard can suggest it: `.textContentType(.password)`.
/// Recorded by the host.
///
/// ```swift
/// struct LoginView: View {
///     @State var email = ""
///     var body: some View {
///         TextField("Email", text: $email)
///             .textContentType(.emailAddress)
///     }
/// }
///
/// let host = ViewHost(LoginView())
/// assert(host.render().contains(".textContentType(.emailAddress)"))
/// ```
public struct UITextContentType: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The kind's name.
    public let rawValue: String

    /// The kind named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The name, as code writes it: `.emailAddress`.
    public var description: String { "." + rawValue }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password, which the keyboard may suggest.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code from a message.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A postal address, on one line.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
}

/// Which letters of typed text UIKit capitalizes: `.autocapitalization(.none)`. Recorded.
///
/// ```swift
/// struct SearchView: View {
///     @State var query = ""
///     var body: some View {
///         TextField("Search", text: $query)
///             .autocapitalization(.none)
///     }
/// }
///
/// assert(ViewHost(SearchView()).render().contains(".autocapitalization(.none)"))
/// ```
public enum UITextAutocapitalizationType: Hashable, Sendable {
    /// No letters, the first of each word, of each sentence, or all of them.
    case none, words, sentences, allCharacters
}

/// Which letters of typed text are capitalized: `.textInputAutocapitalization(.never)`.
/// Recorded.
///
/// ```swift
/// struct HandleView: View {
///     @State var handle = ""
///     var body: some View {
///         TextField("Handle", text: $handle)
///             .textInputAutocapitalization(.never)
///     }
/// }
///
/// assert(ViewHost(HandleView()).render().contains(".textInputAutocapitalization(.never)"))
/// ```
public struct TextInputAutocapitalization: Hashable, Sendable, CustomStringConvertible {
    /// The choice, as code writes it: `.never`.
    public let description: String

    /// No letters are capitalized.
    public static let never = TextInputAutocapitalization(description: ".never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(description: ".words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(description: ".sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(description: ".characters")
}

extension View {
    /// Asks for `type` of keyboard in the text fields inside this view; recorded.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        recorded("keyboardType", [("", ".\(type)")])
    }

    /// Tells the keyboard what the text fields inside this view hold; recorded.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        recorded("textContentType", [("", textContentType.map(\.description) ?? "nil")])
    }

    /// Which letters of text typed inside this view are capitalized (UIKit's spelling);
    /// recorded.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        recorded("autocapitalization", [("", ".\(style)")])
    }

    /// Which letters of text typed inside this view are capitalized; recorded.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        recorded("textInputAutocapitalization", [("", autocapitalization.map(\.description) ?? "nil")])
    }
}
