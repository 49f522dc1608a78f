/// How far one typed word is from a name: what "did you mean …" suggestions rank by.
public enum EditDistance {
  /// Levenshtein distance between two words, an adjacent swap counted as one edit.
  public static func between(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforeLast = [Int](repeating: 0, count: b.count + 1)
    var last = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + [Int](repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(last[j] + 1, current[j - 1] + 1, last[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforeLast[j - 2] + 1)
        }
      }
      beforeLast = last
      last = current
    }
    return last[b.count]
  }
}
