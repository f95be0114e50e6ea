import Foundation

/// A strict, fast JSON parser (RFC 8259) that reports syntax errors with line and column.
///
/// It rejects invalid UTF-8, control characters inside strings, trailing commas and trailing garbage, and it
/// limits nesting depth so hostile input cannot exhaust the stack.
public struct JSONParser: Sendable {
    /// The deepest nesting accepted.
    public static let maximumDepth = 512

    /// Parses `data` as one JSON document.
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        let bytes = [UInt8](data)
        var parser = Cursor(bytes: bytes)
        do {
            parser.position = ByteOrderMark.length(in: bytes)
            parser.skipWhitespace()
            let value = try parser.parseValue(depth: 0)
            parser.skipWhitespace()
            if parser.position < bytes.count { throw parser.failure("unexpected text after the end of the document") }
            return value
        } catch let error as Cursor.Failure {
            let (line, column) = Self.lineAndColumn(of: error.offset, in: bytes)
            throw JSONSyntaxError(line: line, column: column, reason: error.reason)
        } catch {
            throw JSONSyntaxError(line: 1, column: 1, reason: "\(error)")
        }
    }

    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1, lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return (line, offset - lineStart + 1)
    }

    private struct Cursor {
        struct Failure: Error { var offset: Int; var reason: String }

        let bytes: [UInt8]
        var position = 0

        func failure(_ reason: String, at offset: Int? = nil) -> Failure {
            Failure(offset: offset ?? position, reason: reason)
        }

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
            guard position < bytes.count else { throw failure("unexpected end of the document") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
            case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try parseString())
            case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
            case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
            case UInt8(ascii: "n"): try expectWord("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
            default:
                throw failure("expected a value, found \(describe(bytes[position]))")
            }
        }

        func describe(_ byte: UInt8) -> String {
            if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            return String(format: "byte 0x%02X", byte)
        }

        mutating func expectWord(_ word: String) throws(Failure) {
            let expected = Array(word.utf8)
            let start = position
            guard position + expected.count <= bytes.count,
                  bytes[start..<(start + expected.count)].elementsEqual(expected)
            else { throw failure("expected \(word)", at: start) }
            position += expected.count
        }

        mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
            if depth > JSONParser.maximumDepth { throw failure("nesting deeper than \(JSONParser.maximumDepth) levels") }
            position += 1
            var members: [(key: String, value: JSONValue)] = []
            members.reserveCapacity(12)
            skipWhitespace()
            if position < bytes.count && bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            while true {
                skipWhitespace()
                guard position < bytes.count else { throw failure("unterminated object: expected a member name") }
                guard bytes[position] == UInt8(ascii: "\"") else {
                    throw failure("expected a member name in double quotes, found \(describe(bytes[position]))")
                }
                let key = try parseString()
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                    throw failure("expected ':' after member name \"\(key)\"")
                }
                position += 1
                skipWhitespace()
                let value = try parseValue(depth: depth)
                members.append((key, value))
                skipWhitespace()
                guard position < bytes.count else { throw failure("unterminated object: expected ',' or '}'") }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    skipWhitespace()
                    if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
                        throw failure("trailing comma before '}'")
                    }
                    continue
                }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
                throw failure("expected ',' or '}' in object, found \(describe(bytes[position]))")
            }
        }

        mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
            if depth > JSONParser.maximumDepth { throw failure("nesting deeper than \(JSONParser.maximumDepth) levels") }
            position += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if position < bytes.count && bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
            while true {
                skipWhitespace()
                elements.append(try parseValue(depth: depth))
                skipWhitespace()
                guard position < bytes.count else { throw failure("unterminated array: expected ',' or ']'") }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    skipWhitespace()
                    if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
                        throw failure("trailing comma before ']'")
                    }
                    continue
                }
                if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
                throw failure("expected ',' or ']' in array, found \(describe(bytes[position]))")
            }
        }

        mutating func parseNumber() throws(Failure) -> Double {
            let start = position
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            func digits() -> Int {
                let s = position
                while position < bytes.count && bytes[position] >= 0x30 && bytes[position] <= 0x39 { position += 1 }
                return position - s
            }
            let integerStart = position
            let integerDigits = digits()
            if integerDigits == 0 { throw failure("a number needs digits", at: start) }
            if integerDigits > 1 && bytes[integerStart] == 0x30 { throw failure("numbers cannot start with 0", at: start) }
            if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
                position += 1
                if digits() == 0 { throw failure("expected digits after the decimal point") }
            }
            if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
                position += 1
                if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
                    position += 1
                }
                if digits() == 0 { throw failure("expected digits in the exponent") }
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            guard let value = Double(text), value.isFinite else { throw failure("number out of range", at: start) }
            return value
        }

        mutating func parseString() throws(Failure) -> String {
            let open = position
            position += 1
            let start = position
            // Fast path: no escapes, ASCII or valid UTF-8.
            var hasEscape = false
            var isASCII = true
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\\") { hasEscape = true; position += 2; continue }
                if byte < 0x20 { throw failure("control character (\(String(format: "0x%02X", byte))) inside a string; escape it") }
                if byte >= 0x80 { isASCII = false }
                position += 1
            }
            guard position < bytes.count else { throw failure("unterminated string", at: open) }
            let end = position
            position += 1
            if !hasEscape {
                let slice = bytes[start..<end]
                if isASCII { return String(decoding: slice, as: UTF8.self) }
                guard let text = String(validating: slice, as: UTF8.self) else {
                    throw failure("invalid UTF-8 inside a string", at: start)
                }
                return text
            }
            var output: [UInt8] = []
            output.reserveCapacity(end - start)
            var i = start
            while i < end {
                let byte = bytes[i]
                if byte != UInt8(ascii: "\\") { output.append(byte); i += 1; continue }
                guard i + 1 < end else { throw failure("unfinished escape", at: i) }
                let escaped = bytes[i + 1]
                i += 2
                switch escaped {
                case UInt8(ascii: "\""): output.append(0x22)
                case UInt8(ascii: "\\"): output.append(0x5C)
                case UInt8(ascii: "/"): output.append(0x2F)
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4(at: i)
                    i += 4
                    if (0xD800...0xDBFF).contains(code) {
                        guard i + 6 <= end, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                            throw failure("unpaired surrogate in \\u escape", at: i - 6)
                        }
                        let low = try hex4(at: i + 2)
                        guard (0xDC00...0xDFFF).contains(low) else { throw failure("invalid surrogate pair", at: i) }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        i += 6
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw failure("unpaired surrogate in \\u escape", at: i - 6)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape", at: i - 6) }
                    output.append(contentsOf: Array(String(scalar).utf8))
                default:
                    throw failure("invalid escape '\\\(Character(Unicode.Scalar(escaped)))'", at: i - 2)
                }
            }
            guard let text = String(validating: output, as: UTF8.self) else {
                throw failure("invalid UTF-8 inside a string", at: start)
            }
            return text
        }

        func hex4(at offset: Int) throws(Failure) -> UInt32 {
            guard offset + 4 <= bytes.count else { throw failure("\\u needs four hex digits", at: offset) }
            var value: UInt32 = 0
            for k in 0..<4 {
                let b = bytes[offset + k]
                let digit: UInt32
                switch b {
                case 0x30...0x39: digit = UInt32(b - 0x30)
                case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
                case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
                default: throw failure("\\u needs four hex digits", at: offset)
                }
                value = value * 16 + digit
            }
            return value
        }
    }
}
