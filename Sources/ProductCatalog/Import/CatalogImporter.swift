import Foundation
import TextSafety

/// Builds a catalog from a spreadsheet export (CSV), reporting every row it skips or repairs by line number.
///
/// Quirks it handles: a UTF-8 byte-order mark; prices written as `₹1,299` or `$12.50`; colour cells such as
/// `" Black"` or `"Navy Blue & White"`; rows with more fields than the header because a name holds unquoted commas
/// (the extra fields are joined back into the name column); a missing category column (the category is then
/// the last noun of the name); and a missing price column (every price becomes 0, said in a note).
public struct CatalogImporter: Sendable {
    /// The column mapping given by the user; unmapped fields are found from header names.
    public var mapping: ColumnMapping
    /// Store name written into the catalog.
    public var storeName: String
    /// Currency code; `nil` detects it from a header like `Price (INR)` and defaults to USD.
    public var currency: String?
    /// Field delimiter.
    public var delimiter: UInt8

    /// Creates an importer.
    public init(mapping: ColumnMapping = ColumnMapping(), storeName: String = "Imported Store", currency: String? = nil,
                delimiter: UInt8 = UInt8(ascii: ",")) {
        self.mapping = mapping
        self.storeName = storeName
        self.currency = currency
        self.delimiter = delimiter
    }

    /// Imports the CSV `data`; `file` names it in messages.
    public func importCSV(_ data: Data, file: String = "input.csv") throws(CatalogImportError) -> ImportReport {
        let records = CSVReader.records(data, delimiter: delimiter)
        guard let headerRecord = records.first else { throw .emptyFile(file: file) }
        let header = headerRecord.fields.map { $0.trimmingCharacters(in: .whitespaces) }
        for (field, column) in mapping.columns where !header.contains(column) {
            throw .unknownColumn(column, field: field, header: header, file: file)
        }
        let columns = mapping.completed(with: header)
        var position: [CatalogField: Int] = [:]
        for (field, column) in columns.columns { position[field] = header.firstIndex(of: column) }
        guard position[.name] != nil else { throw .missingColumn(.name, header: header, file: file) }
        var notes: [String] = []
        let resolvedCurrency = currency ?? Self.currency(inHeader: header) ?? "USD"
        if position[.price] == nil { notes.append("no price column; every price is 0 (map one with --map price=COLUMN)") }
        if position[.category] == nil { notes.append("no category column; each category is the last noun of the name") }
        if position[.id] == nil { notes.append("no id column; ids are the line numbers") }

        var products: [Product] = []
        products.reserveCapacity(records.count)
        var problems: [ImportProblem] = []
        var firstLineOfID: [String: Int] = [:]
        let nameIndex = position[.name] ?? 0
        for record in records.dropFirst() {
            var fields = record.fields
            switch record.problem {
            case .invalidUTF8?:
                problems.append(ImportProblem(line: record.line, skipped: false,
                                              message: "invalid UTF-8 bytes replaced with �"))
            case .unterminatedQuote?:
                problems.append(ImportProblem(line: record.line, skipped: false,
                                              message: record.problem?.description ?? ""))
            case nil:
                break
            }
            if fields.count > header.count {
                // Unquoted commas inside the name: join the surplus back into the name column.
                let surplus = fields.count - header.count
                let joined = fields[nameIndex...(nameIndex + surplus)].joined(separator: ",")
                fields.replaceSubrange(nameIndex...(nameIndex + surplus), with: [joined])
                problems.append(ImportProblem(line: record.line, skipped: false, message:
                    "\(surplus + header.count) fields for \(header.count) columns; joined \(surplus + 1) into \"\(header[nameIndex])\" (unquoted comma in the name)"))
            } else if fields.count < header.count {
                problems.append(ImportProblem(line: record.line, skipped: true,
                    message: "\(fields.count) fields for \(header.count) columns"))
                continue
            }
            func value(_ field: CatalogField) -> String? {
                guard let i = position[field] else { return nil }
                let text = fields[i].trimmingCharacters(in: .whitespacesAndNewlines)
                return text.isEmpty || text.uppercased() == "NA" || text.uppercased() == "N/A" ? nil : text
            }
            guard let name = value(.name) else {
                problems.append(ImportProblem(line: record.line, skipped: true, message: "empty name"))
                continue
            }
            let id = value(.id) ?? "line-\(record.line)"
            if let first = firstLineOfID[id] {
                problems.append(ImportProblem(line: record.line, skipped: true,
                                              message: "duplicate id \"\(id)\" (first on line \(first))"))
                continue
            }
            var price = 0.0
            if let text = value(.price) {
                guard let parsed = Self.price(text) else {
                    problems.append(ImportProblem(line: record.line, skipped: true,
                                                  message: "price \"\(TextSanitizer.sanitize(text))\" is not a number from 0 to \(PriceText.format(PriceText.maximum))"))
                    continue
                }
                price = parsed
            } else if position[.price] != nil {
                problems.append(ImportProblem(line: record.line, skipped: true, message: "empty price"))
                continue
            }
            let category = value(.category) ?? Self.category(fromName: name)
            firstLineOfID[id] = record.line
            products.append(Product(
                id: id, name: name, category: category, price: price, brand: value(.brand),
                audience: value(.audience), colors: Self.list(value(.colors), separators: "&/,|"),
                sizes: Self.list(value(.sizes), separators: ",|;/"), materials: Self.list(value(.materials), separators: ",|;"),
                tags: Self.list(value(.tags), separators: ",|;"), description: value(.description)))
        }
        let catalog = Catalog(store: Store(name: storeName, currency: resolvedCurrency), products: products)
        return ImportReport(catalog: catalog, rowsRead: records.count - 1, problems: problems, notes: notes)
    }

    /// A currency code written in a header such as `Price (INR)`.
    static func currency(inHeader header: [String]) -> String? {
        for column in header where column.lowercased().contains("price") {
            for code in ["INR", "USD", "EUR", "GBP", "JPY", "CAD", "AUD"] where column.uppercased().contains(code) {
                return code
            }
        }
        return nil
    }

    /// Parses `1299`, `₹1,299`, `$12.50`, `Rs. 499`, `12,50 €` (comma decimal when it is the only separator).
    static func price(_ text: String) -> Double? {
        var kept = String(text.unicodeScalars.filter { CharacterSet.decimalDigits.contains($0) || $0 == "." || $0 == "," || $0 == "-" }
            .map(Character.init))
        if kept.hasPrefix(".") { kept.removeFirst() }  // "Rs. 499"
        if kept.contains(","), !kept.contains("."), let last = kept.split(separator: ",").last, last.count == 2 {
            kept = kept.replacingOccurrences(of: ",", with: ".")
        } else {
            kept = kept.replacingOccurrences(of: ",", with: "")
        }
        guard let value = Double(kept), PriceText.isValid(value) else { return nil }
        return value
    }

    /// Splits a cell into a list, trimming each item.
    static func list(_ text: String?, separators: String) -> [String] {
        guard let text else { return [] }
        return text.split(whereSeparator: { separators.contains($0) })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0.uppercased() != "NA" }
    }

    /// The last noun of a product name: "DKNY Unisex Black Medium Trolley Bag" → "Bags",
    /// "Women Red Kurta with Palazzos" → "Kurtas", "Floral Dress" → "Dresses".
    static func category(fromName name: String) -> String {
        var head = name
        for joiner in [" with ", " With ", " for ", " For ", " - ", " (", ", "] {
            if let range = head.range(of: joiner) { head = String(head[..<range.lowerBound]) }
        }
        let words = head.split(separator: " ").map(String.init).filter { $0.rangeOfCharacter(from: .letters) != nil }
        guard var last = words.last else { return "Other" }
        if ["set", "pack", "combo", "kit", "pair"].contains(last.lowercased()), words.count >= 2 {
            last = words[words.count - 2] + " " + last
        }
        let capitalised = last.prefix(1).uppercased() + last.dropFirst().lowercased()
        let lower = capitalised.lowercased()
        if lower.hasSuffix("ss") || lower.hasSuffix("sh") || lower.hasSuffix("ch") || lower.hasSuffix("x") {
            return capitalised + "es"
        }
        if lower.hasSuffix("s") || lower.hasSuffix(" set") || lower.hasSuffix(" pack") { return capitalised }
        return capitalised + "s"
    }
}
