import Foundation
import Testing
import TextClassification
@testable import ConfidencePolicy

@Suite("Policy bands and reasons")
struct PolicyTests {
    static func classification(_ pairs: (String, Double)...) -> Classification {
        Classification(hypotheses: pairs.map { LabelHypothesis(label: $0.0, probability: $0.1) })
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var policy: Policy
        var top: Double
        var band: Band
        var reason: String
        var testDescription: String { "\(policy.name) \(top) → \(band)" }
    }

    @Test(arguments: [
        Case(policy: .balanced, top: 0.93, band: .act, reason: "act: valid 0.93 ≥ 0.80"),
        Case(policy: .balanced, top: 0.80, band: .act, reason: "act: valid 0.80 ≥ 0.80"),
        Case(policy: .balanced, top: 0.62, band: .confirm, reason: "confirm: valid 0.62 in [0.50, 0.80)"),
        Case(policy: .balanced, top: 0.50, band: .confirm, reason: "confirm: valid 0.50 in [0.50, 0.80)"),
        Case(policy: .balanced, top: 0.49, band: .fallback, reason: "fallback: valid 0.49 < 0.50"),
        Case(policy: .strict, top: 0.85, band: .confirm, reason: "confirm: valid 0.85 in [0.65, 0.90)"),
        Case(policy: .lenient, top: 0.70, band: .act, reason: "act: valid 0.70 ≥ 0.65"),
        Case(policy: .lenient, top: 0.30, band: .fallback, reason: "fallback: valid 0.30 < 0.35"),
    ])
    func bands(_ c: Case) {
        let decision = c.policy.decide(Self.classification(("valid", c.top), ("invalid", 1 - c.top)))
        #expect(decision.band == c.band)
        #expect(decision.reason == c.reason)
        #expect(decision.label == "valid")
        #expect(decision.action == .search)
    }

    @Test func noEvidenceFallsBack() {
        let decision = Policy.balanced.decide(.noEvidence)
        #expect(decision.band == .fallback)
        #expect(decision.label == nil)
        #expect(decision.confidence == nil)
    }

    @Test func marginTurnsActIntoConfirm() {
        var policy = Policy.balanced
        policy.margin = 0.2
        let close = Self.classification(("a", 0.81), ("b", 0.70))
        // Not a real distribution, but margins are taken as given.
        #expect(policy.decide(close).band == .confirm)
        #expect(policy.decide(close).reason.contains("margin 0.20"))
        #expect(policy.decide(Self.classification(("valid", 0.9), ("invalid", 0.1))).band == .act)
    }

    @Test func invalidRouteGoesOutOfScope() {
        let decision = Policy.balanced.decide(Self.classification(("invalid", 0.95), ("valid", 0.05)))
        #expect(decision.action == .outOfScope)
        #expect(Policy.balanced.action(for: "weather") == .outOfScope)
    }

    @Test(arguments: ["balanced", "Strict", "LENIENT"])
    func presetsByName(name: String) throws {
        #expect(try Policy.preset(named: name).name == name.lowercased())
    }

    @Test func unknownPresetNamesTheChoices() {
        #expect(throws: PolicyError.unknownPreset("bold")) { try Policy.preset(named: "bold") }
        #expect(PolicyError.unknownPreset("bold").errorDescription?.contains("balanced, strict, lenient") == true)
    }
}

@Suite("Policy files")
struct PolicyFileTests {
    @Test func decodesAFullFile() throws {
        let json = #"{"name":"shop","act":0.85,"confirm":0.4,"margin":0.1,"routes":{"valid":"search","invalid":"support"}}"#
        let policy = try PolicyFile.decode(Data(json.utf8), file: "shop.json", knownLabels: ["valid", "invalid"])
        #expect(policy == Policy(name: "shop", act: 0.85, confirm: 0.4, margin: 0.1,
                                 routes: ["valid": .search, "invalid": .support]))
    }

    @Test func nameDefaultsToFileName() throws {
        let policy = try PolicyFile.decode(Data(#"{"act":0.8,"confirm":0.5}"#.utf8), file: "/x/careful.json")
        #expect(policy.name == "careful")
        #expect(policy.routes == Policy.defaultRoutes)
    }

    @Test func unlistedLabelsKeepTheirDefaultRoute() throws {
        let json = #"{"act":0.8,"confirm":0.5,"routes":{"valid":"search","invalid":"out-of-scope"}}"#
        let policy = try PolicyFile.decode(Data(json.utf8), file: "old.json", knownLabels: ["invalid", "store", "valid"])
        #expect(policy.action(for: "store") == .support)
        #expect(policy.action(for: "other") == .outOfScope)
        // The default routes name `store`, which a two-label model lacks: that is no problem.
        #expect(Policy.balanced.problems(knownLabels: ["valid", "invalid"]).isEmpty)
        #expect(!Policy(name: "x", act: 0.8, confirm: 0.5, routes: ["store": .search]).problems(knownLabels: ["valid", "invalid"]).isEmpty)
    }

    @Test func roundTrips() throws {
        let policy = Policy(name: "rt", act: 0.7, confirm: 0.3, margin: 0.05, routes: ["valid": .search])
        #expect(try PolicyFile.decode(PolicyFile.encode(policy), file: "rt.json") == policy)
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var json: String
        var expected: [String]
        var testDescription: String { json }
    }

    @Test(arguments: [
        Bad(json: #"{"act":1.2,"confirm":0.5}"#, expected: ["act: must be between 0 and 1"]),
        Bad(json: #"{"act":0.4,"confirm":0.5}"#, expected: ["confirm: must not exceed act"]),
        Bad(json: #"{"act":0.8,"confirm":-1,"margin":2}"#,
            expected: ["confirm: must be between 0 and 1", "margin: must be between 0 and 1"]),
        Bad(json: #"{"act":0.8,"confirm":0.5,"routes":{"valid":"dance"}}"#,
            expected: ["routes.valid: unknown action 'dance'"]),
        Bad(json: #"{"act":0.8,"confirm":0.5,"routes":{"shoes":"search"}}"#,
            expected: ["routes.shoes: the model has no label 'shoes'"]),
    ])
    func reportsEveryProblem(_ bad: Bad) {
        do {
            _ = try PolicyFile.decode(Data(bad.json.utf8), file: "p.json", knownLabels: ["valid", "invalid"])
            Issue.record("expected an error")
        } catch {
            guard case .invalid(let file, let problems) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(file == "p.json")
            #expect(problems.count == bad.expected.count)
            for (problem, expected) in zip(problems, bad.expected) {
                #expect(problem.hasPrefix(expected))
            }
        }
    }

    @Test(arguments: [
        (#"{"confirm":0.5}"#, "act: required field is missing"),
        (#"{"act":"high","confirm":0.5}"#, "act: expected"),
    ])
    func malformedNamesTheField(json: String, expected: String) {
        #expect {
            try PolicyFile.decode(Data(json.utf8), file: "p.json")
        } throws: { error in
            guard case PolicyError.malformed(file: "p.json", let reason) = error else { return false }
            return reason.contains(expected)
        }
    }

    /// Syntax errors come from the catalog's JSON parser: `file:line:column`.
    @Test(arguments: [
        ("{", 1, 2), ("{\n  \"act\": 0.8,\n  \"confirm\": 0.5,\n}", 4, 1), ("{\"act\": 0.8 \"confirm\": 0.5}", 1, 13),
    ])
    func syntaxErrorsGiveLineAndColumn(json: String, line: Int, column: Int) {
        #expect {
            try PolicyFile.decode(Data(json.utf8), file: "p.json")
        } throws: { error in
            guard case PolicyError.syntax(file: "p.json", line, column, _) = error else { return false }
            return error.localizedDescription.hasPrefix("p.json:\(line):\(column): JSON syntax error")
        }
    }
}
