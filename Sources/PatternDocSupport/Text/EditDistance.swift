/// How many single-character edits (insertions, deletions, substitutions, swaps of neighbours)
/// turn one word into another, for "did you mean" suggestions: `tset` is 1 from `test`.
package enum EditDistance {
    /// The optimal-string-alignment distance between `a` and `b`.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // distance[i][j]: edits from the first i characters of a to the first j of b.
        var distance = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { distance[i][0] = i }
        for j in 0...b.count { distance[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let substitution = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(distance[i - 1][j] + 1, distance[i][j - 1] + 1, distance[i - 1][j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, distance[i - 2][j - 2] + 1)
                }
                distance[i][j] = best
            }
        }
        return distance[a.count][b.count]
    }
}
