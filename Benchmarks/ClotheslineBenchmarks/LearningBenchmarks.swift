import Assistant
import ConfidencePolicy
import Foundation
import Terminal
import TextClassification

/// The `learning` group: explaining a classification, and `review` over a log of 100,000 lines.
///
/// Targets: explanation under 50 µs per utterance on the shipped model; `review`'s first screen under 1 s with
/// peak memory under 200 MB (the release binary, run on a generated log; its summary without a terminal is the
/// same work as the first labelling screen). The log's lines are made from the dialogue benchmark's requests
/// with made-up words mixed in, classified and decided like the chat does.
enum LearningBenchmarks {
    static let fillers = ["please", "today", "for my son", "in red", "asap", "or not", "again", "thanks"]

    static func run() throws {
        let model = try TextClassifierModel.load(contentsOf: BenchmarkFiles.model)
        var next = 0
        var sink = 0
        let texts = DialogueBenchmarks.requests
        let explain = Measurement.run("explain one utterance (all parts of the score)", iterations: 5_000) {
            sink &+= model.explanation(for: texts[next % texts.count])?.contributions.count ?? 0
            next += 1
        }
        print(explain.line(target: "< 50 µs median"))
        let explainCPU = Measurement.runCPUTime("explain one utterance, thread CPU time", iterations: 5_000) {
            sink &+= model.explanation(for: texts[next % texts.count])?.contributions.count ?? 0
            next += 1
        }
        print(explainCPU.line(target: "< 50 µs median"))

        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("clothesline")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw StartupBenchmarkError.missingBinary(binary.path)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clothesline-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("classified.jsonl")
        let bytes = try writeLog(to: log, lines: 100_000, model: model)
        print("log: 100,000 lines, \(bytes / 1_000_000) MB")
        var seconds: [Double] = []
        var peaks: [Double] = []
        for _ in 0..<5 {
            let (time, peak) = try runReview(binary: binary.path, log: log.path, labels: folder.path + "/labels.jsonl")
            seconds.append(time)
            peaks.append(peak)
        }
        print(Measurement(name: "review 100k-line log: first screen", samples: seconds).line(target: "< 1 s"))
        let peak = peaks.sorted()[peaks.count / 2]
        print("review 100k-line log: peak memory (median of 5)  \(String(format: "%.0f MB", peak))  (target < 200 MB)")
        if sink == 42 { print("") }
    }

    /// Writes `lines` logged lines (a few thousand distinct texts, repeated) and returns the file's size.
    static func writeLog(to url: URL, lines: Int, model: TextClassifierModel) throws -> Int {
        var random = SystemRandomNumberGenerator()
        var distinct: [ClassifiedLine] = []
        let policy = Policy.balanced
        let identity = ModelIdentity(name: model.metadata.name, version: model.metadata.version)
        for index in 0..<5_000 {
            var words = [DialogueBenchmarks.requests[index % DialogueBenchmarks.requests.count]]
            if index % 3 == 0 { words.append("zq\(index % 97)x") }  // an unknown word shared by many lines
            words.append(fillers[Int.random(in: 0..<fillers.count, using: &random)])
            let text = words.joined(separator: " ")
            let classification = model.classify(text)
            let decision = policy.decide(classification)
            let explanation = decision.label.flatMap { model.explanation(for: text, label: $0) }
            distinct.append(ClassifiedLine(
                text: text, label: decision.label, confidence: decision.confidence,
                hypotheses: classification.hypotheses, band: decision.band.rawValue, reason: decision.reason,
                action: decision.band == .act ? "search" : "confirm",
                towards: explanation?.towards(limit: 3).map(\.text) ?? [],
                against: explanation?.against(limit: 3).map(\.text) ?? [], unknown: explanation?.unknownWords ?? [],
                model: identity, time: Date()))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = Data()
        for index in 0..<lines {
            data.append(try encoder.encode(distinct[(index &* 7919) % distinct.count]))
            data.append(0x0A)
        }
        try data.write(to: url)
        return data.count
    }

    /// Runs `clothesline review LOG` (output to a pipe) and returns its wall time and peak resident memory in MB.
    static func runReview(binary: String, log: String, labels: String) throws -> (Double, Double) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let arguments: [String] = [binary, "review", log, "--labels", labels]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
        guard spawned == 0 else { throw StartupBenchmarkError.spawn(String(cString: strerror(spawned))) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return (seconds, Double(usage.ru_maxrss) / 1024)
    }
}
