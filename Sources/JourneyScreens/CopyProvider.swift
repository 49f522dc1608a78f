import StringTables

extension CopyKey {
  /// A key in a table, such as `CopyKey("Primer", "primer.title")`.
  public init(_ table: String, _ key: String) {
    self.init(table: table, key: key)
  }
}

/// The text a screen shows for a key, with how it was found.
public struct CopyText: Sendable, Hashable {
  /// The text, placeholders already filled.
  public var text: String
  /// The key it came from.
  public var ref: CopyKey
  /// True when the text came from a fallback (another variant or the development language).
  public var fellBack: Bool
  /// True when no table had the key; `text` then names the key.
  public var isMissing: Bool
  /// Why the placeholders could not be filled, if they could not.
  public var problem: String?
  /// The value's length in UTF-8 bytes when it was longer than `longestLaidOut` and `text` holds only
  /// its start; nil when `text` is the whole value.
  public var cutFrom: Int?

  /// The most UTF-8 bytes of a value a screen lays out.
  ///
  /// The longest copy is a few hundred bytes, and a phone shows a few thousand characters even scrolled;
  /// a longer value is laid out only up to here and ends in "…", so drawing it costs the same however
  /// long it is. Below `TextWrapper`'s cache limit, so its lines are wrapped once.
  public static let longestLaidOut = 4_000

  /// Creates copy text.
  public init(
    text: String, ref: CopyKey, fellBack: Bool = false, isMissing: Bool = false, problem: String? = nil,
    cutFrom: Int? = nil
  ) {
    self.text = text
    self.ref = ref
    self.fellBack = fellBack
    self.isMissing = isMissing
    self.problem = problem
    self.cutFrom = cutFrom
  }

  /// The start of `value` a screen lays out: the whole value when it is at most `longestLaidOut` bytes,
  /// else its longest start of whole characters within that, followed by "…".
  public static func laidOut(_ value: String) -> (text: String, cutFrom: Int?) {
    let length = value.utf8.count
    guard length > longestLaidOut else { return (value, nil) }
    let room = longestLaidOut - "…".utf8.count
    var used = 0
    for character in value {
      let size = character.utf8.count
      if used + size > room { break }
      used += size
    }
    let end = value.utf8.index(value.startIndex, offsetBy: used)
    return (String(value[..<end]) + "…", length)
  }
}

/// Where screens get their words: resolves a key in the current locale and variant.
public protocol CopyProvider: Sendable {
  /// The text for `ref`, with `%@`-style placeholders filled from `arguments` in order.
  func text(_ ref: CopyKey, arguments: [String]) -> CopyText
}

/// A copy provider backed by a dictionary, for tests and previews.
public struct DictionaryCopy: CopyProvider {
  /// Values by `Table:key`.
  public var values: [CopyKey: String]

  /// Creates a provider from values.
  public init(_ values: [CopyKey: String]) {
    self.values = values
  }

  /// The value, with `%@` replaced by the arguments in order; a missing key shows as `⟦Table:key⟧`.
  public func text(_ ref: CopyKey, arguments: [String]) -> CopyText {
    guard let value = values[ref] else {
      return CopyText(text: "⟦\(ref)⟧", ref: ref, isMissing: true)
    }
    var filled = ""
    var remaining = arguments[...]
    var previous: Character?
    for character in value {
      if previous == "%" && character == "@" {
        filled.removeLast()
        filled += remaining.popFirst() ?? "%@"
        previous = nil
        continue
      }
      filled.append(character)
      previous = character
    }
    return CopyText(text: filled, ref: ref)
  }
}
