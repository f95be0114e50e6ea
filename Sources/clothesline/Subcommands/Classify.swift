import ArgumentParser
import Foundation
import Terminal
import TextClassification

extension Clothesline {
    /// `clothesline classify [--model M] [--top K] [--json] [TEXT…]`: labels utterances with probabilities.
    struct Classify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Classify utterances with a model (the shipped clothing-question model by default).",
            discussion: """
                Without TEXT, reads one utterance per line from standard input and writes one result per \
                line, in order. With --json each result is {"text","label","confidence","hypotheses":[…]}; \
                label and confidence are null when the text has no usable features (no evidence). \
                --explain adds the words and word pairs that pushed most towards and against the top label, \
                with their share of its score (with --json: "explanation", every part of the score).
                """)

        @OptionGroup var modelOptions: ModelOptions

        @Option(help: "How many hypotheses to show per utterance.")
        var top: Int = 2

        @Flag(help: "One JSON object per line.")
        var json = false

        @Flag(help: "Also show the words and word pairs that pushed most towards and against the top label.")
        var explain = false

        @Argument(help: "Utterances to classify (default: read lines from standard input).")
        var text: [String] = []

        func validate() throws {
            guard top >= 1 else { throw ValidationError("--top must be at least 1") }
        }

        func run() throws {
            let classifier = try modelOptions.load()
            let renderer = ExplanationRenderer(styler: Styler(isEnabled: false))
            // JSON lines are written by hand into one buffer and go out in large pieces (see StandardOutputBuffer).
            let output = StandardOutputBuffer()
            defer { output.flush() }
            func emit(_ utterance: String) throws {
                let hypotheses = classifier.labelHypotheses(for: utterance, maximumCount: top)
                let explanation = explain ? classifier.explanation(for: utterance, label: hypotheses.first?.label) : nil
                if json {
                    let record = ClassificationRecord(
                        text: utterance, label: hypotheses.first?.label,
                        confidence: hypotheses.first?.probability, hypotheses: hypotheses, explanation: explanation)
                    if !record.write(to: &output.writer) {
                        output.writer.bytes.append(contentsOf: try JSONOutput.line(record).utf8)
                    }
                    output.writer.bytes.append(0x0A)
                    output.flushIfFull()
                } else if hypotheses.isEmpty {
                    print("(no evidence)\t\(TextSanitizer.sanitize(utterance))")
                } else {
                    let shown = hypotheses.map { "\(TextSanitizer.sanitize($0.label)) " + String(format: "%.3f", $0.probability) }
                    print("\(shown.joined(separator: "  "))\t\(TextSanitizer.sanitize(utterance))")
                    if let explanation { print(renderer.render(explanation).joined(separator: "\n")) }
                }
            }
            if !text.isEmpty {
                for utterance in text { try emit(utterance) }
                return
            }
            let reader = PlainLineReader(beforeEachRead: output.flush)
            while case .line(let line) = reader.readLine(prompt: "") {
                try emit(line.text)
            }
        }
    }
}
