import TerminalKit

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
      let distance = EditDistance.between(typed, Array(name.lowercased()))
      if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (name, distance) }
    }
    return best?.name
  }
}
