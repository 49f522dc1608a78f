import JourneyRuntime
import ScreenKit

/// A phone-sized demonstration frame shown until the journey's screens are wired in.
enum DemoFrame {
  /// The phone box.
  static let phone = TerminalSize(columns: 44, rows: 20)
  /// The smallest terminal that shows the phone and the status line.
  static let minimum = TerminalSize(columns: phone.columns, rows: phone.rows + 1)

  private static let lines: [(String, StyleRole)] = [
    ("att-journey", .title),
    ("", .body),
    ("Allow tracking?", .systemAlertTitle),
    ("허용 許可 允许", .body),
    ("トラッキングを許可しますか？", .body),
    ("추적을 허용하시겠습니까?", .body),
    ("Autoriser le suivi\u{00A0}?", .body),
    ("", .body),
    ("[ Allow ]", .primaryButton),
    ("[ Ask App Not to Track ]", .systemButton),
  ]

  /// The frame for a terminal size: the phone centred with a status line, or the enlarge message.
  static func render(size: TerminalSize, lastKey: KeyPress?) -> Buffer {
    var buffer = Buffer(width: size.columns, height: size.rows)
    guard size.contains(minimum) else {
      drawEnlargeMessage(into: &buffer, size: size)
      return buffer
    }
    let left = (size.columns - phone.columns) / 2
    let top = (size.rows - 1 - phone.rows) / 2
    drawBox(into: &buffer, left: left, top: top)
    for (index, (text, role)) in lines.enumerated() {
      let x = left + (phone.columns - columns(of: text)) / 2
      put(text, x: x, y: top + 2 + index, style: Style(role), into: &buffer)
    }
    var status = "terminal \(size) | q quits"
    if let lastKey { status += " | last key: \(lastKey.name)" }
    put(status, x: 0, y: size.rows - 1, style: Style(.secondary), into: &buffer)
    return buffer
  }

  private static func drawBox(into buffer: inout Buffer, left: Int, top: Int) {
    let frame = Style(.deviceFrame)
    let right = left + phone.columns - 1
    let bottom = top + phone.rows - 1
    for x in left...right {
      buffer[x, top] = Cell("─", style: frame)
      buffer[x, bottom] = Cell("─", style: frame)
    }
    for y in top...bottom {
      buffer[left, y] = Cell("│", style: frame)
      buffer[right, y] = Cell("│", style: frame)
    }
    buffer[left, top] = Cell("╭", style: frame)
    buffer[right, top] = Cell("╮", style: frame)
    buffer[left, bottom] = Cell("╰", style: frame)
    buffer[right, bottom] = Cell("╯", style: frame)
  }

  private static func drawEnlargeMessage(into buffer: inout Buffer, size: TerminalSize) {
    let message = "enlarge the terminal to at least \(minimum) (now \(size))"
    var rows: [String] = []
    for word in message.split(separator: " ") {
      if let last = rows.last, columns(of: last) + 1 + word.count <= size.columns {
        rows[rows.count - 1] = last + " " + word
      } else {
        rows.append(String(word))
      }
    }
    let top = max(0, (size.rows - rows.count) / 2)
    for (index, row) in rows.enumerated() {
      let x = max(0, (size.columns - columns(of: row)) / 2)
      put(row, x: x, y: top + index, style: Style(.warning), into: &buffer)
    }
  }

  /// Writes text from x, giving two-column characters a continuation cell.
  private static func put(_ text: String, x: Int, y: Int, style: Style, into buffer: inout Buffer) {
    var column = x
    for character in text {
      let width = columns(of: character)
      guard column + width <= buffer.width else { return }
      buffer[column, y] = Cell(String(character), style: style)
      if width == 2 { buffer[column + 1, y] = Cell("", style: style) }
      column += width
    }
  }

  private static func columns(of text: String) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// Two columns for the East Asian wide scripts this frame uses; one for everything else.
  private static func columns(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
    ]
    return wide.contains { $0.contains(scalar.value) } ? 2 : 1
  }
}
