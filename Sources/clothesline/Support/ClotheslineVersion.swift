/// The version of Clothesline, defined here and nowhere else.
///
/// `--version` prints it, the Makefile reads it (for the man pages and `make install`), and `train` writes it
/// into every model's metadata (`producer`).
enum ClotheslineVersion {
    /// The version, e.g. `0.2.0`.
    static let current = "0.2.0"

    /// The program and version, as written into a model's metadata, e.g. `clothesline 0.2.0`.
    static var producer: String { "clothesline \(current)" }
}
