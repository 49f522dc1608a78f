/// Draws buffers as ANSI escape sequences: a full frame, or only what changed between two buffers.
///
/// Cursor moves are `CSI row;col H` (1-based), styles are full SGR sequences from the theme,
/// a wide character is emitted once (the terminal advances two columns), and every output that
/// set a style ends with a reset.
public struct ANSIRenderer: Sendable {
  /// The theme mapping roles to colours and attributes.
  public let theme: Theme

  /// Creates a renderer.
  public init(theme: Theme) {
    self.theme = theme
  }

  /// The escape sequences drawing a whole buffer (clearing the screen first).
  public func frame(_ buffer: Buffer) -> String {
    var output = "\u{1B}[H\u{1B}[2J"
    var current: Appearance?
    for y in 0..<buffer.height {
      output += "\u{1B}[\(y + 1);1H"
      emit(buffer, y: y, from: 0, to: buffer.width, current: &current, into: &output)
    }
    if current != nil { output += "\u{1B}[0m" }
    return output
  }

  /// The escape sequences turning `old` into `new` on a terminal that shows `old`: empty when
  /// nothing changed; a full frame when the sizes differ.
  public func diff(from old: Buffer, to new: Buffer) -> String {
    guard old.width == new.width, old.height == new.height else { return frame(new) }
    var output = ""
    var current: Appearance?
    for run in new.diff(from: old) {
      output += "\u{1B}[\(run.y + 1);\(run.columns.lowerBound + 1)H"
      emit(
        new, y: run.y, from: run.columns.lowerBound, to: run.columns.upperBound, current: &current,
        into: &output)
    }
    if current != nil { output += "\u{1B}[0m" }
    return output
  }

  private func emit(
    _ buffer: Buffer, y: Int, from start: Int, to end: Int, current: inout Appearance?,
    into output: inout String
  ) {
    var x = start
    var style: Style?
    var look = Appearance()
    while x < end {
      let cell = buffer[x, y]
      defer { x += 1 }
      if cell.isContinuation { continue }
      if cell.style != style {
        look = theme.appearance(of: cell.style)
        style = cell.style
      }
      if look != current {
        output += sgr(look)
        current = look
      }
      output += cell.grapheme
    }
  }

  /// The SGR sequence for an appearance, starting from a reset.
  public func sgr(_ look: Appearance) -> String {
    var codes = ["0"]
    if look.bold { codes.append("1") }
    if look.dim { codes.append("2") }
    if look.italic { codes.append("3") }
    if look.underline { codes.append("4") }
    if look.reverse { codes.append("7") }
    if look.foreground != .default { codes.append("3\(look.foreground.rawValue)") }
    if look.background != .default { codes.append("4\(look.background.rawValue)") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
