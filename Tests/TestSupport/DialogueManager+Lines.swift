import Assistant
import Foundation

extension DialogueManager {
    /// Plays `lines` from a fresh conversation (at a fixed time): the state after the last and its turn.
    public func play(_ lines: [String]) -> (state: DialogueState, turn: Turn?) {
        var state = DialogueState()
        var last: Turn?
        for line in lines {
            let step = handle(line, in: state, now: Date(timeIntervalSince1970: 0))
            state = step.state
            last = step.turn
        }
        return (state, last)
    }
}
