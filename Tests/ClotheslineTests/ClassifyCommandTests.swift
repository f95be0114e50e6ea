import Foundation
import TestSupport
import Testing

@Suite("clothesline classify")
struct ClassifyCommandTests {
    /// One `--json` output line.
    struct Line: Decodable {
        struct Hypothesis: Decodable { var label: String; var probability: Double }
        var text: String
        var label: String?
        var confidence: Double?
        var hypotheses: [Hypothesis]
    }

    @Test func stdinLinesInOrderAsJSON() throws {
        let input = "Got hoodies?\nwhat's the weather in paris\n\n?!\n"
        // Every label of the shipped model (valid, store, invalid), so that the probabilities sum to 1.
        let result = try CLI.run(["classify", "--json", "--top", "3"], stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try result.lines.map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
        #expect(lines.map(\.text) == ["Got hoodies?", "what's the weather in paris", "", "?!"])
        #expect(lines[0].label == "valid")
        #expect(lines[1].label == "invalid")
        #expect(lines[2].label == nil && lines[2].confidence == nil && lines[2].hypotheses.isEmpty)
        let total = lines[0].hypotheses.map(\.probability).reduce(0, +)
        #expect(abs(total - 1) < 1e-9)
    }

    @Test func jsonKeysComeInOneOrder() throws {
        // Key order must not depend on the process's hash seed, so that two runs can be compared with diff.
        let result = try CLI.run(["classify", "--json", "--top", "1", "Got hoodies?"])
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(result.lines.first)
        #expect(line.hasPrefix(#"{"confidence":"#), "\(line)")
        #expect(line.contains(#""hypotheses":[{"label":"valid","probability":"#), "\(line)")
        #expect(line.contains(#"],"label":"valid","text":"Got hoodies?"}"#), "\(line)")
    }

    @Test func argumentsAsTextAndInvalidUTF8() throws {
        let plain = try CLI.run(["classify", "--top", "1", "red dress for a wedding"])
        #expect(plain.status == 0)
        #expect(plain.stdout.hasPrefix("valid "))
        let bytes = try CLI.run(["classify", "--json"], stdinData: Data([0xFF, 0x68, 0x69, 0x0A, 0x1B, 0x5B, 0x0A]))
        #expect(bytes.status == 0)
        #expect(bytes.lines.count == 2)
    }

    @Test("bad model files fail with a message", arguments: [
        ("/nonexistent/model.clmodel", "no model file found"),
        ("Package.swift", "not a Clothesline model file"),
    ])
    func badModel(path: String, message: String) throws {
        let resolved = path.hasPrefix("/") ? path : CLI.packageRoot.appendingPathComponent(path).path
        let result = try CLI.run(["classify", "--model", resolved, "hello"])
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}

@Suite("clothesline classify --json bytes")
struct ClassifyJSONBytesTests {
    @Test func handWrittenLinesMatchJSONEncoder() throws {
        // With --explain a line still goes through JSONEncoder; without it, through the hand-written writer. Less
        // the "explanation" member, the two must be the same bytes (quotes, controls, C1, bidi, emoji, numbers).
        let texts = [
            #"red "hoodie" \ with/slash"#, "blue dress\u{1}\u{8}\t\u{B}\u{C}\r\u{1B}[31m\u{7F} size 10",
            "café jacket 👕😀 \u{85} \u{200E} \u{2028} \u{2066}rtl\u{2069} \u{61C}", "line\nbreak shoes", "?!", "",
        ]
        let plain = try CLI.run(["classify", "--json", "--top", "3"] + texts)
        let explained = try CLI.run(["classify", "--json", "--top", "3", "--explain"] + texts)
        #expect(plain.status == 0 && explained.status == 0, "\(plain.stderr)\(explained.stderr)")
        #expect(plain.lines.count == texts.count)
        let withoutExplanation = explained.lines.map { line -> String in
            guard let start = line.range(of: #","explanation":"#) else { return line }
            guard let end = line.range(of: #","hypotheses":["#, range: start.upperBound..<line.endIndex) else {
                return line
            }
            return String(line[..<start.lowerBound] + line[end.lowerBound...])
        }
        #expect(plain.lines == withoutExplanation)
        #expect(explained.lines.contains { $0.contains(#""explanation":"#) })
    }

    @Test func eachAnswerIsWrittenBeforeWaitingForMoreInput() throws {
        // Output is buffered, but flushed before each read: a program that writes a line and waits gets its answer
        // while standard input is still open (here the process is killed while it waits for a second line).
        let script = "{ echo 'red hoodie'; sleep 4; } | timeout 2 '\(CLI.binary.path)' classify --json"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: stdout, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix(#","text":"red hoodie"}"#) == true)
    }
}
