/// One thing wrong with a catalog file, located by its JSON path (`products[12].price`).
public struct CatalogProblem: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the offending value (`$` for the whole document).
    public var path: String
    /// What is wrong and, where possible, how to fix it.
    public var message: String

    /// Creates a problem.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
