import HostSystem
import TextSafety

/// Texts made small numbers: each distinct text (by its exact UTF-8 bytes, never by canonical equivalence)
/// once, with its index; append-only and shared between threads behind a lock, so a cell and a style are
/// plain data.
final class InternTable: @unchecked Sendable {
  /// Every grapheme of more than one scalar a cell has held in this process.
  static let graphemes = InternTable(limit: GraphemeCode.interned)
  /// The names of every style role made in this process.
  static let roleNames = InternTable(limit: UInt32.max)

  private let lock = Lock()
  private let limit: UInt32
  private var texts: [String] = []
  private var indices: [ExactText: UInt32] = [:]

  private init(limit: UInt32) { self.limit = limit }

  /// The index of `text`, added to the table the first time.
  func index(of text: String) -> UInt32 {
    let key = ExactText(text)
    return lock.withLock {
      if let index = indices[key] { return index }
      precondition(texts.count < Int(limit), "more distinct texts than an index can name")
      let index = UInt32(texts.count)
      texts.append(text)
      indices[key] = index
      return index
    }
  }

  /// The text at an index the table gave out.
  func text(at index: UInt32) -> String {
    lock.withLock { texts[Int(index)] }
  }

  /// How many texts the table holds.
  var count: Int { lock.withLock { texts.count } }
}
