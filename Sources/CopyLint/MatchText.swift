/// A value prepared once for many word-list searches: normalized (`PolicyWords.normalize`) and as
/// its words between single spaces, both as UTF-8 bytes, so each search is a plain byte scan.
struct MatchText {
  /// The normalized text's bytes.
  let normalized: [UInt8]
  /// ` word word … ` of the normalized text.
  let words: [UInt8]

  /// Prepares `text`.
  init(_ text: String) {
    let normalized = PolicyWords.normalize(text)
    self.normalized = Array(normalized.utf8)
    self.words = Array((" " + PolicyWords.tokenize(normalized).joined(separator: " ") + " ").utf8)
  }

  /// True when the normalized text contains `needle` (normalized UTF-8).
  func contains(_ needle: [UInt8]) -> Bool { Self.find(needle, in: normalized) }

  /// True when the word sequence contains `needle` (` word word `, normalized UTF-8).
  func containsWords(_ needle: [UInt8]) -> Bool { Self.find(needle, in: words) }

  /// Naive byte search; values and needles are short.
  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard needle.count <= haystack.count else { return false }
    let first = needle[0]
    var index = 0
    let last = haystack.count - needle.count
    while index <= last {
      if haystack[index] == first {
        var offset = 1
        while offset < needle.count && haystack[index + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return true }
      }
      index += 1
    }
    return false
  }
}

/// A word list prepared once for many texts: each word normalized, CJK words as plain bytes and
/// others as ` word word ` bytes.
struct PreparedWords {
  /// One prepared word.
  struct Word {
    var word: String
    var isCJK: Bool
    var bytes: [UInt8]
  }

  /// The words, in the order given.
  let list: [Word]

  /// Prepares `words`.
  init(_ words: [String]) {
    list = words.map { word in
      let target = PolicyWords.normalize(word)
      if target.unicodeScalars.contains(where: PolicyWords.isCJK) {
        return Word(word: word, isCJK: true, bytes: Array(target.utf8))
      }
      return Word(
        word: word, isCJK: false,
        bytes: Array((" " + PolicyWords.tokenize(target).joined(separator: " ") + " ").utf8))
    }
  }
}
