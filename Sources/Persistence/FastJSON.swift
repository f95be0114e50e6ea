import Foundation

/// A small, strict JSON reader for the flat records the chat writes, an order of magnitude faster than
/// `JSONDecoder` on Linux (reading a 100,000-line log must take well under a second).
///
/// It returns `nil` for anything it does not handle exactly as `JSONDecoder` would (the caller then falls back
/// to `JSONDecoder`, which also gives the error message), so the results are the same either way.
enum FastJSON {
    /// Seconds since 1970 for `yyyy-MM-ddTHH:mm:ssZ`, the form the chat writes; `nil` for any other form.
    static func timestamp(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { timestamp(bytes: $0) }
    }

    private static func timestamp(bytes u: UnsafeBufferPointer<UInt8>) -> Date? {
        guard u.count == 20, u[4] == 0x2D, u[7] == 0x2D, u[10] == 0x54, u[13] == 0x3A, u[16] == 0x3A, u[19] == 0x5A
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard u[index] >= 0x30 && u[index] <= 0x39 else { return nil }
                value = value * 10 + Int(u[index] - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        // Days from civil (Howard Hinnant's algorithm).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        guard day <= daysIn(month: month, year: year) else { return nil }
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Reads one JSON value after another from raw bytes; every method returns `nil` (or `false`) on anything
    /// it does not accept.
    struct Parser {
        let bytes: UnsafeRawBufferPointer
        var position = 0

        /// Reads an object whose members `member` consumes one by one (it is called with the key and must read
        /// the value); `false` when the object or a member is not accepted. Duplicate keys are the caller's
        /// business.
        mutating func object(_ member: (String, inout Parser) -> Bool) -> Bool {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return false }
            position += 1
            skipSpace()
            if position < bytes.count && bytes[position] == UInt8(ascii: "}") { position += 1; return true }
            while true {
                skipSpace()
                guard let key = string() else { return false }
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return false }
                position += 1
                skipSpace()
                guard member(key, &self) else { return false }
                skipSpace()
                guard position < bytes.count else { return false }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return true }
                return false
            }
        }

        /// Reads an array whose elements `element` consumes one by one.
        mutating func array(_ element: (inout Parser) -> Bool) -> Bool {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else { return false }
            position += 1
            skipSpace()
            if position < bytes.count && bytes[position] == UInt8(ascii: "]") { position += 1; return true }
            while true {
                skipSpace()
                guard element(&self) else { return false }
                skipSpace()
                guard position < bytes.count else { return false }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "]") { position += 1; return true }
                return false
            }
        }

        /// Whether the next value is `null` (and reads it if so).
        mutating func null() -> Bool {
            skipSpace()
            return position < bytes.count && bytes[position] == UInt8(ascii: "n") && literal("null")
        }

        /// A number value.
        mutating func double() -> Double? {
            skipSpace()
            return number()
        }

        /// Whether only white space is left.
        mutating func atEnd() -> Bool {
            skipSpace()
            return position == bytes.count
        }

        /// Skips white space.
        mutating func skipSpace() {
            while position < bytes.count {
                let byte = bytes[position]
                guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return }
                position += 1
            }
        }

        /// Reads `word` if it comes next.
        mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            for index in 0..<count where bytes[position + index] != word.utf8Start[index] { return false }
            position += count
            return true
        }

        /// A number in JSON's grammar, converted like `JSONDecoder` (correctly rounded).
        mutating func number() -> Double? {
            let start = position
            if position < bytes.count && bytes[position] == UInt8(ascii: "-") { position += 1 }
            func digits() -> Int {
                let first = position
                while position < bytes.count && bytes[position] >= 0x30 && bytes[position] <= 0x39 { position += 1 }
                return position - first
            }
            let integer = position
            guard digits() > 0 else { return nil }
            if bytes[integer] == 0x30 && position - integer > 1 { return nil }
            if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { return nil }
            }
            if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
                position += 1
                if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
                    position += 1
                }
                guard digits() > 0 else { return nil }
            }
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { return nil }
            return value
        }

        /// A string; escapes other than the simple ones and valid `\u` sequences give `nil`.
        mutating func string() -> String? {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
            position += 1
            let start = position
            var plain = true
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
                    position += 1
                    if plain { return String(validating: raw, as: UTF8.self) }
                    return unescape(raw)
                }
                if byte < 0x20 { return nil }
                if byte == UInt8(ascii: "\\") { plain = false; position += 1 }
                position += 1
            }
            return nil
        }

        private func unescape(_ raw: UnsafeRawBufferPointer) -> String? {
            var output: [UInt8] = []
            output.reserveCapacity(raw.count)
            var index = 0
            func hex(_ at: Int) -> UInt32? {
                guard at + 4 <= raw.count else { return nil }
                var value: UInt32 = 0
                for offset in 0..<4 {
                    let c = raw[at + offset]
                    let digit: UInt8
                    switch c {
                    case 0x30...0x39: digit = c - 0x30
                    case 0x41...0x46: digit = c - 0x41 + 10
                    case 0x61...0x66: digit = c - 0x61 + 10
                    default: return nil
                    }
                    value = value << 4 | UInt32(digit)
                }
                return value
            }
            while index < raw.count {
                let byte = raw[index]
                guard byte == UInt8(ascii: "\\") else { output.append(byte); index += 1; continue }
                guard index + 1 < raw.count else { return nil }
                let escaped = raw[index + 1]
                index += 2
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escaped)
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "u"):
                    guard var scalar = hex(index) else { return nil }
                    index += 4
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u"),
                              let low = hex(index + 2), (0xDC00...0xDFFF).contains(low) else { return nil }
                        index += 6
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { return nil }
                    output.append(contentsOf: Array(String(Character(unicode)).utf8))
                default:
                    return nil
                }
            }
            return String(validating: output, as: UTF8.self)
        }
    }
}
