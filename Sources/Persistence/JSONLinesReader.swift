import Foundation

/// Reads JSON Lines files of records written by a ``JSONLinesAppender``.
///
/// A last line without its newline that does not parse (a write torn by a crash) is skipped with a warning;
/// with `tornLinesAnywhere`, so is any line that does not end with `}` and does not parse (a torn record a later
/// session appended after). Every other bad line is a problem `line N: reason`. Blank lines are ignored.
public enum JSONLinesReader {
    /// The records of `data` in file order, the warnings and the problems; `file` names the source in warnings.
    ///
    /// `fastPath` may read a line without `JSONDecoder` (returning `nil` hands it to `JSONDecoder`). Files of
    /// more than a megabyte are read in two halves on two threads, joined in order.
    public static func decode<Record: Decodable & Sendable>(
        _ type: Record.Type, from data: Data, file: String, kind: String, tornLinesAnywhere: Bool = false,
        fastPath: (@Sendable (UnsafeRawBufferPointer) -> Record?)? = nil
    ) -> (records: [Record], warnings: [String], problems: [String]) {
        let settings = Settings(
            file: file, kind: kind, tornLinesAnywhere: tornLinesAnywhere, endsWithNewline: data.last == 0x0A)
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            guard let base = raw.baseAddress, raw.count > 1 << 20,
                  let found = memchr(base + raw.count / 2, 0x0A, raw.count - raw.count / 2)
            else {
                let part = Part<Record>()
                part.read(raw, from: 0, to: raw.count, firstNumber: 1, settings: settings, fastPath: fastPath)
                return (part.records, part.warnings, part.problems)
            }
            // The first half ends with the newline found after the middle; the second starts after it.
            let middle = base.distance(to: UnsafeRawPointer(found)) + 1
            var firstHalfLines = 0
            var cursor = 0
            while cursor < middle, let next = memchr(base + cursor, 0x0A, middle - cursor) {
                firstHalfLines += 1
                cursor = base.distance(to: UnsafeRawPointer(next)) + 1
            }
            let bytes = SharedBytes(raw: raw)
            let secondNumber = firstHalfLines + 1
            let parts = [Part<Record>(), Part<Record>()]
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                if half == 0 {
                    parts[0].read(bytes.raw, from: 0, to: middle - 1, firstNumber: 1, settings: settings,
                                  fastPath: fastPath, isFinal: false)
                } else {
                    parts[1].read(bytes.raw, from: middle, to: bytes.raw.count, firstNumber: secondNumber,
                                  settings: settings, fastPath: fastPath)
                }
            }
            return (parts[0].records + parts[1].records, parts[0].warnings + parts[1].warnings,
                    parts[0].problems + parts[1].problems)
        }
    }

    private struct Settings: Sendable {
        var file: String
        var kind: String
        var tornLinesAnywhere: Bool
        var endsWithNewline: Bool
    }

    /// The file's bytes, shared read-only by the two threads.
    private struct SharedBytes: @unchecked Sendable {
        let raw: UnsafeRawBufferPointer
    }

    /// What one thread read: each part is written by one thread only, and read after both have finished.
    private final class Part<Record: Decodable>: @unchecked Sendable {
        var records: [Record] = []
        var warnings: [String] = []
        var problems: [String] = []

        /// Reads the lines of `raw[start..<end]`, the first of which is line `firstNumber`; `isFinal` when
        /// the range ends the file (its last line may be a torn record).
        func read(
            _ raw: UnsafeRawBufferPointer, from start: Int, to end: Int, firstNumber: Int, settings: Settings,
            fastPath: ((UnsafeRawBufferPointer) -> Record?)?, isFinal: Bool = true
        ) {
            guard let base = raw.baseAddress else { return }
            let decoder = JSONDecoder()
            var start = start
            var number = firstNumber - 1
            while start <= end {
                number += 1
                let rest = end - start
                let found = rest > 0 ? memchr(base + start, 0x0A, rest) : nil
                let stop = found.map { base.distance(to: UnsafeRawPointer($0)) } ?? end
                let isLast = found == nil && isFinal
                let line = UnsafeRawBufferPointer(rebasing: raw[start..<stop])
                start = stop + 1
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                if let fastPath, let record = fastPath(line) {
                    records.append(record)
                    continue
                }
                let bytes = Data(line)
                do {
                    records.append(try decoder.decode(Record.self, from: bytes))
                } catch {
                    if isLast && !settings.endsWithNewline {
                        warnings.append("\(settings.file): line \(number): incomplete last record (a torn write?) skipped")
                    } else if settings.tornLinesAnywhere && JSONLinesReader.lastNonBlank(line) != UInt8(ascii: "}") {
                        warnings.append("\(settings.file): line \(number): incomplete record (a torn write?) skipped")
                    } else {
                        problems.append("line \(number): \(JSONLinesReader.describe(error, line: bytes, kind: settings.kind))")
                    }
                }
            }
        }
    }

    fileprivate static func lastNonBlank(_ line: UnsafeRawBufferPointer) -> UInt8? {
        line.last { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
    }

    fileprivate static func describe(_ error: any Error, line: Data, kind: String) -> String {
        if String(data: line, encoding: .utf8) == nil { return "not valid UTF-8" }
        guard let error = error as? DecodingError else { return "not valid JSON" }
        switch error {
        case .keyNotFound(let key, _):
            return "\(key.stringValue): required field is missing"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): expected \(type)"
        case .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "not valid JSON" : "\(path): \(context.debugDescription)"
        @unknown default:
            return "not a \(kind)"
        }
    }
}
