import Foundation

// clothesline-fuzz: mutation fuzzing of every input format (see FuzzSupervisor, FuzzWorker and the README).
//
//   clothesline-fuzz [--count N] [--seconds S] [--seed N] [--format NAME]… [--hang-seconds S] [--root DIR]
//                    [--fixtures DIR]          supervise: run every format (or the named ones), report, exit 1 on
//                                              any crash, hang, error without the file's name or leak
//   clothesline-fuzz --replay FORMAT FILE…     run saved inputs (the crash fixtures) in this process
//   clothesline-fuzz --worker FORMAT …         internal: one worker process

/// Reads `--name value` options; flags repeat.
func options(_ arguments: ArraySlice<String>) throws -> [String: [String]] {
    var result: [String: [String]] = [:]
    var iterator = arguments.makeIterator()
    while let name = iterator.next() {
        guard name.hasPrefix("--"), let value = iterator.next() else { throw FuzzError.usage("expected --name value, got \(name)") }
        result[String(name.dropFirst(2)), default: []].append(value)
    }
    return result
}

func main() throws -> Int32 {
    let arguments = CommandLine.arguments.dropFirst()
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    if arguments.first == "--replay" {
        let rest = Array(arguments.dropFirst())
        guard let name = rest.first, let format = FuzzFormat(rawValue: name) else { throw FuzzError.usage("--replay needs a format") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clothesline-fuzz-replay-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let harness = try FuzzHarness(root: root, directory: directory)
        var failed = false
        for file in rest.dropFirst() {
            let input = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
            let outcome = harness.run(format, input)
            print("\(file): \(outcome)")
            if outcome != .fine { failed = true }
        }
        return failed ? 1 : 0
    }
    let given = try options(arguments)
    func number(_ name: String, _ fallback: Double) throws -> Double {
        guard let text = given[name]?.last else { return fallback }
        guard let value = Double(text), value.isFinite, value >= 0 else { throw FuzzError.usage("--\(name) needs a number") }
        return value
    }
    func integer(_ name: String, _ fallback: Int) throws -> Int {
        guard let text = given[name]?.last else { return fallback }
        guard let value = Int(text), value >= 0 else { throw FuzzError.usage("--\(name) needs a whole number ≥ 0") }
        return value
    }
    guard let seed = UInt64(given["seed"]?.last ?? "1") else { throw FuzzError.usage("--seed needs a whole number ≥ 0") }
    if let worker = given["worker"]?.last {
        guard let format = FuzzFormat(rawValue: worker), let dir = given["dir"]?.last, let progress = given["progress"]?.last
        else { throw FuzzError.usage("bad worker arguments") }
        let from = try integer("from", 0), to = try integer("to", 0)
        try FuzzWorker(
            format: format, seed: seed, range: from..<max(from, to),
            deadline: given["deadline"].flatMap { $0.last.flatMap(Double.init) }.map(Date.init(timeIntervalSince1970:)),
            root: URL(fileURLWithPath: given["root"]?.last ?? root.path), directory: URL(fileURLWithPath: dir),
            progress: URL(fileURLWithPath: progress)
        ).run()
        return 0
    }
    var formats = FuzzFormat.allCases
    if let names = given["format"] {
        formats = try names.map { name in
            guard let format = FuzzFormat(rawValue: name) else { throw FuzzError.usage("unknown format \(name)") }
            return format
        }
    }
    let seconds = given["seconds"] == nil ? nil : try number("seconds", 0)
    let supervisor = FuzzSupervisor(
        formats: formats, seed: seed, count: try integer("count", seconds == nil ? 10_000 : Int.max),
        seconds: seconds, hangSeconds: try number("hang-seconds", 10),
        root: URL(fileURLWithPath: given["root"]?.last ?? root.path),
        fixtures: URL(fileURLWithPath: given["fixtures"]?.last ?? "Tests/ClotheslineTests/Fixtures/fuzz"))
    return try supervisor.run() ? 0 : 1
}

do {
    exit(try main())
} catch {
    FileHandle.standardError.write(Data("clothesline-fuzz: \(error.localizedDescription)\n".utf8))
    exit(2)
}
