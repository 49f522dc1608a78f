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
    if let found = plainASCIIRanges(of: pattern, first: first) { return found }
    // An ASCII scalar decomposes to nothing and nothing reorders before it, so a character that starts with
    // one equals a character that starts with another only if it is the same scalar: such a character is
    // passed over without being compared.
    let head = pattern.unicodeScalars[pattern.startIndex]
    var position = startIndex
    while position < endIndex {
      if head.isASCII, case let scalar = unicodeScalars[position], scalar.isASCII, scalar != head {
        formIndex(after: &position)
        continue
      }
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

  /// `searchRanges` by bytes, when the text and the (non-empty) pattern are ASCII without a carriage
  /// return: there every character is one byte and equal only to itself, so the ranges are the same. Nil
  /// for any other text.
  private func plainASCIIRanges(of pattern: Substring, first: Bool) -> [Range<Index>]? {
    func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }
    let offsets = utf8.withContiguousStorageIfAvailable { text in
      pattern.utf8.withContiguousStorageIfAvailable { target -> [Range<Int>]? in
        guard !target.isEmpty, isPlain(target), isPlain(text) else { return nil }
        var ranges: [Range<Int>] = []
        var position = 0
        while position + target.count <= text.count {
          if text[position] == target[0],
            (1..<target.count).allSatisfy({ text[position + $0] == target[$0] })
          {
            ranges.append(position..<(position + target.count))
            if first { break }
            position += target.count
          } else {
            position += 1
          }
        }
        return ranges
      }
    }
    guard case .some(.some(.some(let ranges))) = offsets else { return nil }
    var cursor = startIndex
    var cursorOffset = 0
    func stringIndex(at offset: Int) -> Index {
      cursor = utf8.index(cursor, offsetBy: offset - cursorOffset)
      cursorOffset = offset
      return cursor
    }
    return ranges.map { range in
      let lower = stringIndex(at: range.lowerBound)
      return lower..<stringIndex(at: range.upperBound)
    }
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
