import ArgumentParser
import Assistant
import Foundation
import Persistence
import Terminal

extension Clothesline {
    /// `clothesline review [FILE…]`: the logged lines worth a person's time, grouped; label them one key at a time.
    struct Review: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Review the chat's doubtful lines, grouped by what they share, and label them.",
            discussion: """
                Reads logs of classified lines and feedback files (default: the chat's classified.jsonl and \
                feedback.jsonl) and shows the lines in the confirm and fallback bands and the acted-on lines \
                within --near of the act threshold, one entry per distinct line, grouped by the word they \
                share (an unknown word, a word pushing towards or against the label), biggest and most \
                uncertain groups first. Lines already in the labels file or answered in a feedback file are \
                left out. On a terminal each key labels the line on screen: v valid, i invalid (--keys to \
                change), s skip, u undo, q quit; labels are appended to --labels (JSON Lines that train \
                reads), so running review again resumes. Without a terminal it prints the groups; --json \
                prints one JSON object per group.
                """)

        @Argument(help: ArgumentHelp("Logs of classified lines and feedback files.", valueName: "file"))
        var files: [String] = []

        @Option(help: ArgumentHelp(
            "Where labels go (default: labels.jsonl beside the first file, or the chat's state folder).",
            valueName: "file"))
        var labels: String?

        @Option(help: "The act threshold the lines were decided with.")
        var act: Double = 0.8

        @Option(help: "Also review acted-on lines whose confidence is below act + this.")
        var near: Double = 0.1

        @Option(help: ArgumentHelp("Label keys, e.g. v=valid,i=invalid,t=store.", valueName: "key=label,…"))
        var keys: String = "v=valid,i=invalid"

        @Option(help: "How many groups to print without a terminal (all with --json).")
        var limit: Int = 20

        @Flag(help: "Print one JSON object per group (for scripts).")
        var json = false

        func validate() throws {
            guard (0...1).contains(act) else { throw ValidationError("--act must be in 0...1") }
            guard (0...1).contains(near) else { throw ValidationError("--near must be in 0...1") }
            guard limit >= 1 else { throw ValidationError("--limit must be at least 1") }
        }

        func run() throws {
            let labelKeys = try Self.parseKeys(keys)
            let environment = ProcessInfo.processInfo.environment
            let inputs = try inputFiles(environment: environment)
            let labelsURL = labels.map { URL(fileURLWithPath: $0) }
                ?? inputs.first.map { $0.deletingLastPathComponent().appendingPathComponent(ReviewLabelFile.fileName) }
                ?? URL(fileURLWithPath: ReviewLabelFile.fileName)
            var lines: [ClassifiedLine] = []
            var labelled = Set<String>()
            for url in inputs {
                let loaded = try Self.load(url)
                lines += loaded.lines
                labelled.formUnion(loaded.answered)
            }
            let existing = ReviewLabelFile.read(contentsOf: labelsURL)
            guard existing.problems.isEmpty else { throw ReviewError.badLabels(file: labelsURL.path, problems: existing.problems) }
            for warning in existing.warnings { Diagnostics.warn(warning) }
            labelled.formUnion(existing.labels.map { ReviewItem.key(of: $0.text) })
            let queue = ReviewQueue(lines: lines, labelled: labelled, act: act, near: near)
            if json {
                for group in queue.groups { StandardStreams.line(try ReviewGroupJSON(group).line()) }
                return
            }
            let screen = ReviewScreen(
                queue: queue, labelsFile: labelsURL.path, alreadyLabelled: queue.alreadyLabelled, keys: labelKeys,
                width: TerminalInfo.width(environment: environment))
            guard TerminalInfo.isInteractive, let reader = KeyReader() else {
                StandardStreams.line(screen.summary(limit: limit).joined(separator: "\n"))
                return
            }
            try label(queue, screen: screen, keys: labelKeys, reader: reader, file: ReviewLabelFile(url: labelsURL))
        }

        /// The labelling loop: one screen per line, one key per decision.
        private func label(
            _ queue: ReviewQueue, screen: ReviewScreen, keys: [(key: Character, label: String)], reader: KeyReader,
            file: ReviewLabelFile
        ) throws {
            defer { reader.restore() }
            var session = ReviewSession(queue: queue, labelKeys: keys)
            var message = ""
            while true {
                StandardStreams.write(ReviewScreen.clear + screen.render(session, message: message).joined(separator: "\r\n") + "\r\n")
                guard let key = reader.readKey(), key != "\u{3}", key != "\u{4}" else { break }
                message = ""
                switch session.press(key, now: Date()) {
                case .write(let label):
                    if let reason = file.append(label) { throw ReviewError.cannotSave(file: file.url.path, reason: reason) }
                case .unwrite:
                    if let reason = file.removeLast() { throw ReviewError.cannotSave(file: file.url.path, reason: reason) }
                    message = "Undone."
                case .none:
                    if !"sSuU ".contains(key) && !session.isFinished {
                        message = "Keys: " + keys.map { "\($0.key) \($0.label)" }.joined(separator: ", ")
                            + ", s skip, u undo, q quit."
                    }
                case .quit:
                    reader.restore()
                    StandardStreams.line(screen.farewell(session))
                    return
                }
            }
            reader.restore()
            StandardStreams.line(screen.farewell(session))
        }

        /// The files named, else the chat's log (and feedback file, when there is one).
        private func inputFiles(environment: [String: String]) throws -> [URL] {
            if !files.isEmpty { return files.map { URL(fileURLWithPath: $0) } }
            guard let log = StateFile.classifiedLines.url(environment: environment) else {
                throw ReviewError.nothingToReview("neither XDG_STATE_HOME nor HOME is set")
            }
            guard FileManager.default.fileExists(atPath: log.path) else {
                throw ReviewError.nothingToReview("\(log.path) does not exist")
            }
            let feedback = StateFile.feedback.url(environment: environment)
            return [log] + [feedback].compactMap { $0 }.filter { FileManager.default.fileExists(atPath: $0.path) }
        }

        /// A log's lines, or a feedback file's answered texts (told apart by their first record).
        static func load(_ url: URL) throws -> (lines: [ClassifiedLine], answered: Set<String>) {
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw ReviewError.unreadable(file: url.path, reason: "\(url.path): cannot read: \(error.localizedDescription)")
            }
            let firstLine = data.prefix(4096).split(separator: 0x0A).first { !$0.allSatisfy { $0 == 0x20 } }
            if let firstLine, String(decoding: firstLine, as: UTF8.self).contains("\"answer\":") {
                do {
                    let feedback = try FeedbackFile.parse(data, file: url.path)
                    for warning in feedback.warnings { Diagnostics.warn(warning) }
                    return ([], Set(feedback.records.map { ReviewItem.key(of: $0.text) }))
                } catch {
                    throw ReviewError.unreadable(file: url.path, reason: error.localizedDescription)
                }
            }
            do {
                let log = try ClassificationLogFile.parse(data, file: url.path)
                for warning in log.warnings { Diagnostics.warn(warning) }
                return (log.records, [])
            } catch {
                throw ReviewError.unreadable(file: url.path, reason: error.localizedDescription)
            }
        }

        /// `v=valid,i=invalid` → key/label pairs.
        static func parseKeys(_ text: String) throws -> [(key: Character, label: String)] {
            var result: [(key: Character, label: String)] = []
            for entry in text.split(separator: ",") {
                let parts = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, parts[0].count == 1, let key = parts[0].first, !parts[1].isEmpty,
                      !"suqSUQ ".contains(key), !result.contains(where: { $0.key == key })
                else { throw ReviewError.badKey(String(entry)) }
                result.append((key, parts[1]))
            }
            guard !result.isEmpty else { throw ReviewError.badKey(text) }
            return result
        }
    }
}
