import Terminal

/// Every `print` in the executable: the text goes through ``TextSanitizer`` (newlines and tabs kept) first.
///
/// This module-level function shadows `Swift.print`, so no command can print a catalog's, a file's or a
/// shopper's text raw: escape sequences, C0/C1 controls and bidirectional controls never reach the terminal.
/// JSON lines are escaped by ``JSONOutput`` beforehand, which leaves nothing here to remove.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator)
    Swift.print(TextSanitizer.sanitize(text, allowNewlines: true), terminator: terminator)
}
