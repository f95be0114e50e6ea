import Foundation

/// One command example from a Markdown page: a line (or several joined) of a ```` ```sh ```` block, or a `$ `
/// line of a ```` ```console ```` block with the output shown under it.
///
/// A block is marked by an HTML comment on the line before its fence:
/// `<!-- examples: skip (REASON) -->` leaves its commands out, with the reason;
/// `<!-- examples: fixtures NAME -->` runs them in a directory holding `Fixtures/DocExamples/NAME`
/// (default: `default`). A command that names `../shared` needs the evaluation data beside the repository.
struct DocExample: Sendable, CustomStringConvertible {
    /// The page, relative to the package root, and the line the command starts on.
    var file: String
    var line: Int
    /// The shell command.
    var command: String
    /// The output a `console` block shows (a line `...` matches any number of lines); nil for `sh` blocks.
    var expectedOutput: [String]?
    /// The fixture set the command runs among.
    var fixtures: String
    /// Why the command is not run, when its block says so.
    var skipReason: String?

    var description: String { "\(file):\(line): \(command)" }

    /// Whether the command needs `../shared/data`.
    var needsSharedData: Bool { command.contains("../shared") }

    /// Every command example of `markdown` (the text of `file`).
    static func parse(_ markdown: String, file: String) -> [DocExample] {
        let lines = markdown.components(separatedBy: "\n")
        var examples: [DocExample] = []
        var index = 0
        var previous = ""
        while index < lines.count {
            let text = lines[index]
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("```") else {
                if !trimmed.isEmpty { previous = trimmed }
                index += 1
                continue
            }
            let language = String(trimmed.dropFirst(3))
            var body: [(number: Int, text: String)] = []
            index += 1
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                body.append((index + 1, lines[index]))
                index += 1
            }
            index += 1
            let (fixtures, skip) = directive(previous)
            previous = ""
            let found: [DocExample]
            switch language {
            case "sh": found = shellCommands(body, file: file)
            case "console": found = consoleCommands(body, file: file)
            default: continue
            }
            examples += found.map {
                var example = $0
                example.fixtures = fixtures
                example.skipReason = skip
                return example
            }
        }
        return examples
    }

    /// The fixture set and skip reason a `<!-- examples: … -->` comment gives.
    private static func directive(_ line: String) -> (fixtures: String, skip: String?) {
        guard line.hasPrefix("<!-- examples:"), line.hasSuffix("-->") else { return ("default", nil) }
        let body = line.dropFirst("<!-- examples:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
        if body.hasPrefix("skip") {
            let reason = body.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: " ()"))
            return ("default", reason)
        }
        if body.hasPrefix("fixtures ") {
            return (body.dropFirst("fixtures ".count).trimmingCharacters(in: .whitespaces), nil)
        }
        return ("default", "unknown directive: \(body)")
    }

    /// Commands of a `sh` block: comment and blank lines left out; a line ending in `\` or inside an open
    /// single-quoted string continues on the next.
    private static func shellCommands(_ body: [(number: Int, text: String)], file: String) -> [DocExample] {
        var examples: [DocExample] = []
        var pending: (line: Int, text: String)?
        for (number, text) in body {
            if let open = pending {
                let joined = open.text + "\n" + text
                pending = isIncomplete(joined) ? (open.line, joined) : nil
                if pending == nil { examples.append(example(joined, line: open.line, file: file)) }
                continue
            }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if isIncomplete(text) {
                pending = (number, text)
            } else {
                examples.append(example(text, line: number, file: file))
            }
        }
        if let open = pending { examples.append(example(open.text, line: open.line, file: file)) }
        return examples
    }

    /// Commands of a `console` block: each `$ ` line and the output under it.
    private static func consoleCommands(_ body: [(number: Int, text: String)], file: String) -> [DocExample] {
        var examples: [DocExample] = []
        for (number, text) in body {
            if text.hasPrefix("$ ") {
                var next = example(String(text.dropFirst(2)), line: number, file: file)
                next.expectedOutput = []
                examples.append(next)
            } else if !examples.isEmpty {
                examples[examples.count - 1].expectedOutput?.append(text)
            }
        }
        for index in examples.indices {
            while examples[index].expectedOutput?.last?.trimmingCharacters(in: .whitespaces).isEmpty == true {
                examples[index].expectedOutput?.removeLast()
            }
        }
        return examples
    }

    private static func example(_ command: String, line: Int, file: String) -> DocExample {
        DocExample(file: file, line: line, command: command, expectedOutput: nil, fixtures: "default", skipReason: nil)
    }

    /// A trailing backslash, or an odd number of single quotes outside double quotes.
    private static func isIncomplete(_ text: String) -> Bool {
        if text.hasSuffix("\\") { return true }
        var single = false, double = false, escaped = false
        for character in text {
            if escaped { escaped = false; continue }
            switch character {
            case "\\" where !single: escaped = true
            case "'" where !double: single.toggle()
            case "\"" where !single: double.toggle()
            case "#" where !single && !double: return false  // a comment: the rest is prose
            default: break
            }
        }
        return single || double
    }

    /// Whether `actual` output lines match `expected`, where an expected line `...` matches any number of lines.
    static func matches(_ actual: [String], _ expected: [String]) -> Bool {
        func trim(_ line: String) -> String {
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
        var memo: [Int: Bool] = [:]
        func match(_ a: Int, _ e: Int) -> Bool {
            let key = a * (expected.count + 1) + e
            if let known = memo[key] { return known }
            let result: Bool
            if e == expected.count {
                result = a == actual.count
            } else if expected[e] == "..." {
                result = match(a, e + 1) || (a < actual.count && match(a + 1, e))
            } else {
                result = a < actual.count && trim(actual[a]) == trim(expected[e]) && match(a + 1, e + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }
}
