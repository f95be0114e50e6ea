/// The formats training and evaluation data can come in.
public enum DataFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// CSV with a header row (RFC 4180 quoting, BOM and CRLF allowed).
    case csv
    /// A JSON array of objects with `text` and `label`.
    case json
    /// One JSON object per line (JSON Lines), e.g. the chat's feedback files.
    case jsonLines
    /// A folder with one sub-folder per label holding `.txt` files (one example per file).
    case folder

    /// Guesses the format from a path: a directory is a folder, then by extension (`.csv`, `.json`,
    /// `.jsonl`/`.ndjson`); unknown extensions are treated as CSV.
    public static func infer(path: String, isDirectory: Bool) -> DataFormat {
        if isDirectory { return .folder }
        let lower = path.lowercased()
        if lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson") { return .jsonLines }
        if lower.hasSuffix(".json") { return .json }
        return .csv
    }
}
