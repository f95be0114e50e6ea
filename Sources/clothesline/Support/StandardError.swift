import Foundation

/// Standard error as a `TextOutputStream`, for `print(…, to:)`.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
