import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import Terminal
import TextClassification

/// What `chat` needs before the first line: the manager (model + catalog), the policy and the feedback log.
struct ChatSession {
    /// The dialogue manager over the loaded model and catalog.
    var manager: DialogueManager
    /// The policy the conversation starts with.
    var policy: Policy
    /// Where answered confirmations go, or `nil` with `--no-feedback`.
    var feedbackLog: FeedbackLog?

    /// Loads the model, catalog and policy named by the flags (or the shipped ones) and opens feedback.
    static func open(
        model: String?, catalog: String?, policy: PolicyOptions, feedback: String?, noFeedback: Bool,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> ChatSession {
        let classifier = try TextClassifierModel.load(contentsOf: ShippedFile.model.resolve(explicit: model))
        let store = try Catalog.load(contentsOf: ShippedFile.catalog.resolve(explicit: catalog))
        let chosen = try policy.resolve(knownLabels: classifier.labels)
        let identity = ModelIdentity(name: classifier.metadata.name, version: classifier.metadata.version)
        let index = CatalogIndex(catalog: store, lexicon: ShippedFile.loadLexicon(environment: environment))
        var manager = DialogueManager(classifier: classifier, index: index, model: identity)
        manager.topics = try topicModel(environment: environment)
        var log: FeedbackLog? = nil
        if !noFeedback {
            if let feedback {
                log = FeedbackLog(url: URL(fileURLWithPath: feedback))
            } else if let url = FeedbackLocation.defaultURL(environment: environment) {
                log = FeedbackLog(url: url)
            } else {
                Diagnostics.warn("neither XDG_STATE_HOME nor HOME is set: feedback is not saved (use --feedback FILE)")
            }
        }
        return ChatSession(manager: manager, policy: chosen, feedbackLog: log)
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
