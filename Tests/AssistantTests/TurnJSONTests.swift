import ConfidencePolicy
import Foundation
import Testing
import TextClassification
@testable import Assistant

@Suite("Turn JSON and feedback records")
struct TurnJSONTests {
    static func object(_ turn: Turn) throws -> [String: Any] {
        let data = Data(turn.json.line().utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static let keys: Set<String> = [
        "utterance", "classified", "label", "confidence", "hypotheses", "band", "reason", "action", "topic", "results", "reply",
    ]

    @Test func classifiedTurnCarriesEveryKey() throws {
        let (turns, _) = Fixture.run(["show me jeans"])
        let json = try Self.object(turns[0])
        #expect(Set(json.keys) == Self.keys)
        #expect(json["band"] as? String == "act")
        #expect(json["label"] as? String == "valid")
        #expect(json["action"] as? String == "search")
        #expect(json["topic"] is NSNull)
        #expect((json["results"] as? [String])?.count == 5)
        #expect((json["hypotheses"] as? [[String: Any]])?.first?["label"] as? String == "valid")
        #expect((json["reason"] as? String)?.hasPrefix("act: valid 0.95") == true)
    }

    @Test func unclassifiedTurnHasNullBandAndLabel() throws {
        let (turns, _) = Fixture.run(["asdf qwerty", "3"])
        let json = try Self.object(turns[1])
        #expect(Set(json.keys) == Self.keys)
        #expect(json["band"] is NSNull)
        #expect(json["label"] is NSNull)
        #expect(json["confidence"] is NSNull)
        #expect(json["classified"] is NSNull)
        #expect(json["reason"] as? String == "not classified: menu choice")
        #expect(json["action"] as? String == "support")
        #expect(json["topic"] as? String == "contact")
        #expect((json["hypotheses"] as? [Any])?.isEmpty == true)
    }

    @Test func jsonRoundTrips() throws {
        let hostile = "Quote \" and \\ and \n, \u{1}\u{1F}\u{7F}\u{2028} é 😀"
        let (turns, _) = Fixture.run(["something for a wedding", "yes", "asdf", "2", hostile])
        #expect(turns[4].json.utterance == hostile)
        for turn in turns {
            let line = turn.json.line()
            #expect(!line.contains("\n"))
            #expect(try JSONDecoder().decode(TurnJSON.self, from: Data(line.utf8)) == turn.json)
            #expect(try JSONDecoder().decode(TurnJSON.self, from: JSONEncoder().encode(turn.json)) == turn.json)
        }
    }

    @Test func lineKeepsTheDocumentedKeyOrder() {
        let (turns, _) = Fixture.run(["asdf qwerty", "3"])
        let line = turns[1].json.line()
        #expect(line.hasPrefix(#"{"utterance":"3","classified":null,"label":null,"confidence":null,"hypotheses":[],"band":null,"reason":"not classified: menu choice","action":"support","topic":"contact","results":[],"reply":"#))
        let first = turns[0].json.line()
        #expect(first.contains(#""hypotheses":[],"band":"fallback","reason":"fallback: no evidence"#))
    }

    @Test func feedbackRecordRoundTripsWithISOTime() throws {
        let (turns, _) = Fixture.run(["something for a wedding", "no"])
        let record = try #require(turns[1].feedback)
        #expect(record.text == "something for a wedding")
        #expect(record.predicted == "valid")
        #expect(record.confidence == 0.62)
        let data = try JSONEncoder().encode(record)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"time\":\"2027-01-15T08:00:00Z\""))
        #expect(try JSONDecoder().decode(FeedbackRecord.self, from: data) == record)
    }

    struct LabelCase: Sendable, CustomTestStringConvertible {
        var hypotheses: [(String, Double)]
        var routes: [String: RouteAction]
        var yes: String?
        var no: String?
        var testDescription: String { "\(hypotheses.map(\.0)) → yes \(yes ?? "nil"), no \(no ?? "nil")" }
    }

    @Test(arguments: [
        LabelCase(hypotheses: [("valid", 0.6), ("invalid", 0.4)], routes: Policy.defaultRoutes, yes: "valid", no: "invalid"),
        LabelCase(hypotheses: [("invalid", 0.6), ("valid", 0.4)], routes: Policy.defaultRoutes, yes: "valid", no: "invalid"),
        LabelCase(hypotheses: [("jeans", 0.6), ("shoes", 0.3), ("oos", 0.1)],
                  routes: ["jeans": .search, "shoes": .search, "oos": .outOfScope], yes: "jeans", no: "oos"),
        LabelCase(hypotheses: [("oos", 0.7), ("shoes", 0.3)],
                  routes: ["shoes": .search, "oos": .outOfScope], yes: "shoes", no: "oos"),
        LabelCase(hypotheses: [("help", 0.7), ("shoes", 0.3)],
                  routes: ["shoes": .search, "help": .support], yes: "help", no: "shoes"),
    ])
    func feedbackLabels(_ c: LabelCase) {
        let policy = Policy(name: "t", act: 0.8, confirm: 0.5, routes: c.routes)
        let classification = Classification(hypotheses: c.hypotheses.map { LabelHypothesis(label: $0.0, probability: $0.1) })
        let pending = PendingConfirmation(
            utterance: "x", classification: classification, decision: policy.decide(classification))
        let labels = DialogueManager.feedbackLabels(for: pending, policy: policy)
        #expect(labels.yes == c.yes)
        #expect(labels.no == c.no)
    }
}
