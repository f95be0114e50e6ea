import Foundation

/// Why the startup benchmark could not run.
enum StartupBenchmarkError: Error, LocalizedError {
    case missingBinary(String)
    case spawn(String)
    case noPrompt(String)

    var errorDescription: String? {
        switch self {
        case .missingBinary(let path):
            return "\(path) is missing; build it first: swift build -c release --product clothesline"
        case .spawn(let reason):
            return "cannot start clothesline on a pseudo-terminal: \(reason)"
        case .noPrompt(let screen):
            return "clothesline showed no prompt within 10 s; the screen was:\n\(screen)"
        }
    }
}
