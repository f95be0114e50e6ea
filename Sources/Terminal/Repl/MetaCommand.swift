/// A chat line that starts with `:`: a command to the REPL itself rather than to the assistant.
public enum MetaCommand: Equatable, Sendable {
    /// `:help`: the meta commands and keys.
    case help
    /// `:why`: the last turn's hypotheses, band and reason.
    case why
    /// `:policy`: the policy in force.
    case policy
    /// `:bands ACT CONFIRM`: change the thresholds from the next turn on.
    case bands(act: Double, confirm: Double)
    /// `:preset NAME`: switch to a preset policy from the next turn on.
    case preset(String)
    /// `:model`: the classifier's metadata.
    case model
    /// `:catalog`: catalog statistics.
    case catalog
    /// `:history`: the line history.
    case history
    /// `:reset`: forget the conversation (keeps the policy).
    case reset
    /// `:quit`: leave the chat.
    case quit

    /// Every meta command with its argument synopsis and a one-line description, in `:help` order.
    public static let synopses: [(name: String, arguments: String, summary: String)] = [
        (":help", "", "this list"),
        (":why", "", "the last turn: every hypothesis with its probability, the band and the reason"),
        (":policy", "", "the confidence policy in force"),
        (":bands", "ACT CONFIRM", "change the thresholds, e.g. :bands 0.9 0.6 (from the next turn)"),
        (":preset", "NAME", "switch to a preset policy: balanced, strict or lenient"),
        (":model", "", "the classifier model's metadata"),
        (":catalog", "", "catalog statistics"),
        (":history", "", "the lines entered so far"),
        (":reset", "", "start the conversation over (keeps the policy)"),
        (":quit", "", "leave (Ctrl-D on an empty line does too)"),
    ]

    /// The command names, for tab completion.
    public static var names: [String] { synopses.map(\.name) }

    /// Parses `line`: nil when it is not a meta command (does not start with `:`), else the command or an
    /// error saying what is wrong.
    public static func parse(_ line: String) -> Result<MetaCommand, MetaCommandError>? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        // ":)" and other punctuation are chat, not commands: a command name is letters (or "?").
        guard let first = words.first, first.hasPrefix(":"), first.count > 1,
            first.dropFirst().allSatisfy({ $0.isLetter || $0 == "?" })
        else { return nil }
        let name = first.lowercased()
        let arguments = Array(words.dropFirst())
        func noArguments(_ command: MetaCommand) -> Result<MetaCommand, MetaCommandError> {
            arguments.isEmpty ? .success(command) : .failure(.unexpectedArguments(command: name))
        }
        switch name {
        case ":help", ":h", ":?": return noArguments(.help)
        case ":why": return noArguments(.why)
        case ":policy": return noArguments(.policy)
        case ":model": return noArguments(.model)
        case ":catalog": return noArguments(.catalog)
        case ":history": return noArguments(.history)
        case ":reset": return noArguments(.reset)
        case ":quit", ":q", ":exit": return noArguments(.quit)
        case ":preset":
            guard arguments.count == 1 else { return .failure(.usage(":preset NAME")) }
            return .success(.preset(arguments[0]))
        case ":bands":
            guard arguments.count == 2 else { return .failure(.usage(":bands ACT CONFIRM")) }
            guard let act = Double(arguments[0]), let confirm = Double(arguments[1]),
                act.isFinite, confirm.isFinite
            else {
                return .failure(.notANumber(arguments.joined(separator: " ")))
            }
            guard (0...1).contains(act), (0...1).contains(confirm), confirm <= act else {
                return .failure(.invalidBands(act: act, confirm: confirm))
            }
            return .success(.bands(act: act, confirm: confirm))
        default:
            return .failure(.unknown(first))
        }
    }
}
