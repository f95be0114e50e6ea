import ArgumentParser

extension Clothesline {
    /// `clothesline policy compare|sweep`: see what threshold policies do on labelled data.
    struct PolicyCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "policy",
            abstract: "Compare confidence policies and pick thresholds on labelled data.",
            subcommands: [PolicyCompare.self, PolicySweep.self])
    }
}
