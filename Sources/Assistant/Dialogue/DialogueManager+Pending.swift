import ConfidencePolicy
import Foundation
import TextClassification

extension DialogueManager {
    /// Answers whatever the assistant asked last (confirmation, menu, search prompt, category list).
    ///
    /// Returns `nil` when the line is not an answer: it is then handled as a new request.
    func answerPending(_ utterance: String, phrase: Phrase, state: inout DialogueState, now: Date) -> Turn? {
        switch state.mode {
        case .idle:
            if Answer.recognize(phrase) != nil {
                return Turn(utterance: utterance, action: .help,
                            reply: "Tell me what you're looking for, e.g. \"a warm winter coat\", or say \"help\".",
                            exemption: .strayAnswer)
            }
            return nil
        case .confirming(let pending):
            guard let answer = Answer.recognize(phrase) else {
                state.mode = .idle
                return nil
            }
            state.mode = .idle
            var turn = answerConfirmation(pending, answer: answer, utterance: utterance, state: &state, now: now)
            turn.exemption = .confirmationAnswer
            return turn
        case .menu:
            state.mode = .idle
            guard let option = MenuOption.recognize(phrase) else { return nil }
            var turn = choose(option, utterance: utterance, state: &state)
            turn.exemption = .menuChoice
            return turn
        case .awaitingSearch:
            // The answer to "What are you looking for?" is a request like any other: classified.
            state.mode = .idle
            return nil
        case .choosingCategory(let choices):
            state.mode = .idle
            guard let choice = Self.category(in: choices, for: utterance, phrase: phrase) else { return nil }
            var turn = browse(choice, utterance: utterance, state: &state)
            turn.exemption = .categoryChoice
            return turn
        }
    }

    /// yes → do what the question was about; no → the fallback menu. Both record feedback.
    private func answerConfirmation(
        _ pending: PendingConfirmation, answer: Answer, utterance: String, state: inout DialogueState, now: Date
    ) -> Turn {
        let labels = Self.feedbackLabels(for: pending, policy: state.policy)
        var turn: Turn
        switch answer {
        case .yes:
            switch pending.decision.action ?? .search {
            case .search, .outOfScope:
                turn = carryOut(pending.plan, utterance: utterance, state: &state)
            case .support:
                turn = storeAnswer(to: pending.utterance, utterance: utterance, state: state)
            case .browse:
                turn = categories(utterance: utterance, state: &state)
            }
        case .no:
            state.mode = .menu
            turn = Turn(utterance: utterance, action: .menu, content: .menu(MenuOption.allCases),
                        reply: writer.menu(intro: "Okay. Here is what I can do:"))
        }
        let label = answer == .yes ? labels.yes : labels.no
        if let label, let top = pending.classification.top {
            turn.feedback = FeedbackRecord(
                text: pending.typed ?? pending.utterance, label: label, predicted: top.label,
                confidence: top.probability, answer: answer, model: model, time: now)
        }
        return turn
    }

    /// The labels a yes and a no confirm, under `policy`'s routes.
    ///
    /// The question asks whether the line is a clothing question (or, for other routes, whether to do what
    /// the top label routes to). yes confirms the top label, or when that label routes to out-of-scope, the
    /// most probable label that routes to search; no confirms the most probable other label that routes to
    /// out-of-scope, or failing that, with another route. For the shipped model that is `valid` (or `store`)
    /// for yes and `invalid` for no.
    static func feedbackLabels(for pending: PendingConfirmation, policy: Policy) -> (yes: String?, no: String?) {
        let hypotheses = pending.classification.hypotheses
        guard let top = hypotheses.first else { return (nil, nil) }
        let yes = policy.action(for: top.label) == .outOfScope
            ? hypotheses.first { policy.action(for: $0.label) == .search }?.label
            : top.label
        let yesRoute = yes.map { policy.action(for: $0) } ?? .search
        // "No" says the line is not what was asked about, not that it is the runner-up (a store question,
        // say): it confirms the most probable out-of-scope label when there is one.
        let no = hypotheses.first { $0.label != yes && yesRoute != .outOfScope && policy.action(for: $0.label) == .outOfScope }?.label
            ?? hypotheses.first { $0.label != yes && policy.action(for: $0.label) != yesRoute }?.label
        return (yes, no)
    }

    /// A menu choice.
    func choose(_ option: MenuOption, utterance: String, state: inout DialogueState) -> Turn {
        switch option {
        case .searchClothing:
            state.mode = .awaitingSearch
            return Turn(utterance: utterance, action: .search, reply: "What are you looking for?")
        case .browseCategories:
            return categories(utterance: utterance, state: &state)
        case .contactSupport:
            return support(utterance: utterance)
        }
    }

    /// The category list, waiting for a pick.
    func categories(utterance: String, state: inout DialogueState) -> Turn {
        let choices = lookup.categoryCounts().enumerated().map { index, entry in
            CategoryChoice(number: index + 1, name: entry.name, count: entry.count)
        }
        state.mode = choices.isEmpty ? .idle : .choosingCategory(choices)
        return Turn(utterance: utterance, action: .browse, content: .categories(choices),
                    reply: writer.categories(choices))
    }

    /// The store's contact details.
    func support(utterance: String) -> Turn {
        var turn = Turn(utterance: utterance, action: .support, content: .support(lookup.catalog.store),
                        reply: writer.support(lookup.catalog.store))
        turn.topic = .contact
        return turn
    }

    /// The category a line picks: by number, or by name (ignoring case, punctuation and a plural "s").
    static func category(in choices: [CategoryChoice], for utterance: String, phrase: Phrase) -> CategoryChoice? {
        if let n = ResultReference.recognize(phrase)?.position {
            return choices.first { $0.number == n }
        }
        func stem(_ text: String) -> String {
            var words = Phrase(text).words
            if let last = words.last, last.count > 3, last.hasSuffix("s") { words[words.count - 1] = String(last.dropLast()) }
            return words.joined(separator: " ")
        }
        let wanted = stem(utterance)
        return choices.first { stem($0.name) == wanted }
    }
}
