/// A line-based unified diff (longest common subsequence), as `diff -u` prints it.
public struct UnifiedDiff: Sendable, Hashable {
    /// The hunks, in order; empty when the texts are equal.
    public var hunks: [DiffHunk]

    /// Diffs `old` against `new` with `context` unchanged lines around each change.
    public init(old: [String], new: [String], context: Int = 3) {
        let operations = Self.operations(old, new)
        var hunks: [DiffHunk] = []
        // Indices of changed operations, grouped when their context windows touch.
        let changed = operations.indices.filter { operations[$0].kind != " " }
        var groupStart = 0
        while groupStart < changed.count {
            var groupEnd = groupStart
            while groupEnd + 1 < changed.count, changed[groupEnd + 1] - changed[groupEnd] <= 2 * context {
                groupEnd += 1
            }
            let from = max(0, changed[groupStart] - context)
            let to = min(operations.count - 1, changed[groupEnd] + context)
            let slice = operations[from...to]
            let oldCount = slice.filter { $0.kind != "+" }.count
            let newCount = slice.filter { $0.kind != "-" }.count
            let first = operations[from]
            hunks.append(DiffHunk(
                oldStart: oldCount == 0 ? first.oldIndex : first.oldIndex + 1, oldCount: oldCount,
                newStart: newCount == 0 ? first.newIndex : first.newIndex + 1, newCount: newCount,
                lines: slice.map { String($0.kind) + $0.text }))
            groupStart = groupEnd + 1
        }
        self.hunks = hunks
    }

    /// Whether the texts were equal.
    public var isEmpty: Bool { hunks.isEmpty }

    /// The diff with `---`/`+++` headers; only the first `maximumHunks` hunks when given.
    public func rendered(oldName: String, newName: String, maximumHunks: Int? = nil) -> [String] {
        guard !hunks.isEmpty else { return [] }
        let shown = maximumHunks.map { Array(hunks.prefix($0)) } ?? hunks
        var lines = ["--- \(oldName)", "+++ \(newName)"]
        for hunk in shown { lines += hunk.rendered }
        if shown.count < hunks.count {
            lines.append("(\(hunks.count - shown.count) more change(s) not shown)")
        }
        return lines
    }

    /// One step of the edit script: keep, delete or insert a line, with the positions before it.
    private struct Operation {
        var kind: Character
        var text: String
        var oldIndex: Int
        var newIndex: Int
    }

    private static func operations(_ old: [String], _ new: [String]) -> [Operation] {
        // Trim the common prefix and suffix, then LCS on the middle.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)]), b = Array(new[prefix..<(new.count - suffix)])
        // lcs[i][j]: length of the LCS of a[i...] and b[j...].
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var result: [Operation] = []
        for k in 0..<prefix { result.append(Operation(kind: " ", text: old[k], oldIndex: k, newIndex: k)) }
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append(Operation(kind: " ", text: a[i], oldIndex: prefix + i, newIndex: prefix + j))
                i += 1
                j += 1
            } else if j < b.count, i == a.count || lcs[i][j + 1] > lcs[i + 1][j] {
                result.append(Operation(kind: "+", text: b[j], oldIndex: prefix + i, newIndex: prefix + j))
                j += 1
            } else {
                result.append(Operation(kind: "-", text: a[i], oldIndex: prefix + i, newIndex: prefix + j))
                i += 1
            }
        }
        for k in 0..<suffix {
            let oldIndex = old.count - suffix + k, newIndex = new.count - suffix + k
            result.append(Operation(kind: " ", text: old[oldIndex], oldIndex: oldIndex, newIndex: newIndex))
        }
        return result
    }
}
