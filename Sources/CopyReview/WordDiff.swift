/// A word-level difference between two texts, for the variant diff.
///
/// Latin text is split into words, spaces and punctuation; CJK, kana and Hangul characters are one
/// token each (they have no spaces to split at). The longest common subsequence of tokens is kept;
/// the rest is marked removed (only in the old text) or added (only in the new).
enum WordDiff {
  /// One run of text and whether it is shared, only in the old text or only in the new.
  enum Part: Equatable, Sendable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The parts of `old` and `new`, in order, each stretch of changes as a removed then an added run.
  static func diff(_ old: String, _ new: String) -> [Part] {
    // The table has a row per token of one and a column per token of the other: past `largestTable`
    // cells the texts are shown whole, and tokenizing stops as soon as that is certain.
    // The shorter text first, so a long one is read only as far as the other's tokens allow.
    let oldFirst = old.utf8.count <= new.utf8.count
    guard let first = tokens(oldFirst ? old : new, atMost: largestTable),
      let second = tokens(oldFirst ? new : old, atMost: largestTable / max(1, first.count)),
      first.count * second.count <= largestTable
    else { return [.removed(old), .added(new)] }
    let (a, b) = oldFirst ? (first, second) : (second, first)
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var parts: [Part] = []
    func add(_ part: Part) {
      switch (parts.last, part) {
      case (.same(let x)?, .same(let y)): parts[parts.count - 1] = .same(x + y)
      case (.removed(let x)?, .removed(let y)): parts[parts.count - 1] = .removed(x + y)
      case (.added(let x)?, .added(let y)): parts[parts.count - 1] = .added(x + y)
      default: parts.append(part)
      }
    }
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        add(.same(a[i]))
        i += 1
        j += 1
      } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
        add(.added(b[j]))
        j += 1
      } else {
        add(.removed(a[i]))
        i += 1
      }
    }
    return grouped(parts)
  }

  /// The parts with each stretch of changes as one removed run then one added run; spaces shared
  /// only between two changes join the change ("Daily Grid" → "the game", not word by word).
  static func grouped(_ parts: [Part]) -> [Part] {
    var result: [Part] = []
    var removed = ""
    var added = ""
    func flush() {
      if !removed.isEmpty { result.append(.removed(removed)) }
      if !added.isEmpty { result.append(.added(added)) }
      removed = ""
      added = ""
    }
    for (index, part) in parts.enumerated() {
      switch part {
      case .removed(let text): removed += text
      case .added(let text): added += text
      case .same(let text):
        let between = index > 0 && index + 1 < parts.count && (!removed.isEmpty || !added.isEmpty)
        if between && text.allSatisfy(\.isWhitespace), parts[index + 1] != .same(text) {
          removed += text
          added += text
        } else {
          flush()
          result.append(part)
        }
      }
    }
    flush()
    return result
  }

  /// The most cells of the comparison table; larger pairs are shown as removed and added whole.
  static let largestTable = 1_000_000

  /// The tokens of a text: words of letters and digits, single wide characters, single others.
  static func tokens(_ text: String) -> [String] {
    tokens(text, atMost: Int.max) ?? []
  }

  /// The tokens of a text, or nil as soon as there are more than `limit`.
  static func tokens(_ text: String, atMost limit: Int) -> [String]? {
    var tokens: [String] = []
    var wordStart: String.Index?
    var index = text.startIndex
    // One pass of the string's own iterator; a word is cut out of the text when it ends.
    for character in text {
      let next = text.utf8.index(index, offsetBy: character.utf8.count)
      defer { index = next }
      if isWordCharacter(character) {
        if wordStart == nil { wordStart = index }
        continue
      }
      if let start = wordStart {
        tokens.append(String(text[start..<index]))
        wordStart = nil
      }
      tokens.append(String(character))
      if tokens.count > limit { return nil }
    }
    if let start = wordStart { tokens.append(String(text[start...])) }
    return tokens.count > limit ? nil : tokens
  }

  /// A letter or digit that is not wide: part of a word. One-byte characters are told by their byte.
  private static func isWordCharacter(_ character: Character) -> Bool {
    let bytes = character.utf8
    if bytes.count == 1, let byte = bytes.first {
      return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    let wide = character.unicodeScalars.first.map(isWide) ?? false
    return (character.isLetter || character.isNumber) && !wide
  }

  /// CJK ideographs, kana and Hangul.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF:
      return true
    default: return false
    }
  }
}
