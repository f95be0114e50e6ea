/// Every input format the program reads, as the fuzzer names them.
enum FuzzFormat: String, CaseIterable, Sendable {
    case model
    case catalog
    case csvImport = "csv-import"
    case trainingCSV = "training-csv"
    case trainingJSON = "training-json"
    case trainingJSONL = "training-jsonl"
    case trainingFolder = "training-folder"
    case policy
    case transcript
    case chatLines = "chat-lines"
    case searchLines = "search-lines"

    /// The file name inputs are written to (and that every error about them must mention).
    var fileName: String {
        switch self {
        case .model: return "fuzz-input.clmodel"
        case .catalog: return "fuzz-input-catalog.json"
        case .csvImport: return "fuzz-input-import.csv"
        case .trainingCSV: return "fuzz-input-training.csv"
        case .trainingJSON: return "fuzz-input-training.json"
        case .trainingJSONL: return "fuzz-input-training.jsonl"
        case .trainingFolder: return "fuzz-input-folder"
        case .policy: return "fuzz-input-policy.json"
        case .transcript: return "fuzz-input.transcript"
        case .chatLines: return "fuzz-input-chat.txt"
        case .searchLines: return "fuzz-input-search.txt"
        }
    }

    /// Whether the input is a file the program names in its errors (chat and search lines are typed).
    var isFile: Bool {
        self != .chatLines && self != .searchLines
    }

    /// A number that makes each format's inputs differ for the same seed.
    var stream: UInt64 {
        UInt64(FuzzFormat.allCases.firstIndex(of: self) ?? 0) + 1
    }
}
