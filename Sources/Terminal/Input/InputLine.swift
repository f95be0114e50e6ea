/// One line of user input, cleaned up for the rest of the program.
public struct InputLine: Equatable, Sendable {
    /// The text: valid UTF-8, without the line terminator, escape sequences or control characters.
    public var text: String
    /// Whether the line was longer than the reader's limit and was cut.
    public var wasTruncated: Bool
    /// Whether the raw line held bytes that are not UTF-8 (each was replaced by U+FFFD).
    public var hadInvalidUTF8: Bool

    /// Creates an input line.
    public init(text: String, wasTruncated: Bool = false, hadInvalidUTF8: Bool = false) {
        self.text = text
        self.wasTruncated = wasTruncated
        self.hadInvalidUTF8 = hadInvalidUTF8
    }

    /// The most bytes a line may hold; longer lines are cut at a character boundary.
    public static let maximumBytes = 4096

    /// Builds an input line from the raw bytes of one line (without the newline).
    ///
    /// A trailing carriage return is dropped; bytes beyond ``maximumBytes`` are cut at a UTF-8 boundary;
    /// invalid UTF-8 becomes U+FFFD; escape sequences and control characters are removed with
    /// ``TextSanitizer``; surrounding whitespace is trimmed.
    public init<Bytes: Collection<UInt8>>(rawBytes: Bytes) {
        var bytes = Array(rawBytes)
        if bytes.last == 0x0D { bytes.removeLast() }
        var truncated = false
        if bytes.count > Self.maximumBytes {
            truncated = true
            var end = Self.maximumBytes
            // Do not split a multi-byte character: back up over continuation bytes (10xxxxxx).
            while end > 0 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
            bytes.removeSubrange(end...)
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        let invalid = String(validating: bytes, as: UTF8.self) == nil
        let cleaned = TextSanitizer.sanitize(decoded)
        self.init(
            text: cleaned.trimmingCharacters(in: " "),
            wasTruncated: truncated, hadInvalidUTF8: invalid)
    }
}

extension String {
    /// The string without leading and trailing occurrences of `character`.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var slice = Substring(self)
        while slice.first == character { slice.removeFirst() }
        while slice.last == character { slice.removeLast() }
        return String(slice)
    }
}
