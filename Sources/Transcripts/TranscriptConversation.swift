/// Something a transcript can talk to: it answers one user line at a time and remembers the conversation.
public protocol TranscriptConversation {
    /// Answers one user line (possibly empty).
    mutating func respond(to utterance: String) -> TranscriptReply
}
