import Assistant
import ConfidencePolicy
import Foundation
import Terminal

/// The chat as a transcript sees it: one fresh conversation run by the same ``Terminal/ChatDriver`` as the REPL
/// and piped chat (so `:` commands work here too), replies as plain text, and the turn's band, action and label
/// for `?` checks.
public struct DialogueConversation: TranscriptConversation {
    /// The manager (model and catalog).
    public let manager: DialogueManager
    /// The clock the manager sees; fixed, so replays are repeatable.
    public let now: Date
    private let driver: ChatDriver

    /// Starts a conversation under `policy`.
    public init(manager: DialogueManager, policy: Policy, now: Date = Date(timeIntervalSince1970: 0)) {
        self.manager = manager
        self.now = now
        driver = ChatDriver(
            engine: ChatEngine(manager: manager, policy: policy, modelDetails: []), errors: OutputBuffer(),
            now: { now })
    }

    /// The conversation so far.
    public var state: DialogueState { driver.state }

    public mutating func respond(to utterance: String) -> TranscriptReply {
        switch driver.respond(to: utterance) {
        case .turn(let turn):
            return TranscriptReply(
                text: turn.reply, band: turn.decision?.band.rawValue, action: turn.action.rawValue,
                label: turn.decision?.label, topic: turn.topic?.rawValue)
        case .quit, .failed:
            return TranscriptReply(text: "")
        }
    }
}
