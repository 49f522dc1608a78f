#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value prepared once for many word-list searches: normalized (`PolicyWords.normalize`) and as
/// its words between single spaces, both as UTF-8 bytes, so each search is a plain byte scan.
struct MatchText {
  /// The normalized text's bytes.
  let normalized: [UInt8]
  /// ` word word … ` of the normalized text.
  let words: [UInt8]

  /// Prepares `text`; a long value that several rules prepare in turn is prepared once.
  init(_ text: String) {
    self = Self.lastPrepared.result(for: text, context: "") { MatchText(preparing: text) }
  }

  private init(preparing text: String) {
    let normalized = PolicyWords.normalize(text)
    self.normalized = Array(normalized.utf8)
    self.words = Array((" " + PolicyWords.tokenize(normalized).joined(separator: " ") + " ").utf8)
  }

  /// The long value prepared last: the rules of one table each prepare the value they check, and for a
  /// value of megabytes preparing it again is most of the work.
  private static let lastPrepared = LongTextMemo<MatchText>()

  /// True when the normalized text contains `needle` (normalized UTF-8).
  func contains(_ needle: [UInt8]) -> Bool { Self.find(needle, in: normalized) }

  /// True when the word sequence contains `needle` (` word word `, normalized UTF-8).
  func containsWords(_ needle: [UInt8]) -> Bool { Self.find(needle, in: words) }

  /// Byte search: `memchr` finds each place the needle's second byte (its first is often a space)
  /// could stand, `memcmp` checks the whole needle there. A value may be megabytes long and is
  /// searched for every word of several lists.
  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard needle.count <= haystack.count else { return false }
    let pivot = needle.count > 1 ? 1 : 0
    return haystack.withUnsafeBytes { hay in
      needle.withUnsafeBytes { word in
        guard let base = hay.baseAddress, let wordBase = word.baseAddress else { return false }
        let lastStart = hay.count - word.count
        var from = pivot
        while from <= lastStart + pivot {
          guard let hit = memchr(base + from, Int32(needle[pivot]), lastStart + pivot + 1 - from) else {
            return false
          }
          let offset = base.distance(to: UnsafeRawPointer(hit))
          if memcmp(base + (offset - pivot), wordBase, word.count) == 0 { return true }
          from = offset + 1
        }
        return false
      }
    }
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
