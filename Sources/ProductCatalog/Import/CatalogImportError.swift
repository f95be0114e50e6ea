import Foundation

/// Why an import could not run at all (problems with single rows are reported in ``ImportReport`` instead).
public enum CatalogImportError: Error, LocalizedError, Sendable, Equatable {
    /// A `--map` entry is malformed.
    case badMapping(String, reason: String)
    /// The file has no header row.
    case emptyFile(file: String)
    /// A mapped column is not in the header of `file`.
    case unknownColumn(String, field: CatalogField, header: [String], file: String)
    /// A required field has no column in `file` and cannot be derived.
    case missingColumn(CatalogField, header: [String], file: String)

    /// A message naming the file and what to do.
    public var errorDescription: String? {
        switch self {
        case .badMapping(let entry, let reason):
            return "bad column mapping \"\(entry)\": \(reason)"
        case .emptyFile(let file):
            return "\(file): the file is empty; expected a header row and one product per row"
        case .unknownColumn(let column, let field, let header, let file):
            return "\(file): column \(Self.shown(column)) (for \(field.rawValue)) is not in the header; columns are: "
                + Self.shown(header)
        case .missingColumn(let field, let header, let file):
            var message = "\(file): no column for \(field.rawValue); map one with --map \(field.rawValue)=COLUMN "
                + "(columns: \(Self.shown(header)))"
            if header.contains(where: { $0.contains("\n") || $0.utf8.count > Self.longestShown }) {
                message += "; the header looks broken (an unterminated quote?)"
            }
            return message
        }
    }

    /// The longest column name shown in full, in bytes.
    static let longestShown = 40
    /// The most column names listed.
    static let mostShown = 20

    /// A column name as shown in a message: quoted, controls removed, cut at ``longestShown`` bytes.
    static func shown(_ column: String) -> String {
        let clean = TextSanitizer.sanitize(column)
        guard clean.utf8.count > longestShown else { return "\"\(clean)\"" }
        var cut = ""
        for character in clean {
            guard cut.utf8.count + character.utf8.count <= longestShown else { break }
            cut.append(character)
        }
        return "\"\(cut)…\" (\(column.utf8.count) bytes)"
    }

    /// A header as shown in a message: the first ``mostShown`` column names, each as ``shown(_:)``.
    static func shown(_ header: [String]) -> String {
        let listed = header.prefix(mostShown).map { shown($0) }.joined(separator: ", ")
        return header.count > mostShown ? listed + ", … (\(header.count) columns)" : listed
    }
}
