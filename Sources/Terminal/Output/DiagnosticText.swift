/// The one format of every error and warning Clothesline prints: `clothesline: error: …`, `clothesline: warning: …`.
///
/// Both the executable's `Diagnostics` and the chat loop (which writes to an injected stream) format their lines
/// here, so the prefix is written in one place.
public enum DiagnosticText {
    /// The program name every diagnostic starts with.
    public static let program = "clothesline"

    /// `clothesline: error: message` and a newline.
    public static func error(_ message: String) -> String {
        line("error", message)
    }

    /// `clothesline: warning: message` and a newline.
    public static func warning(_ message: String) -> String {
        line("warning", message)
    }

    /// `clothesline: note: message` and a newline (information that is neither an error nor a warning).
    public static func note(_ message: String) -> String {
        line("note", message)
    }

    private static func line(_ kind: String, _ message: String) -> String {
        "\(program): \(kind): \(message)\n"
    }
}
