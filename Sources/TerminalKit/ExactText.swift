/// A string compared and hashed by its exact UTF-8 bytes, not by Swift's canonical equivalence:
/// a decomposed `é` (`e` + U+0301) and a precomposed one are different keys.
struct ExactText: Hashable, Sendable {
  /// The text.
  let text: String

  /// Wraps a text.
  init(_ text: String) {
    self.text = text
  }

  static func == (lhs: ExactText, rhs: ExactText) -> Bool {
    lhs.text.utf8.elementsEqual(rhs.text.utf8)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(text.utf8.count)
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
  }
}
