import ConfidencePolicy
import Foundation

/// The dialogue manager as a transcript sees it: one fresh conversation, replies as plain text, and the
/// turn's band, action and label for `?` checks.
public struct DialogueConversation: TranscriptConversation {
    /// The manager (model and catalog).
    public let manager: DialogueManager
    /// The conversation so far.
    public var state: DialogueState
    /// The clock the manager sees; fixed, so replays are repeatable.
    public var now: Date

    /// Starts a conversation under `policy`.
    public init(manager: DialogueManager, policy: Policy, now: Date = Date(timeIntervalSince1970: 0)) {
        self.manager = manager
        self.state = DialogueState(policy: policy)
        self.now = now
    }

    public mutating func respond(to utterance: String) -> TranscriptReply {
        let turn = manager.respond(to: utterance, state: &state, now: now)
        return TranscriptReply(
            text: turn.reply, band: turn.decision?.band.rawValue, action: turn.action.rawValue,
            label: turn.decision?.label, topic: turn.topic?.rawValue)
    }
}
