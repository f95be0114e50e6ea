import ArgumentParser
import Assistant
import ConfidencePolicy
import Foundation
import Terminal
import Transcripts

extension Clothesline {
    /// `clothesline replay FILE|DIR… [--model --catalog --policy|--preset] [--update]`: conversation tests.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay dialogue transcripts and report which ones no longer match.",
            discussion: """
                Each transcript is replayed from a fresh conversation with the model, catalog and policy \
                given (the shipped ones by default; '@preset' and '@bands' lines in a file override the \
                policy for that file). Prints PASS or FAIL per file, for a failure the first mismatching turn \
                and a unified diff of the first difference, then 'N passed, M failed'; exits 1 when anything \
                failed. --update rewrites failing files in place (atomically) with the actual replies. \
                The format is described in docs/chat.md (section Transcripts).
                """)

        @Argument(help: "Transcript files, or folders searched for *.transcript files.")
        var paths: [String] = []

        @OptionGroup var modelOptions: ModelOptions

        @OptionGroup var catalogOptions: CatalogOptions

        @OptionGroup var policyOptions: PolicyOptions

        @Flag(help: "Rewrite the expected output of failing transcripts with what the assistant said.")
        var update = false

        func validate() throws {
            guard !paths.isEmpty else { throw ValidationError("Name at least one transcript file or folder.") }
        }

        func run() throws {
            let files = try ReplayFiles.expand(paths)
            let session = try ChatSession.open(
                model: modelOptions, catalog: catalogOptions, policy: policyOptions, feedback: nil, noFeedback: true)
            var passed = 0, failed = 0
            for file in files {
                if replay(file, manager: session.manager, policy: session.policy) {
                    passed += 1
                } else {
                    failed += 1
                }
            }
            print("\(passed) passed, \(failed) failed")
            if failed > 0 { throw ExitCode(1) }
        }

        /// Replays one file, prints its outcome, and returns whether it passed (or was updated).
        private func replay(_ file: String, manager: DialogueManager, policy: Policy) -> Bool {
            let shown = TextSanitizer.sanitize(file)
            let transcript: Transcript
            let filePolicy: Policy
            do {
                transcript = try TranscriptFile.load(contentsOf: URL(fileURLWithPath: file))
                filePolicy = try Self.policy(for: transcript.settings, base: policy)
            } catch {
                print("FAIL \(shown)")
                for line in error.localizedDescription.split(separator: "\n") {
                    print("    \(TextSanitizer.sanitize(String(line)))")
                }
                return false
            }
            var conversation = DialogueConversation(manager: manager, policy: filePolicy)
            let result = TranscriptRunner.run(transcript, with: &conversation)
            if result.passed {
                print("PASS \(shown)")
                return true
            }
            if update {
                do {
                    try TranscriptFile.save(result.actual, to: URL(fileURLWithPath: file))
                    print("UPDATED \(shown) (\(result.failures.count) turn(s) rewritten)")
                    return true
                } catch {
                    print("FAIL \(shown)")
                    print("    \(TextSanitizer.sanitize(error.localizedDescription))")
                    return false
                }
            }
            print("FAIL \(shown)")
            if let first = result.failures.first {
                let more = result.failures.count > 1 ? " (and \(result.failures.count - 1) more turn(s))" : ""
                print("    line \(first.line): > \(TextSanitizer.sanitize(first.utterance)): \(first.message)\(more)")
            }
            let diff = result.diff.rendered(oldName: "\(file) (expected)", newName: "\(file) (actual)", maximumHunks: 1)
            for line in diff {
                print("    \(TextSanitizer.sanitize(line))")
            }
            return false
        }

        /// The command line's policy, overridden by a file's `@preset` or `@bands`.
        static func policy(for settings: TranscriptSettings, base: Policy) throws -> Policy {
            var policy = base
            if let preset = settings.preset {
                policy = try Policy.preset(named: preset)
            }
            if let bands = settings.bands {
                policy = Policy(
                    name: "bands \(bands.act)/\(bands.confirm)", act: bands.act, confirm: bands.confirm,
                    margin: policy.margin, routes: policy.routes)
            }
            return policy
        }
    }
}
