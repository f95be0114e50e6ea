/// The UTF-8 byte-order mark (`EF BB BF`) that spreadsheet and Windows tools put before text; every reader of
/// text files skips it here.
public enum ByteOrderMark {
    /// How many bytes at the start of `bytes` are a byte-order mark: 3 or 0.
    public static func length<Bytes: Collection<UInt8>>(in bytes: Bytes) -> Int where Bytes.Index == Int {
        let start = bytes.startIndex
        guard bytes.count >= 3, bytes[start] == 0xEF, bytes[start + 1] == 0xBB, bytes[start + 2] == 0xBF else {
            return 0
        }
        return 3
    }

    /// `text` without a leading byte-order mark (U+FEFF).
    public static func stripped(_ text: String) -> String {
        text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }
}
