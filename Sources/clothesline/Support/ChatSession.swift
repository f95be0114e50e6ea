import Assistant
import ConfidencePolicy
import Foundation
import Persistence
import ProductCatalog
import Terminal
import TextClassification

/// What `chat` needs before the first line: the manager (model + catalog), the policy, the feedback file and
/// the log of classified lines.
struct ChatSession {
    /// The dialogue manager over the loaded model and catalog.
    var manager: DialogueManager
    /// The policy the conversation starts with.
    var policy: Policy
    /// Where answered confirmations go, or `nil` with `--no-feedback`.
    var feedbackLog: FeedbackLog?
    /// Where classified lines go, or `nil` with `--no-log`.
    var lineLog: ClassificationLog?
    /// The model's name and version, as logged.
    var identity: ModelIdentity

    /// Loads the model, catalog and policy named by the flags (or the shipped ones) and opens feedback.
    static func open(
        model: ModelOptions, catalog: CatalogOptions, policy: PolicyOptions, feedback: String?, noFeedback: Bool,
        log lineLog: String? = nil, noLog: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> ChatSession {
        let classifier = try model.load()
        let store = try catalog.load()
        let chosen = try policy.resolve(knownLabels: classifier.labels)
        let identity = ModelIdentity(name: classifier.metadata.name, version: classifier.metadata.version)
        let index = CatalogIndex(catalog: store, lexicon: ShippedFile.loadLexicon(environment: environment))
        var manager = DialogueManager(classifier: classifier, index: index, model: identity)
        manager.topics = try topicModel(environment: environment)
        var log: FeedbackLog? = nil
        if !noFeedback {
            if let feedback {
                log = FeedbackLog(url: URL(fileURLWithPath: feedback))
            } else if let url = StateFile.feedback.url(environment: environment) {
                log = FeedbackLog(url: url)
            } else {
                Diagnostics.warn("neither XDG_STATE_HOME nor HOME is set: feedback is not saved (use --feedback FILE)")
            }
        }
        return ChatSession(
            manager: manager, policy: chosen, feedbackLog: log,
            lineLog: noLog ? nil : openLineLog(explicit: lineLog, feedback: feedback, environment: environment),
            identity: identity)
    }

    /// `--log FILE`, else `classified.jsonl` beside `--feedback FILE`, else beside the default feedback file.
    private static func openLineLog(explicit: String?, feedback: String?, environment: [String: String])
        -> ClassificationLog?
    {
        if let explicit { return ClassificationLog(url: URL(fileURLWithPath: explicit)) }
        if let feedback {
            return ClassificationLog(url: URL(fileURLWithPath: feedback).deletingLastPathComponent()
                .appendingPathComponent(StateFile.classifiedLines.rawValue))
        }
        guard let url = StateFile.classifiedLines.url(environment: environment) else {
            Diagnostics.warn("neither XDG_STATE_HOME nor HOME is set: classified lines are not logged (use --log FILE)")
            return nil
        }
        return ClassificationLog(url: url)
    }

    /// Appends `turn` to the log when it was classified, with the words that decided it; returns a warning
    /// the first time the log cannot be written.
    func log(_ turn: Turn, time: Date) -> String? {
        guard let lineLog, let decision = turn.decision else { return nil }
        // The record keeps the text the model saw (`classified`, the line in its context), but explains the
        // shopper's own words: review groups lines by them, and a word of the context is no pattern of the line.
        let explanation = decision.label.flatMap { manager.classifier.explanation(for: turn.utterance, label: $0) }
        guard let record = ClassifiedLine(
            turn: turn, classified: turn.classified, explanation: explanation, model: identity, time: time) else {
            return nil
        }
        return lineLog.append(record)?.localizedDescription
    }

    /// The chat engine over this session: the manager, the policy, the `:model` rows (naming `modelFile`),
    /// and feedback and classified lines recorded in the session's files.
    func engine(modelFile: String?) -> ChatEngine {
        let feedback = feedbackLog
        return ChatEngine(
            manager: manager, policy: policy,
            modelDetails: ModelDetails.rows(for: manager.classifier, file: modelFile),
            recordFeedback: { record in feedback?.append(record)?.localizedDescription },
            recordTurn: { turn in log(turn, time: Date()) })
    }

    /// The store-topic model: `$CLOTHESLINE_TOPIC_MODEL` or the shipped one. Without one, store questions
    /// are answered with the contact details; a file that is there but cannot be read is an error.
    static func topicModel(environment: [String: String]) throws -> TextClassifierModel? {
        guard let url = try? ShippedFile.topicModel.resolve(explicit: nil, environment: environment) else {
            return nil
        }
        return try TextClassifierModel.load(contentsOf: url)
    }
}
