import ConfidencePolicy

extension DialogueManager {
    /// A new request: small talk is answered directly; anything else is classified and routed by band.
    func newRequest(_ utterance: String, phrase: Phrase, state: inout DialogueState) -> Turn {
        state.mode = .idle
        if let talk = Smalltalk.recognize(phrase) {
            return Turn(utterance: utterance, action: .smalltalk, reply: writer.smalltalk(talk))
        }
        let classification = classifier.classify(utterance)
        let decision = state.policy.decide(classification)
        var turn: Turn
        switch decision.band {
        case .act:
            turn = act(on: decision.action ?? .outOfScope, utterance: utterance, state: &state)
        case .confirm:
            let wouldSearch = lookup.describe(lookup.parse(utterance))
            state.mode = .confirming(
                PendingConfirmation(utterance: utterance, classification: classification, decision: decision))
            let question: String
            switch decision.action ?? .search {
            case .search, .outOfScope: question = writer.confirmation(wouldSearch: wouldSearch)
            case .support: question = writer.storeConfirmation
            case .browse: question = "Would you like to browse the categories? (yes/no)"
            }
            turn = Turn(utterance: utterance, action: .confirm,
                        content: .confirmation(question: question, wouldSearch: wouldSearch), reply: question)
        case .fallback:
            state.mode = .menu
            turn = Turn(utterance: utterance, action: .menu, content: .menu(MenuOption.allCases),
                        reply: writer.menu(intro: "I'm not sure what you mean. Here is what I can do:"))
        }
        turn.classification = classification
        turn.decision = decision
        return turn
    }

    /// Does what an act-band label routes to.
    private func act(on action: RouteAction, utterance: String, state: inout DialogueState) -> Turn {
        switch action {
        case .search:
            return search(utterance, utterance: utterance, state: &state)
        case .outOfScope:
            return Turn(utterance: utterance, action: .outOfScope, reply: writer.outOfScope)
        case .support:
            return storeAnswer(to: utterance, utterance: utterance, state: state)
        case .browse:
            return categories(utterance: utterance, state: &state)
        }
    }
}
