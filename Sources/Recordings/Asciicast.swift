/// An asciicast v2 recording made in memory by `AsciicastWriter`: a header line, then one JSON array per event.
public struct Asciicast: Sendable, Equatable {
  /// Terminal columns.
  public let width: Int
  /// Terminal rows.
  public let height: Int
  /// The recording's title.
  public let title: String
  /// The whole file: every line followed by a newline.
  public let text: String

  /// The recording `AsciicastWriter` wrote as `text` for a `width`×`height` terminal.
  public init(width: Int, height: Int, title: String, text: String) {
    self.width = width
    self.height = height
    self.title = title
    self.text = text
  }

  /// The header and event lines, each a complete JSON text without its newline (JSON text holds no raw line
  /// break, so the file's line feeds end its lines).
  public var lines: [String] {
    text.utf8.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
  }
}
