/// A copy key in a string table, such as `Primer` / `primer.title`.
public struct CopyRef: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The table's name, without `.strings`.
  public var table: String
  /// The key inside the table.
  public var key: String

  /// Creates a reference.
  public init(_ table: String, _ key: String) {
    self.table = table
    self.key = key
  }

  /// `Table:key`, as the keys view shows it.
  public var description: String { "\(table):\(key)" }

  /// Orders by table, then key.
  public static func < (lhs: CopyRef, rhs: CopyRef) -> Bool {
    (lhs.table, lhs.key) < (rhs.table, rhs.key)
  }
}

/// The text a screen shows for a key, with how it was found.
public struct CopyText: Sendable, Hashable {
  /// The text, placeholders already filled.
  public var text: String
  /// The key it came from.
  public var ref: CopyRef
  /// True when the text came from a fallback (another variant or the development language).
  public var fellBack: Bool
  /// True when no table had the key; `text` then names the key.
  public var isMissing: Bool

  /// Creates copy text.
  public init(text: String, ref: CopyRef, fellBack: Bool = false, isMissing: Bool = false) {
    self.text = text
    self.ref = ref
    self.fellBack = fellBack
    self.isMissing = isMissing
  }
}

/// Where screens get their words: resolves a key in the current locale and variant.
public protocol CopyProvider: Sendable {
  /// The text for `ref`, with `%@`-style placeholders filled from `arguments` in order.
  func text(_ ref: CopyRef, arguments: [String]) -> CopyText
}

/// A copy provider backed by a dictionary, for tests and previews.
public struct DictionaryCopy: CopyProvider {
  /// Values by `Table:key`.
  public var values: [CopyRef: String]

  /// Creates a provider from values.
  public init(_ values: [CopyRef: String]) {
    self.values = values
  }

  /// The value, with `%@` replaced by the arguments in order; a missing key shows as `⟦Table:key⟧`.
  public func text(_ ref: CopyRef, arguments: [String]) -> CopyText {
    guard let value = values[ref] else {
      return CopyText(text: "⟦\(ref)⟧", ref: ref, isMissing: true)
    }
    var filled = ""
    var remaining = arguments[...]
    var rest = value[...]
    while let range = rest.range(of: "%@") {
      filled += rest[..<range.lowerBound]
      filled += remaining.popFirst() ?? "%@"
      rest = rest[range.upperBound...]
    }
    return CopyText(text: filled + rest, ref: ref)
  }
}
