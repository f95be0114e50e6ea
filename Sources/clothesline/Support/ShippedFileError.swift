import Foundation

/// A shipped file (model or catalog) could not be found.
enum ShippedFileError: Error, LocalizedError {
    /// Nothing was found; `looked` lists every place tried.
    case notFound(ShippedFile, looked: [String])

    var errorDescription: String? {
        switch self {
        case .notFound(let file, let looked):
            return "no \(file.noun) file found; looked in:\n" + looked.map { "  \($0)" }.joined(separator: "\n")
                + "\nPass --\(file.noun) FILE, set \(file.environmentVariable)=FILE, "
                + "or install Clothesline with `make install` (the file goes to PREFIX/share/clothesline)."
        }
    }
}
