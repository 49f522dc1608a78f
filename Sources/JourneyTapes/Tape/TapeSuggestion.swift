/// The known name nearest to a misspelt word, for "did you mean …?" in tape errors.
public enum TapeSuggestion {
  /// The closest name by edit distance (ignoring case), when it is close enough to be a typo; else nil.
  public static func nearest(to word: String, in names: [String], strict: Bool = false) -> String? {
    let typed = Array(word.lowercased())
    guard !typed.isEmpty, typed.count <= 40 else { return nil }
    // Strict (option names): a swap, a slip or a missing letter, not a different word of the same length.
    let allowed = strict ? (typed.count <= 8 ? 1 : 2) : typed.count <= 4 ? 1 : typed.count <= 8 ? 2 : 3
    var best: (name: String, distance: Int)?
    for name in names {
      let distance = editDistance(typed, Array(name.lowercased()))
      if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (name, distance) }
    }
    return best?.name
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + [Int](repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      previous2 = previous
      previous = current
    }
    return previous[b.count]
  }
}
