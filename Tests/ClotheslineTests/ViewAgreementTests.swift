import Foundation
import TestSupport
import Testing

/// The REPL and the plain reply are two layouts of the same words: every transcript under Tests/Dialogues is
/// played through `chat --repl` and through plain `chat`, and every line of each plain reply (headings, hints,
/// relaxation notes, categories, details, questions, menus) must appear word for word in the REPL's answer to
/// the same line. Only the numbered result lines differ by design: the REPL shows them as a table.
@Suite("REPL and plain chat agree word for word")
struct ViewAgreementTests {
    /// The user lines of every transcript, with "start over" between transcripts.
    static func utterances() throws -> [String] {
        let folder = CLI.packageRoot.appendingPathComponent("Tests/Dialogues")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".transcript") }.sorted()
        var lines: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            lines.append("start over")
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("> ") {
                let utterance = String(line.dropFirst(2))
                if !utterance.trimmingCharacters(in: .whitespaces).isEmpty && !utterance.hasPrefix(":") {
                    lines.append(utterance)
                }
            }
        }
        return lines
    }

    /// The output split into one block per input line, at the lines that start with `marker`.
    static func blocks(_ output: String, marker: String) -> [[String]] {
        var blocks: [[String]] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix(marker) {
                blocks.append([])
            } else if !blocks.isEmpty {
                blocks[blocks.count - 1].append(line)
            }
        }
        return blocks
    }

    static func words<S: StringProtocol>(_ text: S) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map { $0.lowercased() }
    }

    /// `3. Name — Brand — $39.99 — …`: a numbered result line, which the REPL shows as a table row.
    static func isResultLine(_ line: String) -> Bool {
        let digits = line.prefix { $0.isNumber }
        return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ") && line.contains(" — ")
    }

    @Test func everyPlainLineIsInTheREPL() throws {
        let input = try Self.utterances().joined(separator: "\n") + "\n"
        let options = ["--no-feedback", "--no-log"]
        let environment = ["COLUMNS": "1000"]
        let plain = try CLI.run(["chat", "--echo"] + options, stdin: input, environment: environment)
        let repl = try CLI.run(["chat", "--repl"] + options, stdin: input, environment: environment)
        #expect(plain.status == 0 && repl.status == 0, "\(plain.stderr)\(repl.stderr)")
        let plainBlocks = Self.blocks(plain.stdout, marker: "> ")
        let replBlocks = Self.blocks(repl.stdout, marker: "you> ")
        #expect(plainBlocks.count == replBlocks.count)
        var mismatches: [String] = []
        for (plainLines, replLines) in zip(plainBlocks, replBlocks) {
            let replWords = " " + Self.words(replLines.joined(separator: " ")).joined(separator: " ") + " "
            for line in plainLines where !line.isEmpty && !Self.isResultLine(line) {
                let words = Self.words(line)
                guard !words.isEmpty else { continue }
                if !replWords.contains(" " + words.joined(separator: " ") + " ") {
                    mismatches.append("plain: \(line)\nREPL:  \(replLines.joined(separator: "\n       "))")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).joined(separator: "\n\n"))")
    }
}
