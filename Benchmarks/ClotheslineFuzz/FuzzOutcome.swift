/// What one input did, apart from crashing or hanging (which the supervisor sees from outside).
enum FuzzOutcome: Sendable, Equatable {
    /// Accepted, or refused with a message that names the file.
    case fine
    /// Refused with a message that does not name the input file.
    case nameless(String)
    /// Produced output that still holds control, escape or bidirectional characters.
    case leaked(String)
}
