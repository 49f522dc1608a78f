/// A string compared and hashed by its exact UTF-8 bytes, not by Swift's canonical equivalence:
/// a decomposed `é` (`e` + U+0301) and a precomposed one are different keys.
public struct ExactText: Hashable, Sendable {
  /// The text.
  public let text: String

  /// Wraps a text.
  public init(_ text: String) {
    self.text = text
  }

  /// Equal when the two texts have the same UTF-8 bytes.
  public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
    sameBytes(lhs.text, rhs.text)
  }

  /// True when two strings have the same UTF-8 bytes (not merely canonically equivalent ones).
  public static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
    let left = lhs.utf8
    let right = rhs.utf8
    guard left.count == right.count else { return false }
    let compared: Bool?? = left.withContiguousStorageIfAvailable { leftBytes in
      right.withContiguousStorageIfAvailable { leftBytes.elementsEqual($0) }
    }
    if let compared, let compared { return compared }
    return left.elementsEqual(right)
  }

  /// Hashes the UTF-8 bytes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text.utf8.count)
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
  }
}
