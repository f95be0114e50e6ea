import Foundation

/// tmux could not be started for an end-to-end test.
enum TmuxSessionError: Error, LocalizedError {
    /// `posix_spawn` failed; the value is the reason.
    case cannotRun(String)
    /// tmux did not report the program's process id; the value is what it printed.
    case noProcess(String)

    var errorDescription: String? {
        switch self {
        case .cannotRun(let reason): return "cannot run tmux: \(reason)"
        case .noProcess(let output): return "tmux did not report the program's process id (got \"\(output)\")"
        }
    }
}
