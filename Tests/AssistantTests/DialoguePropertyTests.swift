import ConfidencePolicy
import Foundation
import Testing
@testable import Assistant
@testable import TextClassification  // SplitMix64: a seeded generator, so a failing seed replays

/// Random conversations: the manager never gets stuck and answers every line exactly once.
@Suite("Dialogue properties")
struct DialoguePropertyTests {
    /// Realistic requests, follow-ups, answers, menu picks, numbers, commands and junk.
    static let pool: [String] = [
        "show me jeans", "black dress", "running shoes size 10", "something for a wedding", "I need something warm",
        "asdf qwerty", "can you help with my order", "what is the capital of France", "what's the weather",
        "in black", "under $40", "size M", "cheaper", "what about Adidas?", "for women", "more", "next", "previous",
        "2", "details 3", "tell me about the second one", "the last one", "99", "0", "-1", "yes", "no", "y", "nope",
        "1", "3", "browse", "contact support", "search", "Jeans", "dresses", "help", "start over", "hi", "thanks",
        "bye", "", "   ", "?", "!!!", "\u{1B}[31mred\u{1B}[0m", "jeans\u{0}\u{7}", String(repeating: "jeans ", count: 2000),
        "😀👗", "ünïcödé skirt", "SELECT * FROM products", "linen", "xyzzy",
    ]

    static let seeds: [UInt64] = Array(1...60)

    @Test(arguments: seeds)
    func neverStuck(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var state = DialogueState(policy: Policy.presets.randomElement(using: &random) ?? .balanced)
        let length = Int.random(in: 1...40, using: &random)
        for _ in 0..<length {
            guard let line = Self.pool.randomElement(using: &random) else { continue }
            let (next, turn) = Fixture.manager.handle(line, in: state, now: Fixture.now)
            #expect(!turn.reply.isEmpty, "seed \(seed): empty reply to '\(line)'")
            #expect(turn.utterance == line)
            #expect(turn.productIDs.count <= Fixture.manager.pageSize || turn.action == .details)
            #expect(Set(turn.productIDs).count == turn.productIDs.count, "seed \(seed): duplicate results")
            if turn.decision != nil { #expect(turn.classification != nil) }
            if turn.feedback != nil { #expect(turn.decision == nil, "feedback comes from answering, not asking") }
            #expect((try? JSONDecoder().decode(TurnJSON.self, from: Data(turn.json.line().utf8))) == turn.json)
            checkReachesIdle(from: next, seed: seed)
            state = next
            // The REPL may change the policy between any two turns.
            if Int.random(in: 0..<10, using: &random) == 0 {
                state.policy = Policy.presets.randomElement(using: &random) ?? .balanced
            }
        }
    }

    /// From `state`, "start over" reaches idle, and two ordinary lines always leave any pending question.
    private func checkReachesIdle(from state: DialogueState, seed: UInt64) {
        var reset = state
        let turn = Fixture.manager.respond(to: "start over", state: &reset, now: Fixture.now)
        #expect(reset.isIdle, "seed \(seed): start over did not reach idle from \(state.mode)")
        #expect(reset.policy == state.policy, "start over keeps the policy")
        #expect(!turn.reply.isEmpty)
        var walk = state
        for line in ["hi", "hi"] where walk.mode != .idle {
            _ = Fixture.manager.respond(to: line, state: &walk, now: Fixture.now)
        }
        #expect(walk.mode == .idle, "seed \(seed): stuck in \(walk.mode)")
    }
}
