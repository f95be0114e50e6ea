import Foundation

/// A meta command line that could not be understood.
public enum MetaCommandError: Error, LocalizedError, Equatable {
    /// No such command.
    case unknown(String)
    /// The command takes no arguments.
    case unexpectedArguments(command: String)
    /// Wrong number of arguments; the value is the usage line.
    case usage(String)
    /// A threshold is not a number.
    case notANumber(String)
    /// The thresholds are out of range or in the wrong order.
    case invalidBands(act: Double, confirm: Double)

    public var errorDescription: String? {
        switch self {
        case .unknown(let name):
            return "unknown command \(TextSanitizer.sanitize(name)); :help lists the commands"
        case .unexpectedArguments(let command):
            return "\(command) takes no arguments"
        case .usage(let usage):
            return "usage: \(usage)"
        case .notANumber(let text):
            return "thresholds must be numbers between 0 and 1, got \"\(TextSanitizer.sanitize(text))\""
        case .invalidBands(let act, let confirm):
            return "need 0 ≤ CONFIRM ≤ ACT ≤ 1, got act \(act) and confirm \(confirm)"
        }
    }
}
