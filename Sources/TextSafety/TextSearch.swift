// Searching text for text, character by character (canonically equivalent characters match, as with `==`).
//
// The standard library has these only in _StringProcessing, whose library (with the regex parser it needs)
// would be loaded at every start of the program for four small functions. They behave as _StringProcessing's
// do: matches are found from the start and never overlap; an empty pattern is found at every position.
// Each is declared on `String` and on `Substring` (not on `StringProtocol`), so that where _StringProcessing
// is imported too (the tests) these are the more specific ones and the call is not ambiguous.

extension Substring {
  /// The ranges of `pattern` in the text, from the start, none overlapping the one before.
  fileprivate func searchRanges(of pattern: Substring, first: Bool) -> [Range<Index>] {
    var found: [Range<Index>] = []
    guard !pattern.isEmpty else {
      var position = startIndex
      while true {
        found.append(position..<position)
        if first || position == endIndex { return found }
        formIndex(after: &position)
      }
    }
    var position = startIndex
    while position < endIndex {
      if let end = matchEnd(of: pattern, at: position) {
        found.append(position..<end)
        if first { return found }
        position = end
      } else {
        formIndex(after: &position)
      }
    }
    return found
  }

  /// Where `pattern` ends when it is found at `start`; nil when it is not there.
  private func matchEnd(of pattern: Substring, at start: Index) -> Index? {
    var position = start
    for character in pattern {
      guard position < endIndex, self[position] == character else { return nil }
      formIndex(after: &position)
    }
    return position
  }

  /// The text with every occurrence of `target` replaced by `replacement`.
  fileprivate func replacingText(_ target: Substring, with replacement: Substring) -> String {
    var result = ""
    var start = startIndex
    for range in searchRanges(of: target, first: false) {
      result += self[start..<range.lowerBound]
      result += replacement
      start = range.upperBound
    }
    result += self[start...]
    return result
  }

  /// The pieces of the text between occurrences of `separator`.
  fileprivate func pieces(separatedBy separator: Substring, omittingEmpty: Bool) -> [Substring] {
    guard !separator.isEmpty else { return isEmpty && omittingEmpty ? [] : [self] }
    var result: [Substring] = []
    var start = startIndex
    for range in searchRanges(of: separator, first: false) {
      let piece = self[start..<range.lowerBound]
      if !(omittingEmpty && piece.isEmpty) { result.append(piece) }
      start = range.upperBound
    }
    let last = self[start...]
    if !(omittingEmpty && last.isEmpty) { result.append(last) }
    return result
  }
}

extension String {
  /// True when `other` occurs in the text (an empty `other` always does).
  @_disfavoredOverload
  public func contains(_ other: String) -> Bool {
    self[...].contains(other)
  }

  /// The range of the first occurrence of `other`, or nil.
  public func firstRange(of other: String) -> Range<Index>? {
    self[...].firstRange(of: other)
  }

  /// The text with every occurrence of `target` replaced by `replacement`.
  public func replacing(_ target: String, with replacement: String) -> String {
    self[...].replacingText(target[...], with: replacement[...])
  }

  /// The pieces between occurrences of `separator` (which is not empty), empty ones left out unless
  /// `omittingEmptySubsequences` is false.
  @_disfavoredOverload
  public func split(separator: String, omittingEmptySubsequences: Bool = true) -> [Substring] {
    self[...].pieces(separatedBy: separator[...], omittingEmpty: omittingEmptySubsequences)
  }
}

extension Substring {
  /// True when `other` occurs in the text (an empty `other` always does).
  @_disfavoredOverload
  public func contains(_ other: String) -> Bool {
    !searchRanges(of: other[...], first: true).isEmpty
  }

  /// The range of the first occurrence of `other`, or nil.
  public func firstRange(of other: String) -> Range<Index>? {
    searchRanges(of: other[...], first: true).first
  }

  /// The text with every occurrence of `target` replaced by `replacement`.
  public func replacing(_ target: String, with replacement: String) -> Substring {
    Substring(replacingText(target[...], with: replacement[...]))
  }

  /// The pieces between occurrences of `separator` (which is not empty), empty ones left out unless
  /// `omittingEmptySubsequences` is false.
  @_disfavoredOverload
  public func split(separator: String, omittingEmptySubsequences: Bool = true) -> [Substring] {
    pieces(separatedBy: separator[...], omittingEmpty: omittingEmptySubsequences)
  }
}
